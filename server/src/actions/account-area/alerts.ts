import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { isAreaEnabled, type Area, type InstanceConfig } from '@portal/config';
import type { AlertSeverity } from '@portal/contract/catalogue';
import { dashboardAlerts } from '../../db/schema';
import { defineAction } from '../define-action';
import { outageAlerts } from '../engagement/outage-alerts';

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
const MAX_ALERTS = 50;

/**
 * Whether the viewer may open the page an alert links to, on this instance; a link to a page the portal does not
 * know, or to an area the instance does not run, is shown to nobody.
 */
function mayOpen(linkTo: string, modules: readonly string[], config: InstanceConfig) {
  const page = PAGE_MODULES.find(([prefix]) => isUnder(linkTo, prefix));
  if (!page) return false;
  const [, module, area] = page;
  return (module === null || modules.includes(module)) && (area === null || isAreaEnabled(config, area));
}

const SEVERITY_ORDER: Record<string, number> = { critical: 0, warning: 1, info: 2 };
const rank = (severity: string) => SEVERITY_ORDER[severity] ?? 2;

/**
 * The account's alerts for this viewer, stored ones and those its outages make (outage-alerts.ts): one that leads
 * to a page is shown only to someone who may open that page (a billing-only user sees no connectivity alert); one
 * without a link is about the account and shown to every signed-in user. Critical first, then newest.
 */
export const getAlerts = defineAction({
  name: 'dashboard.alert.GetAlerts',
  auth: 'session',
  async handler(_input, ctx) {
    const rows = await ctx.db
      .select()
      .from(dashboardAlerts)
      .where(
        and(
          eq(dashboardAlerts.accountId, ctx.session.accountId),
          or(isNull(dashboardAlerts.expiresAt), gt(dashboardAlerts.expiresAt, ctx.clock.now())),
        ),
      )
      .orderBy(
        sql`case ${dashboardAlerts.severity} when 'critical' then 0 when 'warning' then 1 else 2 end`,
        desc(dashboardAlerts.createdAt),
        desc(dashboardAlerts.id),
      )
      .limit(10 * MAX_ALERTS);
    const stored = rows.map((a) => ({
      id: a.id,
      severity: a.severity as AlertSeverity,
      title: a.title,
      message: a.message,
      transient: a.transient,
      link: a.linkLabel && a.linkTo ? { label: a.linkLabel, to: a.linkTo } : null,
      createdAt: a.createdAt,
    }));
    const all = [...stored, ...(await outageAlerts(ctx))].sort(
      (a, b) => rank(a.severity) - rank(b.severity) || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    );
    const visible = all.filter((a) => !a.link || mayOpen(a.link.to, ctx.session.portal_modules, ctx.instanceConfig)).slice(0, MAX_ALERTS);
    return { alerts: visible.map(({ createdAt: _createdAt, ...alert }) => alert) };
  },
});
