import type { ToolRange } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** tools.GetNetworkMetrics: the dashboard's figures for the account and range; kept a minute (the readings are hourly). */
export const useNetworkMetrics = (accountId: number, range: ToolRange) =>
  useQuery({ ...actionQueryOptions('tools.GetNetworkMetrics', { accountId, range }), staleTime: 60_000 });
