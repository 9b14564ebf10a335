import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** spec §7: account.GetAccount is cached 600 s. */
export const accountQueryOptions = () => actionQueryOptions('account.GetAccount', {}, { cacheSeconds: CACHE_SECONDS.account });

export const useAccount = () => useQuery(accountQueryOptions());
