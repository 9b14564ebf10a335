import type { ToolAccount, ToolRange } from '@portal/contract/catalogue';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { accounts, serviceLogs, services } from '../../../db/schema';
import { notFound } from '../../../http/action-failure';
import type { SessionActionContext } from '../../define-action';
import { isCategoryEnabled } from '../../services/service-records';
import { DAY_MS, dayStart, HOUR_MS, hourStart, type DayData } from './tool-series';

/**
 * The account a tool asks about: only the one the token acts on. Another account's id, a child's the person has not
 * switched to, and an id that does not exist all answer the same 'not found'.
 */
export async function toolAccount(ctx: SessionActionContext, accountId: number): Promise<ToolAccount> {
  if (accountId !== ctx.session.accountId) throw notFound('That account');
  const [row] = await ctx.db
    .select({ accountId: accounts.id, accountCode: accounts.accountCode, customerName: accounts.customerName })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw notFound('That account');
  return row;
}

export type ToolServiceRow = Pick<typeof services.$inferSelect, 'id' | 'serviceTag' | 'type' | 'product' | 'status' | 'category'>;

/** The account's services of the given types, of the categories the instance runs, by tag. */
export async function toolServices(ctx: SessionActionContext, accountId: number, types: readonly string[]): Promise<ToolServiceRow[]> {
  const rows = await ctx.db
    .select({ id: services.id, serviceTag: services.serviceTag, type: services.type, product: services.product, status: services.status, category: services.category })
    .from(services)
    .where(and(eq(services.accountId, accountId), inArray(services.type, [...types])))
    .orderBy(asc(services.serviceTag));
  return rows.filter((s) => isCategoryEnabled(ctx.instanceConfig, s.category));
}

export const serviceRef = (s: ToolServiceRow) => ({ serviceTag: s.serviceTag, type: s.type, product: s.product, status: s.status });

/**
 * The points of a range: the last 24 or 168 complete hours, or the last 30 days up to today (today so far).
 * `from`..`to`: the instants the readings are taken from.
 */
export function windowOf(range: ToolRange, now: Date) {
  if (range === '30d') {
    const today = dayStart(now.getTime());
    const times = Array.from({ length: 30 }, (_, i) => today - (29 - i) * DAY_MS);
    return { unit: 'day' as const, times, from: times[0], to: now.getTime() };
  }
  const count = range === '24h' ? 24 : 168;
  const last = hourStart(now.getTime()) - HOUR_MS;
  const times = Array.from({ length: count }, (_, i) => last - (count - 1 - i) * HOUR_MS);
  return { unit: 'hour' as const, times, from: times[0], to: last + HOUR_MS };
}
export type MetricWindow = ReturnType<typeof windowOf>;

/** The day rows of a tool for these services that the window touches, by service id and then by day. */
export async function dayRows(db: Db, serviceIds: number[], kind: string, window: MetricWindow) {
  const byService = new Map<number, Map<number, DayData>>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select({ serviceId: serviceLogs.serviceId, occurredAt: serviceLogs.occurredAt, data: serviceLogs.data })
    .from(serviceLogs)
    .where(
      and(
        inArray(serviceLogs.serviceId, serviceIds),
        eq(serviceLogs.kind, kind),
        gte(serviceLogs.occurredAt, new Date(dayStart(window.from))),
        lt(serviceLogs.occurredAt, new Date(window.to)),
      ),
    );
  for (const row of rows) {
    const days = byService.get(row.serviceId) ?? new Map<number, DayData>();
    days.set(row.occurredAt.getTime(), row.data as DayData);
    byService.set(row.serviceId, days);
  }
  return byService;
}

/** The hourly readings of one metric between two instants, as [hour start, value] for hours that have one. */
export function hourlyReadings(days: Map<number, DayData> | undefined, metric: string, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  if (!days) return out;
  for (let day = dayStart(from); day < to; day += DAY_MS) {
    const values = days.get(day)?.[metric];
    if (!values) continue;
    values.forEach((value, hour) => {
      const at = day + hour * HOUR_MS;
      if (value !== null && value !== undefined && at >= from && at < to) out.push([at, value]);
    });
  }
  return out;
}

export type Aggregate = 'avg' | 'sum' | 'max';

const aggregate = (values: number[], how: Aggregate): number | null => {
  if (values.length === 0) return null;
  if (how === 'sum') return values.reduce((a, b) => a + b, 0);
  if (how === 'max') return Math.max(...values);
  return values.reduce((a, b) => a + b, 0) / values.length;
};

export const round = (value: number | null, places = 1) => (value === null ? null : Math.round(value * 10 ** places) / 10 ** places);

/** One value per point of the window: the hour's reading, or the day's readings combined. */
export function seriesOf(days: Map<number, DayData> | undefined, metric: string, window: MetricWindow, how: Aggregate, places = 1): (number | null)[] {
  if (window.unit === 'hour') {
    const readings = new Map(hourlyReadings(days, metric, window.from, window.to));
    return window.times.map((t) => round(readings.get(t) ?? null, places));
  }
  return window.times.map((day) =>
    round(
      aggregate(
        hourlyReadings(days, metric, day, Math.min(day + DAY_MS, window.to)).map(([, v]) => v),
        how,
      ),
      places,
    ),
  );
}

/** A metric combined over the whole range, from its hourly readings. */
export function overRange(days: Map<number, DayData> | undefined, metric: string, window: MetricWindow, how: Aggregate, places = 1) {
  return round(
    aggregate(
      hourlyReadings(days, metric, window.from, window.to).map(([, v]) => v),
      how,
    ),
    places,
  );
}

/** The mean of `metric` weighted by `weight` per point (call quality by calls); null where nothing weighed. */
export function weightedSeries(days: Map<number, DayData> | undefined, metric: string, weight: string, window: MetricWindow, places = 2): (number | null)[] {
  const pointOf = (t: number) => (window.unit === 'hour' ? t : dayStart(t));
  const sums = new Map<number, { total: number; weight: number }>();
  const weights = new Map(hourlyReadings(days, weight, window.from, window.to));
  for (const [at, value] of hourlyReadings(days, metric, window.from, window.to)) {
    const w = weights.get(at) ?? 0;
    if (w <= 0) continue;
    const entry = sums.get(pointOf(at)) ?? { total: 0, weight: 0 };
    entry.total += value * w;
    entry.weight += w;
    sums.set(pointOf(at), entry);
  }
  return window.times.map((t) => {
    const entry = sums.get(t);
    return entry ? round(entry.total / entry.weight, places) : null;
  });
}

/** The weighted mean over the whole range. */
export function weightedOverRange(days: Map<number, DayData> | undefined, metric: string, weight: string, window: MetricWindow, places = 2) {
  const weights = new Map(hourlyReadings(days, weight, window.from, window.to));
  let total = 0;
  let weighed = 0;
  for (const [at, value] of hourlyReadings(days, metric, window.from, window.to)) {
    const w = weights.get(at) ?? 0;
    total += value * w;
    weighed += w;
  }
  return weighed > 0 ? round(total / weighed, places) : null;
}

/** The window as the answer gives it: seconds since the epoch. */
export const windowOutput = (account: ToolAccount, range: ToolRange, window: MetricWindow) => ({
  account,
  range,
  unit: window.unit,
  times: window.times.map((t) => t / 1000),
});
