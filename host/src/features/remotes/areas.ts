import type { Area, InstanceConfig } from '@portal/config';

/**
 * Which paths each area owns, and its sidebar entry. The host keeps this so that it can route and
 * show navigation without fetching a remote; an area's own pages live in the remote.
 */
export interface AreaMount {
  area: Area;
  /** Path prefix the host hands to the area (a route `${base}/*`). */
  base: string;
}

export const AREA_MOUNTS: AreaMount[] = [
  { area: 'billing', base: '/account/billing-details' },
  { area: 'billing', base: '/account/debit-order-mandate' },
  { area: 'billing', base: '/payment' },
  { area: 'account', base: '/account' },
  { area: 'connectivity', base: '/services/connectivity' },
  { area: 'communication', base: '/services/communication' },
  { area: 'cloud-hosting', base: '/services/cloud' },
  { area: 'tickets', base: '/tickets' },
];

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
}

export const SIDEBAR_ITEMS: SidebarItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'My Account', to: '/account/account-details', area: 'account', modules: ['account'] },
  { label: 'Payments & Billing', to: '/account/billing-details', area: 'billing', modules: ['billing'] },
  { label: 'Connectivity', to: '/services/connectivity', area: 'connectivity', modules: ['connectivity'] },
  { label: 'Communication', to: '/services/communication', area: 'communication', modules: ['communication'] },
  { label: 'Cloud & Hosting', to: '/services/cloud', area: 'cloud-hosting', modules: ['cloud-hosting'] },
  { label: 'Tickets', to: '/tickets', area: 'tickets', modules: ['tickets'] },
  { label: 'Outages', to: '/outages' },
  { label: 'Referral', to: '/referrals' },
];

export const isAreaEnabled = (config: InstanceConfig, area: Area) => config.remotes[area]?.enabled === true;

export const enabledMounts = (config: InstanceConfig) => AREA_MOUNTS.filter((m) => isAreaEnabled(config, m.area));

/** Sidebar entries for this instance and token: enabled areas, not excluded, modules granted. */
export function visibleSidebarItems(config: InstanceConfig, modules: readonly string[]): SidebarItem[] {
  const excluded = new Set<string>(config.sidebar.excludedOptions);
  return SIDEBAR_ITEMS.filter(
    (item) =>
      !excluded.has(item.label) &&
      (!item.area || isAreaEnabled(config, item.area)) &&
      (item.modules ?? []).every((m) => modules.includes(m)),
  );
}
