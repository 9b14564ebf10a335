import type { ToolRange } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** tools.GetIrisMetrics: the dashboard's figures for the account and range; kept a minute (the readings are hourly). */
export const useIrisMetrics = (accountId: number, range: ToolRange) =>
  useQuery({ ...actionQueryOptions('tools.GetIrisMetrics', { accountId, range }), staleTime: 60_000 });
