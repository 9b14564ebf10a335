import type { ToolRange } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** tools.GetVoiceMetrics: the dashboard's figures for the account and range; kept a minute (the readings are hourly). */
export const useVoiceMetrics = (accountId: number, range: ToolRange) =>
  useQuery({ ...actionQueryOptions('tools.GetVoiceMetrics', { accountId, range }), staleTime: 60_000 });
