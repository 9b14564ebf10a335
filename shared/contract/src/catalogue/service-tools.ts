import { z } from 'zod';
import { rowId } from './common';

/**
 * spec §2 Service tools: metrics dashboards of one account. Every action names the account it asks about; the server
 * answers only for the account the token acts on (any other id, a child's included, is 'not found').
 */

/** The time ranges of a dashboard: hourly points over 24 hours and 7 days, daily points over 30 days. */
export const TOOL_RANGES = ['24h', '7d', '30d'] as const;
export type ToolRange = (typeof TOOL_RANGES)[number];
export const TOOL_RANGE_LABELS: Record<ToolRange, string> = { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' };
export const TOOL_RANGE_MESSAGE = 'Please choose a time range of 24h, 7d or 30d.';

const toolAccountId = rowId;
const toolRange = z.enum(TOOL_RANGES, { message: TOOL_RANGE_MESSAGE });
const metricsInput = z.strictObject({ accountId: toolAccountId, range: toolRange });
export type MetricsInput = z.input<typeof metricsInput>;

/** A TAR report's month: 'YYYY-MM'. */
export const TAR_MONTH_MESSAGE = 'Please give the report month as YYYY-MM.';
const tarMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, TAR_MONTH_MESSAGE);

/** One value per point of the window's `times`; null: no reading then. */
const series = z.array(z.number().nullable());

const toolAccount = z.object({ accountId: z.number(), accountCode: z.string(), customerName: z.string() });
export type ToolAccount = z.infer<typeof toolAccount>;

/** The points of a dashboard: seconds since the epoch (UTC), oldest first; hours for 24h and 7d, days for 30d. */
const metricWindow = {
  account: toolAccount,
  range: toolRange,
  unit: z.enum(['hour', 'day']),
  times: z.array(z.number()),
};

const serviceRef = { serviceTag: z.string(), type: z.string(), product: z.string(), status: z.string() };

export const networkLine = z.object({
  ...serviceRef,
  latencyMs: series,
  lossPct: series,
  downMbps: series,
  upMbps: series,
  /** Over the range; null when there was no reading at all. */
  summary: z.object({ avgLatencyMs: z.number().nullable(), avgLossPct: z.number().nullable(), peakDownMbps: z.number().nullable(), peakUpMbps: z.number().nullable() }),
});
export type NetworkLine = z.infer<typeof networkLine>;

export const firewallMetrics = z.object({
  ...serviceRef,
  /** Sessions opened through the firewall per point. */
  sessions: series,
  threatsBlocked: series,
  totals: z.object({ sessions: z.number(), threatsBlocked: z.number() }),
});
export type FirewallMetrics = z.infer<typeof firewallMetrics>;

export const irisIncident = z.object({ startedAt: z.string(), minutes: z.number(), summary: z.string() });
export type IrisIncident = z.infer<typeof irisIncident>;

export const irisHost = z.object({
  ...serviceRef,
  hostName: z.string(),
  /** Share of the range the host answered the monitoring platform's checks; null: no checks in the range. */
  uptimePct: z.number().nullable(),
  availabilityPct: series,
  /** In the range, newest first. */
  incidents: z.array(irisIncident),
});
export type IrisHost = z.infer<typeof irisHost>;

export const voiceMetrics = z.object({
  ...serviceRef,
  calls: series,
  minutes: series,
  /** Mean opinion score (1–5) of the point's calls; null when there were none. */
  mos: series,
  totals: z.object({ calls: z.number(), minutes: z.number(), averageMos: z.number().nullable() }),
});
export type VoiceMetrics = z.infer<typeof voiceMetrics>;

export const tarReportSummary = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  /** 'October 2026'. */
  title: z.string(),
  services: z.number(),
  downloadGb: z.number(),
  uploadGb: z.number(),
  /** Average of the services' availability in the month. */
  availabilityPct: z.number(),
  fileName: z.string(),
});
export type TarReportSummary = z.infer<typeof tarReportSummary>;

export const serviceToolActions = {
  /** Line quality per connectivity service of the account: latency, packet loss, throughput down and up. */
  'tools.GetNetworkMetrics': { input: metricsInput, output: z.object({ ...metricWindow, services: z.array(networkLine) }) },
  /** Sessions and threats blocked per managed firewall of the account. */
  'tools.GetFirewallMetrics': { input: metricsInput, output: z.object({ ...metricWindow, firewalls: z.array(firewallMetrics) }) },
  /** The monitoring platform (Iris): availability and incidents of each host of the account's hosting, co-location and VDC services. */
  'tools.GetIrisMetrics': { input: metricsInput, output: z.object({ ...metricWindow, hosts: z.array(irisHost) }) },
  /** Calls, minutes and call quality (MOS) of the account's VoIP services. */
  'tools.GetVoiceMetrics': { input: metricsInput, output: z.object({ ...metricWindow, services: z.array(voiceMetrics) }) },
  /** The monthly traffic and availability reports of the last six complete months, newest first. */
  'tools.GetTarReports': {
    input: z.strictObject({ accountId: toolAccountId }),
    output: z.object({ account: toolAccount, reports: z.array(tarReportSummary) }),
  },
} as const;

/** Downloads: their JSON bodies. */
export const serviceToolDownloads = {
  /** application/pdf: one month's traffic and availability report of the account. */
  'tools.DownloadTarReport': z.strictObject({ accountId: toolAccountId, month: tarMonth }),
} as const;
