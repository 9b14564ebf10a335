import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The parent accounts the person may switch to (account.GetAccounts), cached 600 s (spec §7). */
export const useAccounts = () => useQuery(actionQueryOptions('account.GetAccounts', {}, { cacheSeconds: CACHE_SECONDS.account }));
