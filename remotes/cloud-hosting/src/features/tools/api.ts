import type { ActionInput, ToolRange } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

type MetricsAction = 'tools.GetNetworkMetrics' | 'tools.GetFirewallMetrics' | 'tools.GetIrisMetrics' | 'tools.GetVoiceMetrics';

/** One dashboard's figures for the account and range; kept a minute (the readings are hourly). */
export const useToolMetrics = <N extends MetricsAction>(name: N, accountId: number, range: ToolRange) =>
  useQuery({ ...actionQueryOptions(name, { accountId, range } as ActionInput<N>), staleTime: 60_000 });

export const useTarReports = (accountId: number) => useQuery({ ...actionQueryOptions('tools.GetTarReports', { accountId }), staleTime: 60_000 });

/** The download action of a TAR report (spec §7 .../download/{ActionName}). */
export const TAR_DOWNLOAD = 'tools.DownloadTarReport';
