import { spacedNumber } from '@portal/contract/catalogue';
import { and, between, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { callRecords, serviceLogs } from '../../../db/schema';
import { isoDay } from '../../../documents/dates';
import { money } from '../../../documents/money';
import type { ServiceRow } from '../../services/service-records';
import { itemOf, type ItemRow } from '../service-changes';

/** What the voice services share: their own number, this month's dates, their calls. */

export const spaced = spacedNumber;

/** The service's own number (the PBX's main number, the fax number, the geographic number). */
export async function ownNumberOf(db: Db, service: ServiceRow) {
  const item = await itemOf(db, service.id, 'number', 'main');
  return typeof item?.data.number === 'string' ? item.data.number : '';
}

/** YYYY-MM-DD of the first and last day of the calendar month of `now`. */
export function monthOf(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { start: isoDay(start), end: isoDay(end), next: isoDay(new Date(end.getTime() + 86_400_000)) };
}

const callsOf = (service: ServiceRow) => and(eq(callRecords.accountId, service.accountId), eq(callRecords.serviceTag, service.serviceTag));

export const toCallRow = (r: typeof callRecords.$inferSelect) => ({
  date: r.callDate,
  time: r.callTime.slice(0, 8),
  number: r.number,
  destination: r.destination,
  durationSeconds: r.durationSeconds,
  cost: money(r.cost),
});

export async function callTotals(db: Db, service: ServiceRow, start: string, end: string) {
  const [row] = await db
    .select({
      count: count(),
      durationSeconds: sql<string>`coalesce(sum(${callRecords.durationSeconds}), 0)`,
      cost: sql<string>`coalesce(sum(${callRecords.cost}), 0)`,
    })
    .from(callRecords)
    .where(and(callsOf(service), between(callRecords.callDate, start, end)));
  return { count: row.count, durationSeconds: Number(row.durationSeconds), cost: Number(row.cost) };
}

export async function recentCalls(db: Db, service: ServiceRow, limit: number) {
  const rows = await db
    .select()
    .from(callRecords)
    .where(callsOf(service))
    .orderBy(desc(callRecords.callDate), desc(callRecords.callTime), desc(callRecords.id))
    .limit(limit);
  return rows.map(toCallRow);
}

export async function callsBetween(db: Db, service: ServiceRow, start: string, end: string) {
  return db.select().from(callRecords).where(and(callsOf(service), between(callRecords.callDate, start, end)));
}

/** Minutes a bundle counts for calls: per second, rounded up to the whole minute over the month. */
export const minutesOf = (seconds: number) => Math.ceil(seconds / 60);

export async function logsOf(db: Db, service: ServiceRow, kind: string, limit: number) {
  return db
    .select()
    .from(serviceLogs)
    .where(and(eq(serviceLogs.serviceId, service.id), eq(serviceLogs.kind, kind)))
    .orderBy(desc(serviceLogs.occurredAt), desc(serviceLogs.id))
    .limit(limit);
}

/** Items that count against a limit: everything but what is being removed. */
export const counted = (items: ItemRow[]) => items.filter((i) => i.pendingOp !== 'remove');

export const byNumber = (a: ItemRow, b: ItemRow) => Number(a.key) - Number(b.key);
