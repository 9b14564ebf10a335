import { CONNECTIVITY_TYPES } from '@portal/contract/catalogue';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { serviceLogs } from '../../../db/schema';
import { defineAction } from '../../define-action';
import {
  dayRows,
  overRange,
  seriesOf,
  serviceRef,
  toolAccount,
  toolServices,
  weightedOverRange,
  weightedSeries,
  windowOf,
  windowOutput,
} from './tool-metrics';
import { FIREWALL_TYPES, hostNameOf, type IncidentData, IRIS_TYPES, TOOL_LOG_KINDS, VOICE_TYPES } from './tool-series';
import { tarReportsOf } from './tar-reports';

const MODULES = ['cloud-hosting'] as const;

export const getNetworkMetrics = defineAction({
  name: 'tools.GetNetworkMetrics',
  auth: 'session',
  modules: [...MODULES],
  async handler({ accountId, range }, ctx) {
    const account = await toolAccount(ctx, accountId);
    const window = windowOf(range, ctx.clock.now());
    const lines = await toolServices(ctx, accountId, CONNECTIVITY_TYPES);
    const rows = await dayRows(ctx.db, lines.map((s) => s.id), TOOL_LOG_KINDS.network, window);
    return {
      ...windowOutput(account, range, window),
      services: lines.map((s) => {
        const days = rows.get(s.id);
        return {
          ...serviceRef(s),
          latencyMs: seriesOf(days, 'latencyMs', window, 'avg'),
          lossPct: seriesOf(days, 'lossPct', window, 'avg', 2),
          downMbps: seriesOf(days, 'downMbps', window, 'avg'),
          upMbps: seriesOf(days, 'upMbps', window, 'avg'),
          summary: {
            avgLatencyMs: overRange(days, 'latencyMs', window, 'avg'),
            avgLossPct: overRange(days, 'lossPct', window, 'avg', 2),
            peakDownMbps: overRange(days, 'downMbps', window, 'max'),
            peakUpMbps: overRange(days, 'upMbps', window, 'max'),
          },
        };
      }),
    };
  },
});

export const getFirewallMetrics = defineAction({
  name: 'tools.GetFirewallMetrics',
  auth: 'session',
  modules: [...MODULES],
  async handler({ accountId, range }, ctx) {
    const account = await toolAccount(ctx, accountId);
    const window = windowOf(range, ctx.clock.now());
    const firewalls = await toolServices(ctx, accountId, FIREWALL_TYPES);
    const rows = await dayRows(ctx.db, firewalls.map((s) => s.id), TOOL_LOG_KINDS.firewall, window);
    return {
      ...windowOutput(account, range, window),
      firewalls: firewalls.map((s) => {
        const days = rows.get(s.id);
        return {
          ...serviceRef(s),
          sessions: seriesOf(days, 'sessions', window, 'sum', 0),
          threatsBlocked: seriesOf(days, 'threatsBlocked', window, 'sum', 0),
          totals: { sessions: overRange(days, 'sessions', window, 'sum', 0) ?? 0, threatsBlocked: overRange(days, 'threatsBlocked', window, 'sum', 0) ?? 0 },
        };
      }),
    };
  },
});

export const getIrisMetrics = defineAction({
  name: 'tools.GetIrisMetrics',
  auth: 'session',
  modules: [...MODULES],
  async handler({ accountId, range }, ctx) {
    const account = await toolAccount(ctx, accountId);
    const window = windowOf(range, ctx.clock.now());
    const hosts = await toolServices(ctx, accountId, IRIS_TYPES);
    const rows = await dayRows(ctx.db, hosts.map((s) => s.id), TOOL_LOG_KINDS.iris, window);
    const incidents = hosts.length
      ? await ctx.db
          .select({ serviceId: serviceLogs.serviceId, occurredAt: serviceLogs.occurredAt, data: serviceLogs.data })
          .from(serviceLogs)
          .where(
            and(
              inArray(serviceLogs.serviceId, hosts.map((h) => h.id)),
              eq(serviceLogs.kind, TOOL_LOG_KINDS.irisIncident),
              gte(serviceLogs.occurredAt, new Date(window.from)),
              lt(serviceLogs.occurredAt, new Date(window.to)),
            ),
          )
          .orderBy(desc(serviceLogs.occurredAt))
      : [];
    return {
      ...windowOutput(account, range, window),
      hosts: hosts.map((s) => {
        const days = rows.get(s.id);
        return {
          ...serviceRef(s),
          hostName: hostNameOf(s.type, s.serviceTag),
          uptimePct: overRange(days, 'availabilityPct', window, 'avg', 3),
          availabilityPct: seriesOf(days, 'availabilityPct', window, 'avg', 2),
          incidents: incidents
            .filter((i) => i.serviceId === s.id)
            .map((i) => {
              const data = i.data as unknown as IncidentData;
              return { startedAt: i.occurredAt.toISOString(), minutes: data.minutes, summary: data.summary };
            }),
        };
      }),
    };
  },
});

export const getVoiceMetrics = defineAction({
  name: 'tools.GetVoiceMetrics',
  auth: 'session',
  modules: [...MODULES],
  async handler({ accountId, range }, ctx) {
    const account = await toolAccount(ctx, accountId);
    const window = windowOf(range, ctx.clock.now());
    const lines = await toolServices(ctx, accountId, VOICE_TYPES);
    const rows = await dayRows(ctx.db, lines.map((s) => s.id), TOOL_LOG_KINDS.voice, window);
    return {
      ...windowOutput(account, range, window),
      services: lines.map((s) => {
        const days = rows.get(s.id);
        return {
          ...serviceRef(s),
          calls: seriesOf(days, 'calls', window, 'sum', 0),
          minutes: seriesOf(days, 'minutes', window, 'sum', 0),
          mos: weightedSeries(days, 'mos', 'calls', window),
          totals: {
            calls: overRange(days, 'calls', window, 'sum', 0) ?? 0,
            minutes: overRange(days, 'minutes', window, 'sum', 0) ?? 0,
            averageMos: weightedOverRange(days, 'mos', 'calls', window),
          },
        };
      }),
    };
  },
});

export const getTarReports = defineAction({
  name: 'tools.GetTarReports',
  auth: 'session',
  modules: [...MODULES],
  async handler({ accountId }, ctx) {
    const account = await toolAccount(ctx, accountId);
    const reports = await tarReportsOf(ctx, account);
    return {
      account,
      reports: reports.map((r) => ({
        month: r.month,
        title: r.title,
        services: r.lines.length,
        downloadGb: r.downloadGb,
        uploadGb: r.uploadGb,
        availabilityPct: r.availabilityPct,
        fileName: r.fileName,
      })),
    };
  },
});
