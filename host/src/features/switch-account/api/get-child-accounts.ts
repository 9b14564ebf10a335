import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The child accounts the person may switch to (account.GetChildAccounts), cached 600 s (spec §7). */
export const useChildAccounts = () => useQuery(actionQueryOptions('account.GetChildAccounts', {}, { cacheSeconds: CACHE_SECONDS.account }));
