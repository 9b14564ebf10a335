import type { LiveSession } from '@portal/contract/catalogue';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { usageRecords } from '../../db/schema';
import type { DayUse, UsageAdapter, UsageSubject } from './usage-adapter';

const MINUTE = 60_000;

/** A small stable number from a text, so a service's demo session stays the same from one look to the next. */
function hashOf(text: string) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/**
 * The demo's connection, the same on every look: an active service's session restarts every three days at a time of
 * its own (so it has been online from 0 to 3 days) with a carrier-grade NAT address and an interim update every five
 * minutes; a suspended or cancelled one went offline a day or two before today; a pending one has never connected.
 */
export function demoLiveSession({ service }: UsageSubject, now: Date): LiveSession {
  if (service.status === 'Pending') return { state: 'none' };
  const h = hashOf(service.serviceTag);
  const t = now.getTime();
  if (service.status !== 'Active') {
    const today = t - (t % (1440 * MINUTE));
    return { state: 'offline', since: new Date(today - (1440 + (h % 1440)) * MINUTE).toISOString(), sessionMb: 200 + (h % 3000) };
  }
  const period = 3 * 1440 * MINUTE;
  const phase = (h % (3 * 1440)) * MINUTE;
  const since = t - ((((t - phase) % period) + period) % period);
  const interim = 5 * MINUTE;
  const asOf = since + Math.floor((t - since) / interim) * interim;
  const mbPerMinute = 0.5 + ((h >> 4) % 40) / 10;
  return {
    state: 'online',
    since: new Date(since).toISOString(),
    ipAddress: service.attributes.ipAddress ?? `100.64.${(h >> 16) % 64}.${1 + ((h >> 24) % 253)}`,
    sessionMb: Math.round(((asOf - since) / MINUTE) * mbPerMinute * 10) / 10,
    asOf: new Date(asOf).toISOString(),
  };
}

/**
 * The demo: usage from the portal's own usage_records (seeded relative to the day the demo data is made). Its sessions
 * are simulated in demo mode only (`simulateSessions`); otherwise it knows of none and says so (state unknown).
 */
export function demoUsageAdapter(db: Db, options: { simulateSessions: boolean }): UsageAdapter {
  const { simulateSessions } = options;
  const within = ({ service, member }: UsageSubject, from: string, to: string) =>
    and(
      eq(usageRecords.serviceId, service.id),
      gte(usageRecords.usageDate, from),
      lte(usageRecords.usageDate, to),
      ...(member === undefined ? [] : [eq(usageRecords.memberId, member.id)]),
    );
  return {
    kind: 'demo',
    async usePerDay(subject, from, to) {
      const rows = await db
        .select({
          date: usageRecords.usageDate,
          dataMb: sql<string>`sum(${usageRecords.dataMb})`,
          voiceMinutes: sql<string | null>`sum(${usageRecords.voiceMinutes})`,
          smsCount: sql<string | null>`sum(${usageRecords.smsCount})`,
        })
        .from(usageRecords)
        .where(within(subject, from, to))
        .groupBy(usageRecords.usageDate);
      return new Map<string, DayUse>(
        rows.map((r) => [r.date, { dataMb: Number(r.dataMb), voiceMinutes: Number(r.voiceMinutes ?? 0), smsCount: Number(r.smsCount ?? 0) }]),
      );
    },
    async usedMb(subject, from, to) {
      const [row] = await db.select({ used: sql<string | null>`sum(${usageRecords.dataMb})` }).from(usageRecords).where(within(subject, from, to));
      return Number(row?.used ?? 0);
    },
    async liveSession(subject, now) {
      return simulateSessions ? demoLiveSession(subject, now) : { state: 'unknown' };
    },
    readingThrough: (other) => demoUsageAdapter(other, options),
    async close() {},
  };
}
