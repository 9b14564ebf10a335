import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The signed-in account's details (account.GetAccount), cached 600 s (spec §7); read only when `enabled`. */
export const useAccount = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...actionQueryOptions('account.GetAccount', {}, { cacheSeconds: CACHE_SECONDS.account }), enabled });
