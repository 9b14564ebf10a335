/**
 * How the service tools keep their readings in service_logs, shared by the seed (seed-service-tools.ts) and the
 * actions: one row per service, tool and UTC day (occurredAt: the day's midnight) with 24 hourly values per metric in
 * `data`; incidents and monthly report figures as rows of their own.
 */

export const TOOL_LOG_KINDS = {
  network: 'tools:network',
  firewall: 'tools:firewall',
  iris: 'tools:iris',
  irisIncident: 'tools:iris-incident',
  voice: 'tools:voice',
  tar: 'tools:tar',
} as const;

/** The service types each tool reads. */
export const FIREWALL_TYPES = ['managed-firewall'] as const;
export const IRIS_TYPES = ['web-hosting', 'personal-web-hosting', 'co-location', 'vdc'] as const;
export const VOICE_TYPES = ['voip'] as const;

/** One day's hourly values of a metric: index = hour of the UTC day; null where there was no reading. */
export type HourlyValues = (number | null)[];
export type DayData = Record<string, HourlyValues>;

/** A TAR month of one connectivity service (kind tools:tar, occurredAt: the month's first day). */
export interface TarMonthData {
  downloadGb: number;
  uploadGb: number;
  peakDownMbps: number;
  availabilityPct: number;
  outageMinutes: number;
  avgLatencyMs: number;
}

/** An incident the monitoring platform saw on a host (kind tools:iris-incident, occurredAt: when it started). */
export interface IncidentData {
  minutes: number;
  summary: string;
}

const SITE: Record<string, string> = { 'web-hosting': 'web', 'personal-web-hosting': 'web', 'co-location': 'rack', vdc: 'vdc' };

/** The name the monitoring platform knows a host by, made from its service: 'web-800917.jnb1.portal-hosting.net'. */
export const hostNameOf = (type: string, serviceTag: string) =>
  `${(SITE[type] ?? 'host')}-${serviceTag.replace(/^[A-Z]+-/, '').toLowerCase()}.jnb1.portal-hosting.net`;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
export const hourStart = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
