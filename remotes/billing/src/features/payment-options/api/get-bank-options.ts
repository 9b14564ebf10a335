import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** spec §7: the banks a debit order can be drawn on; option lists are cached for 600 seconds (spec §9). */
export const bankOptionsQueryOptions = () => actionQueryOptions('billing.options.GetBankOptions', {}, { cacheSeconds: CACHE_SECONDS.options });

export const useBankOptions = () => useQuery(bankOptionsQueryOptions());
