import type { UsageDay, UsagePeriod } from '@portal/contract/catalogue';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { UsageAdapter, UsageSubject } from '../../adapters/usage/usage-adapter';
import { addDays, addMonths, firstOfMonth } from '../../documents/dates';
import type { Db } from '../../db/connect';
import { serviceTopUps, sharedDataMembers } from '../../db/schema';
import { VOICE_TYPES } from './attributes';
import type { ServiceRow } from './service-records';

/** The billing period holding `today`: its calendar month. */
export const periodOf = (today: string) => {
  const periodStart = firstOfMonth(today);
  return { periodStart, periodEnd: addDays(addMonths(periodStart, 1), -1) };
};

const roundMb = (mb: number) => Math.round(mb * 10) / 10;

export async function topUpsThisPeriod(db: Db, serviceId: number, periodStart: string) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${serviceTopUps.dataMb})` })
    .from(serviceTopUps)
    .where(and(eq(serviceTopUps.serviceId, serviceId), eq(serviceTopUps.periodStart, periodStart)));
  return Number(row?.total ?? 0);
}

/** This period's use (from the usage adapter) against the plan's cap plus this period's top-ups (the portal's own). */
export async function periodUsage(db: Db, usage: UsageAdapter, service: ServiceRow, today: string): Promise<UsagePeriod> {
  const { periodStart, periodEnd } = periodOf(today);
  const usedMb = roundMb(await usage.readingThrough(db).usedMb({ service }, periodStart, today));
  const topUpMb = await topUpsThisPeriod(db, service.id, periodStart);
  return { periodStart, periodEnd, usedMb, capMb: service.dataCapMb === null ? null : service.dataCapMb + topUpMb, topUpMb };
}

/** A shared-data service's members, each with this period's use. */
export async function membersWithUsage(db: Db, usage: UsageAdapter, service: ServiceRow, today: string) {
  const members = await db.select().from(sharedDataMembers).where(eq(sharedDataMembers.serviceId, service.id)).orderBy(asc(sharedDataMembers.id));
  const { periodStart } = periodOf(today);
  return Promise.all(
    members.map(async (m) => ({
      userId: m.id,
      name: m.name,
      cellNumberMasked: `${m.cellNumber.slice(0, 3)}***${m.cellNumber.slice(-4)}`,
      capMb: m.capMb,
      usedMb: roundMb(await usage.readingThrough(db).usedMb({ service, member: m }, periodStart, today)),
    })),
  );
}

/** Day by day, oldest first, the `days` days up to today; a day without use used nothing. */
export async function dailyUsage(usage: UsageAdapter, subject: UsageSubject & { service: ServiceRow }, today: string, days: number): Promise<UsageDay[]> {
  const from = addDays(today, -(days - 1));
  const byDate = await usage.usePerDay(subject, from, today);
  // Voice and SMS only where the type has them and the source counts them (RADIUS accounting counts data only).
  const voice = VOICE_TYPES.has(subject.service.type) && usage.kind === 'demo';
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const day = byDate.get(date);
    return {
      date,
      dataMb: roundMb(day?.dataMb ?? 0),
      voiceMinutes: voice ? (day?.voiceMinutes ?? 0) : null,
      smsCount: voice ? (day?.smsCount ?? 0) : null,
    };
  });
}
