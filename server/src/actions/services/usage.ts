import type { UsageDay, UsagePeriod } from '@portal/contract/catalogue';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { addDays, addMonths, firstOfMonth } from '../../documents/dates';
import type { Db } from '../../db/connect';
import { serviceTopUps, sharedDataMembers, usageRecords } from '../../db/schema';
import { VOICE_TYPES } from './attributes';
import type { ServiceRow } from './service-records';

/** The billing period holding `today`: its calendar month. */
export const periodOf = (today: string) => {
  const periodStart = firstOfMonth(today);
  return { periodStart, periodEnd: addDays(addMonths(periodStart, 1), -1) };
};

const roundMb = (mb: number) => Math.round(mb * 10) / 10;

/** Data used by a service (or one shared-data member) from `from` to `to`, inclusive. */
async function usedBetween(db: Db, serviceId: number, from: string, to: string, memberId?: number) {
  const [row] = await db
    .select({ used: sql<string | null>`sum(${usageRecords.dataMb})` })
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.serviceId, serviceId),
        gte(usageRecords.usageDate, from),
        lte(usageRecords.usageDate, to),
        ...(memberId === undefined ? [] : [eq(usageRecords.memberId, memberId)]),
      ),
    );
  return roundMb(Number(row?.used ?? 0));
}

export async function topUpsThisPeriod(db: Db, serviceId: number, periodStart: string) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${serviceTopUps.dataMb})` })
    .from(serviceTopUps)
    .where(and(eq(serviceTopUps.serviceId, serviceId), eq(serviceTopUps.periodStart, periodStart)));
  return Number(row?.total ?? 0);
}

/** This period's use against the plan's cap plus this period's top-ups. */
export async function periodUsage(db: Db, service: ServiceRow, today: string): Promise<UsagePeriod> {
  const { periodStart, periodEnd } = periodOf(today);
  const usedMb = await usedBetween(db, service.id, periodStart, today);
  const topUpMb = await topUpsThisPeriod(db, service.id, periodStart);
  return { periodStart, periodEnd, usedMb, capMb: service.dataCapMb === null ? null : service.dataCapMb + topUpMb, topUpMb };
}

/** A shared-data service's members, each with this period's use. */
export async function membersWithUsage(db: Db, service: ServiceRow, today: string) {
  const members = await db.select().from(sharedDataMembers).where(eq(sharedDataMembers.serviceId, service.id)).orderBy(asc(sharedDataMembers.id));
  const { periodStart } = periodOf(today);
  return Promise.all(
    members.map(async (m) => ({
      userId: m.id,
      name: m.name,
      cellNumberMasked: `${m.cellNumber.slice(0, 3)}***${m.cellNumber.slice(-4)}`,
      capMb: m.capMb,
      usedMb: await usedBetween(db, service.id, periodStart, today, m.id),
    })),
  );
}

/** Day by day, oldest first, the `days` days up to today; a day without records used nothing. */
export async function dailyUsage(db: Db, service: ServiceRow, today: string, days: number, memberId?: number): Promise<UsageDay[]> {
  const from = addDays(today, -(days - 1));
  const rows = await db
    .select({
      date: usageRecords.usageDate,
      dataMb: sql<string>`sum(${usageRecords.dataMb})`,
      voiceMinutes: sql<string | null>`sum(${usageRecords.voiceMinutes})`,
      smsCount: sql<string | null>`sum(${usageRecords.smsCount})`,
    })
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.serviceId, service.id),
        gte(usageRecords.usageDate, from),
        lte(usageRecords.usageDate, today),
        ...(memberId === undefined ? [] : [eq(usageRecords.memberId, memberId)]),
      ),
    )
    .groupBy(usageRecords.usageDate);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const voice = VOICE_TYPES.has(service.type);
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const row = byDate.get(date);
    return {
      date,
      dataMb: roundMb(Number(row?.dataMb ?? 0)),
      voiceMinutes: voice ? Number(row?.voiceMinutes ?? 0) : null,
      smsCount: voice ? Number(row?.smsCount ?? 0) : null,
    };
  });
}
