import { AREAS, enabledExtraAreas, isAreaEnabled, type Area } from '@portal/config/areas';
import type { InstanceConfig } from '@portal/config';
import { BILLING_SECTION_PATHS, paths } from '@portal/contract';

/** The areas' names and sidebar entries, for the signed-in shell and the dashboard (not the login page). */
export const AREA_LABELS: Record<Area, string> = {
  account: 'My Account',
  billing: 'Payments & Billing',
  connectivity: 'Connectivity',
  communication: 'Communication',
  'cloud-hosting': 'Cloud & Hosting',
  tickets: 'Tickets',
};

export interface SidebarItem {
  /** The name an instance uses in `sidebar.excludedOptions`. */
  label: string;
  to: string;
  area?: Area;
  /** spec §6 can-access: every module must be in the token's portal_modules. */
  modules?: string[];
  /**
   * Other pages (and the pages below them) on which this entry is the current one; the entry whose path matches
   * the page most closely wins, so '/account' (My Account) gives way to '/account/billing-details' (Payments & Billing).
   */
  activeFor?: readonly string[];
  /** The key of the instance's extra area this entry opens (warmed up on hover, like an own area). */
  extraArea?: string;
}

export const SIDEBAR_ITEMS: SidebarItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'My Account', to: '/account/account-details', area: 'account', modules: ['account'], activeFor: ['/account'] },
  { label: 'Payments & Billing', to: '/account/billing-details', area: 'billing', modules: ['billing'], activeFor: BILLING_SECTION_PATHS },
  { label: 'Connectivity', to: '/services/connectivity', area: 'connectivity', modules: ['connectivity'] },
  { label: 'Communication', to: '/services/communication', area: 'communication', modules: ['communication'] },
  {
    label: 'Cloud & Hosting',
    to: paths.cloud,
    area: 'cloud-hosting',
    modules: ['cloud-hosting'],
    // The area's other sections and the service tools are its pages too.
    activeFor: [paths.cloud, paths.iot, paths.security, paths.ups, paths.vdc, '/services/tools'],
  },
  { label: 'Tickets', to: '/tickets', area: 'tickets', modules: ['tickets'] },
  // Pages of the tickets remote that any signed-in user may open.
  { label: 'Outages', to: paths.outages, area: 'tickets' },
  { label: 'Referral', to: paths.referrals, area: 'tickets' },
  { label: 'Promotions', to: paths.emailPromotions, area: 'tickets', activeFor: ['/promotions'] },
];

/**
 * Sidebar entries for this instance and token: enabled areas, not excluded, modules granted, then the instance's
 * enabled extra areas (after Tickets, before the help entries). An excluded option only leaves the sidebar: its pages
 * keep their routes.
 */
export function visibleSidebarItems(config: InstanceConfig, modules: readonly string[]): SidebarItem[] {
  const excluded = new Set<string>(config.sidebar.excludedOptions);
  const extraItems: SidebarItem[] = enabledExtraAreas(config).map((extra) => ({
    label: extra.label,
    to: extra.mountPath,
    modules: extra.modules,
    extraArea: extra.key,
  }));
  const items = [...SIDEBAR_ITEMS];
  items.splice(items.findIndex((item) => item.label === 'Tickets') + 1, 0, ...extraItems);
  return items.filter(
    (item) =>
      !excluded.has(item.label) &&
      (!item.area || isAreaEnabled(config, item.area)) &&
      (item.modules ?? []).every((m) => modules.includes(m)),
  );
}

/** Areas whose dashboard cards show: the instance runs them and the token holds their module; sidebar exclusions do not apply. */
export const dashboardAreas = (config: InstanceConfig, modules: readonly string[]): Area[] =>
  AREAS.filter((area) => isAreaEnabled(config, area) && modules.includes(area));
