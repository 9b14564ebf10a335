import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** spec §7: the days a debit order may be collected; option lists are cached for 600 seconds (spec §9). */
export const debitOrderCollectionDayOptionsQueryOptions = () => actionQueryOptions('billing.options.GetDebitOrderCollectionDayOptions', {}, { cacheSeconds: CACHE_SECONDS.options });

export const useDebitOrderCollectionDayOptions = () => useQuery(debitOrderCollectionDayOptionsQueryOptions());
