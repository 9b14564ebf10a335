import type { PublicOutage, RestoreAccuracy } from '@portal/contract/catalogue';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { endedBy, outageStatus, RESOLVED_SHOWN_DAYS, serviceTypeLabels, type OutageRow } from '../actions/engagement/outage-records';
import type { Db } from '../db/connect';
import { accounts, outages, outageUpdates } from '../db/schema';

const DAY_MS = 24 * 3600 * 1000;
/** How many of the latest restored outages the accuracy of our estimates is worked out from. */
const ACCURACY_SAMPLE = 20;

const toPublic = (o: OutageRow, updates: { outageId: number; at: Date; message: string }[], now: Date): PublicOutage => ({
  reference: o.reference,
  kind: o.kind === 'planned' ? 'planned' : 'unplanned',
  title: o.title,
  status: outageStatus(o, now),
  areas: o.areas,
  affectedServiceTypes: serviceTypeLabels(o.serviceTypes),
  startsAt: o.startsAt.toISOString(),
  expectedEndAt: o.expectedEndAt?.toISOString() ?? null,
  endedAt: endedBy(o, now)?.toISOString() ?? null,
  updates: updates.filter((u) => u.outageId === o.id).map((u) => ({ at: u.at.toISOString(), message: u.message })),
});

/**
 * Of the latest restored unplanned outages that had an expected end, how many were back by it and by how much
 * they missed it on average. The expected end is the last one given before the restore.
 */
export async function restoreAccuracy(db: Db, now: Date): Promise<RestoreAccuracy> {
  const rows = await db
    .select({ endedAt: outages.endedAt, expectedEndAt: outages.expectedEndAt })
    .from(outages)
    .where(and(eq(outages.kind, 'unplanned'), isNotNull(outages.endedAt), isNotNull(outages.expectedEndAt), lte(outages.endedAt, now)))
    .orderBy(desc(outages.endedAt))
    .limit(ACCURACY_SAMPLE);
  if (!rows.length) return { counted: 0, onTime: 0, averageMinutesLate: null };
  const lateMs = rows.map((r) => r.endedAt!.getTime() - r.expectedEndAt!.getTime());
  return {
    counted: rows.length,
    onTime: lateMs.filter((ms) => ms <= 0).length,
    averageMinutesLate: Math.round(lateMs.reduce((sum, ms) => sum + ms, 0) / rows.length / 60_000),
  };
}

/** The areas one may subscribe to: every area an outage named and every city the provider has customers in. */
export async function knownAreas(db: Db): Promise<string[]> {
  const named = await db.selectDistinct({ area: sql<string>`trim(unnest(${outages.areas}))` }).from(outages);
  const cities = await db.selectDistinct({ area: sql<string>`trim(${accounts.physicalCity})` }).from(accounts).where(ne(accounts.physicalCity, ''));
  const byKey = new Map<string, string>();
  for (const { area } of [...named, ...cities]) if (area && !byKey.has(area.toLowerCase())) byKey.set(area.toLowerCase(), area);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** Everything the public page shows: outages with their areas and kinds of service, never an account's. */
export async function publicStatus(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - RESOLVED_SHOWN_DAYS * DAY_MS);
  const rows = await db
    .select()
    .from(outages)
    .where(or(isNull(outages.endedAt), gt(outages.endedAt, cutoff)));
  const updates = rows.length
    ? await db
        .select({ outageId: outageUpdates.outageId, at: outageUpdates.at, message: outageUpdates.message })
        .from(outageUpdates)
        .where(and(inArray(outageUpdates.outageId, rows.map((r) => r.id)), lte(outageUpdates.at, now)))
        .orderBy(desc(outageUpdates.at), desc(outageUpdates.id))
    : [];
  const current: OutageRow[] = [];
  const planned: OutageRow[] = [];
  const resolved: OutageRow[] = [];
  for (const row of rows) {
    const ended = endedBy(row, now);
    if (ended) {
      if (ended.getTime() > cutoff.getTime()) resolved.push(row);
    } else if (row.startsAt.getTime() > now.getTime()) planned.push(row);
    else current.push(row);
  }
  const t = (d: Date | null) => d?.getTime() ?? 0;
  current.sort((a, b) => t(b.startsAt) - t(a.startsAt));
  planned.sort((a, b) => t(a.startsAt) - t(b.startsAt));
  resolved.sort((a, b) => t(endedBy(b, now)) - t(endedBy(a, now)));
  const shown = (list: OutageRow[]) => list.map((o) => toPublic(o, updates, now));
  const serviceTypes = [...new Set(rows.flatMap((r) => serviceTypeLabels(r.serviceTypes)))].sort((a, b) => a.localeCompare(b));
  return {
    areas: await knownAreas(db),
    serviceTypes,
    current: shown(current),
    planned: shown(planned),
    resolved: shown(resolved),
    accuracy: await restoreAccuracy(db, now),
  };
}
