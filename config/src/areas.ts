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
