import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** spec §7: the years of a card's expiry date; option lists are cached for 600 seconds (spec §9). */
export const yearOptionsQueryOptions = () => actionQueryOptions('billing.options.GetYearOptions', {}, { cacheSeconds: CACHE_SECONDS.options });

export const useYearOptions = () => useQuery(yearOptionsQueryOptions());
