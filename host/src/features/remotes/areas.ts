import { isAreaEnabled, type Area } from '@portal/config/areas';
import type { InstanceConfig } from '@portal/config';
import { paths, type RemoteModule } from '@portal/contract';

/**
 * Which paths each area owns. The host keeps this so that it can route without fetching a remote; an area's own
 * pages live in the remote. In the login page's chunk: keep it to the routes (navigation is in area-navigation.ts).
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
  { area: 'cloud-hosting', base: paths.cloud },
  // The cloud-hosting remote owns the other service areas and the service tools too.
  { area: 'cloud-hosting', base: paths.iot },
  { area: 'cloud-hosting', base: paths.security },
  { area: 'cloud-hosting', base: paths.ups },
  { area: 'cloud-hosting', base: paths.vdc },
  { area: 'cloud-hosting', base: '/services/tools' },
  { area: 'tickets', base: '/tickets' },
  // The tickets remote also serves these pages (paths.outages, paths.referrals, paths.emailPromotions).
  { area: 'tickets', base: paths.outages },
  { area: 'tickets', base: paths.referrals },
  { area: 'tickets', base: '/promotions' },
];

/** The host routes of the areas the instance runs (an area whose service categories are all off has none). */
export const enabledMounts = (config: InstanceConfig) => AREA_MOUNTS.filter((m) => isAreaEnabled(config, m.area));

/** The paths one of the portal's own areas is mounted at. */
export const areaBases = (area: Area) => AREA_MOUNTS.filter((m) => m.area === area).map((m) => m.base);

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The paths of the routes a remote declares that none of its mounts holds (the host never shows those). */
export const routesOutside = (remote: RemoteModule, bases: readonly string[]) =>
  remote.routes.map((r) => r.path).filter((path) => !bases.some((base) => isUnder(path, base)));

/**
 * Whether a page (a path, with or without its query) is in an area the instance runs: the area whose mount holds it
 * most closely ('/account/billing-details' is billing's, '/account/messages' account's). A page of the host itself (the
 * dashboard, the purchase pages) always is.
 */
export function isPageOffered(config: InstanceConfig, to: string): boolean {
  const path = to.split(/[?#]/)[0];
  const extra = config.extraAreas?.find((area) => isUnder(path, area.mountPath));
  if (extra) return extra.enabled;
  let owner: AreaMount | undefined;
  for (const mount of AREA_MOUNTS) {
    if (isUnder(path, mount.base) && (!owner || mount.base.length > owner.base.length)) owner = mount;
  }
  return !owner || isAreaEnabled(config, owner.area);
}
