import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** tools.GetTarReports: the account's monthly TAR reports; kept a minute, like the dashboards' readings. */
export const useTarReports = (accountId: number) => useQuery({ ...actionQueryOptions('tools.GetTarReports', { accountId }), staleTime: 60_000 });
