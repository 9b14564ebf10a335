/**
 * `@portal/config/areas`: the areas and service categories, and which of them an instance runs. Free of zod, so the
 * host's first chunk (the login page) can use it without carrying the schema.
 */
import type { InstanceConfig } from './instance-schema';

export const AREAS = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'] as const;
export type Area = (typeof AREAS)[number];

export const SERVICE_CATEGORIES = ['connectivity', 'communication', 'cloud', 'iot', 'security', 'ups', 'vdc'] as const;
export type ServiceCategoryName = (typeof SERVICE_CATEGORIES)[number];

/** The service categories each area shows; an area with categories exists only while one of them is enabled. */
export const AREA_SERVICE_CATEGORIES: Partial<Record<Area, readonly ServiceCategoryName[]>> = {
  connectivity: ['connectivity'],
  communication: ['communication'],
  'cloud-hosting': ['cloud', 'iot', 'security', 'ups', 'vdc'],
};

/** Whether the instance runs an area: its remote is enabled and, for a service area, one of its categories is. */
export function isAreaEnabled(config: Pick<InstanceConfig, 'remotes' | 'enabledServiceCategories'>, area: Area): boolean {
  if (config.remotes[area]?.enabled !== true) return false;
  const categories = AREA_SERVICE_CATEGORIES[area];
  return !categories || categories.some((c) => config.enabledServiceCategories.includes(c));
}

/**
 * Paths the portal's own pages and its server answer: an extra area (`extraAreas`) mounts at none of them, below none
 * of them and above none of them. '/services' itself holds the purchase and cancel pages, so an area may mount below
 * it (/services/gaming) but not at it.
 */
export const RESERVED_PATHS: readonly string[] = [
  '/isp',
  '/login',
  '/unavailable',
  '/404',
  '/dashboard',
  '/terms-of-use',
  '/account',
  '/payment',
  '/services/connectivity',
  '/services/communication',
  '/services/cloud',
  '/services/iot',
  '/services/security',
  '/services/ups',
  '/services/vdc',
  '/services/tools',
  '/services/confirm-upgrade',
  '/services/confirm-purchase',
  '/services/capture-details',
  '/services/cancel',
  '/tickets',
  '/outages',
  '/referrals',
  '/promotions',
  // The server's own paths.
  '/api',
  '/remotes',
  '/icons',
  '/instance-config.json',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/sw.js',
  '/version.txt',
];

const isWithin = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The reserved path an extra area's mount would collide with, if any ('/services' and '/' themselves included). */
export function reservedPathClash(mountPath: string): string | undefined {
  if (mountPath === '/' || mountPath === '/services') return mountPath;
  return RESERVED_PATHS.find((reserved) => isWithin(mountPath, reserved) || isWithin(reserved, mountPath));
}

/** An area an instance adds without a rebuild of the portal: a remote of its own, mounted at its own path. */
export interface ExtraArea {
  key: string;
  manifestUrl: string;
  mountPath: string;
  label: string;
  modules: string[];
  enabled: boolean;
}

/** The extra areas the instance runs (none in a config from a server older than extraAreas). */
export const enabledExtraAreas = (config: { extraAreas?: readonly ExtraArea[] }): ExtraArea[] =>
  (config.extraAreas ?? []).filter((extra) => extra.enabled);
