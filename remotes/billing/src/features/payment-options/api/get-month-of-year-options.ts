import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** spec §7: the months of a card's expiry date; option lists are cached for 600 seconds (spec §9). */
export const monthOfYearOptionsQueryOptions = () => actionQueryOptions('billing.options.GetMonthOfYearOptions', {}, { cacheSeconds: CACHE_SECONDS.options });

export const useMonthOfYearOptions = () => useQuery(monthOfYearOptionsQueryOptions());
