import { isAreaEnabled, type Area, type InstanceConfig } from '@portal/config';
import type { DerivedAlert } from './derived-alert';

/**
 * The module a portal page needs (spec §6 can-access) and the area that serves it, longest prefix first. Pages
 * outside every module and area (the dashboard, outages, referrals) are open to any signed-in user.
 */
const PAGE_MODULES: [prefix: string, module: string | null, area: Area | null][] = [
  ['/account/billing-details', 'billing', 'billing'],
  ['/account/debit-order-mandate', 'billing', 'billing'],
  ['/payment', 'billing', 'billing'],
  ['/account/access', 'access', 'account'],
  ['/account', 'account', 'account'],
  ['/services/connectivity', 'connectivity', 'connectivity'],
  ['/services/communication', 'communication', 'communication'],
  ['/services/cloud', 'cloud-hosting', 'cloud-hosting'],
  ['/tickets', 'tickets', 'tickets'],
  ['/dashboard', null, null],
  ['/outages', null, null],
  ['/referrals', null, null],
];

const isUnder = (path: string, prefix: string) => path.startsWith(prefix) && (path.length === prefix.length || '/?#'.includes(path[prefix.length]));

/**
 * Whether the viewer may open the page an alert links to, on this instance; a link to a page the portal does not
 * know, or to an area the instance does not run, is shown to nobody.
 */
export function mayOpen(linkTo: string, modules: readonly string[], config: InstanceConfig) {
  const page = PAGE_MODULES.find(([prefix]) => isUnder(linkTo, prefix));
  if (!page) return false;
  const [, module, area] = page;
  return (module === null || modules.includes(module)) && (area === null || isAreaEnabled(config, area));
}

/**
 * An alert that leads to a page is for someone who may open that page, and one about services for someone given the
 * module of at least one of them (a billing-only user hears of no LTE outage); one without either is about the
 * account and for every signed-in user of it.
 */
export const isForViewer = (alert: DerivedAlert, modules: readonly string[], config: InstanceConfig) =>
  (!alert.needs || alert.needs.some((module) => modules.includes(module))) && (!alert.link || mayOpen(alert.link.to, modules, config));
