import { CACHE_SECONDS, portalCache, type AccountDetails } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery, type QueryClient } from '@tanstack/react-query';

/** spec §7: account.GetAccount is cached 600 s. */
export const accountQueryOptions = () => actionQueryOptions('account.GetAccount', {}, { cacheSeconds: CACHE_SECONDS.account });

export const useAccount = () => useQuery(accountQueryOptions());

/**
 * Puts a fresh account where account.GetAccount's readers find it: the query on screen and the portal's TTL cache,
 * the latter for `seconds` (spec §9: 3600 s after an update).
 */
export function cacheAccount(queryClient: QueryClient, account: AccountDetails, seconds: number) {
  // The same group and key actionQueryOptions reads: the action's name and its input as JSON.
  portalCache.set('account.GetAccount', JSON.stringify({}), account, seconds);
  queryClient.setQueryData(accountQueryOptions().queryKey, account);
}
