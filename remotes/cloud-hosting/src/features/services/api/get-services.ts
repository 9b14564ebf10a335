import type { ServiceItem } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useOfferedCategories } from '@portal/ui/access';
import { useQueries, useQuery } from '@tanstack/react-query';

/** The service categories of the Cloud & Hosting area (the server's 'cloud-hosting' module), in the order shown. */
export const CLOUD_HOSTING_CATEGORIES = ['cloud', 'iot', 'security', 'ups', 'vdc'] as const;
export type CloudHostingCategory = (typeof CLOUD_HOSTING_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<CloudHostingCategory, string> = {
  cloud: 'Cloud & hosting',
  iot: 'IoT',
  security: 'Security',
  ups: 'UPS',
  vdc: 'Virtual data centre',
};

/** One category's services: services.GetServices takes exactly one category. */
export const cloudServicesQueryOptions = (category: CloudHostingCategory) => actionQueryOptions('services.GetServices', { category });

export const useCloudServices = (category: CloudHostingCategory) => useQuery(cloudServicesQueryOptions(category));

export interface CategoryGroup {
  category: CloudHostingCategory;
  label: string;
  services: ServiceItem[];
}

export interface CloudHostingServices {
  /** Every category's services, in the area's order, once all the categories have loaded. */
  services: ServiceItem[] | undefined;
  /** The same services by category, in the area's order, leaving out empty categories. */
  groups: CategoryGroup[] | undefined;
  /** True until every category has loaded, unless one has failed. */
  isLoading: boolean;
  /** The first failed category's error, once none is loading any more. */
  error: Error | null;
  /** Loads the failed categories again. */
  retry: () => void;
}

/**
 * The area's services: one GetServices per category the instance runs (the server refuses the others), combined
 * into one list.
 */
export function useCloudHostingServices(): CloudHostingServices {
  const categories = useOfferedCategories(CLOUD_HOSTING_CATEGORIES);
  return useQueries({
    queries: categories.map((category) => cloudServicesQueryOptions(category)),
    combine: (results) => {
      const lists = results.map((r) => r.data?.services);
      const loaded = lists.every((list) => list !== undefined);
      const groups = loaded
        ? categories.map((category, i) => ({ category, label: CATEGORY_LABELS[category], services: lists[i]! })).filter(
            (group) => group.services.length > 0,
          )
        : undefined;
      // A failure shows once nothing is in flight, so a retry (or a category still loading) shows the loading state.
      const error = loaded || results.some((r) => r.isFetching) ? null : (results.find((r) => r.isError)?.error ?? null);
      return {
        services: groups?.flatMap((group) => group.services),
        groups,
        isLoading: !loaded && error === null,
        error,
        retry: () => {
          for (const r of results) if (r.isError) void r.refetch();
        },
      };
    },
  });
}
