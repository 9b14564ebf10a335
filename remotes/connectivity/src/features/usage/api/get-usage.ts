import { actionQueryOptions } from '@portal/contract/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const USAGE_RANGES = [7, 30, 90] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];

export const usageQueryOptions = (serviceTag: string, days: UsageRange, userId?: number) =>
  actionQueryOptions('services.GetUsage', userId === undefined ? { serviceTag, days } : { serviceTag, days, userId });

/** Day by day use (services.GetUsage); switching the range keeps the last figures on screen until the new ones come. */
export const useUsage = (serviceTag: string, days: UsageRange, userId?: number) =>
  useQuery({ ...usageQueryOptions(serviceTag, days, userId), placeholderData: keepPreviousData });
