import { and, eq, inArray, isNotNull, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { outboxEvents } from '../db/schema';

type Events = typeof outboxEvents;

/**
 * Whether an event holds up what it is for: it failed after its last try (the provider never got it), or an operator
 * sent it to be tried again and it has not got through yet. Once delivered it no longer does.
 */
const stuck = (t: Events) => or(eq(t.state, 'failed'), and(eq(t.state, 'pending'), isNotNull(t.retriedAt)))!;

const job = alias(outboxEvents, 'delayed_job');
const earlier = alias(outboxEvents, 'delayed_job_earlier');
const qb = new QueryBuilder();

/**
 * A job's event is delayed when it is stuck itself, or when it waits behind a stuck event of its ordering key (the
 * same service): either way the provider will not get it until an operator retries (docs/deploy.md "Outbound events").
 */
const delayedJob = (type: string) =>
  and(
    eq(job.type, type),
    inArray(job.state, ['pending', 'failed']),
    or(
      stuck(job as unknown as Events),
      sql`exists (${qb
        .select({ one: sql`1` })
        .from(earlier)
        .where(and(eq(earlier.orderingKey, job.orderingKey), sql`${earlier.seq} < ${job.seq}`, stuck(earlier as unknown as Events)))})`,
    ),
  );

/** The references (an order's, a cancellation's, a change's) whose outbox event of `type` is delayed: shown as delayed, never as done. */
export async function delayedReferences(db: Db, type: string, references: readonly string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const reference = sql<string>`${job.data}->>'reference'`;
  const rows = await db
    .select({ reference })
    .from(job)
    .where(and(delayedJob(type), inArray(reference, [...references])));
  return new Set(rows.map((r) => r.reference));
}

/** For a query's select list: whether the job of `type` whose reference is in the column `reference` is delayed. */
export const referenceDelayed = (type: string, reference: AnyColumn) =>
  sql<boolean>`(${reference} is not null and exists (${qb
    .select({ one: sql`1` })
    .from(job)
    .where(and(delayedJob(type), sql`${job.data}->>'reference' = ${reference}`))}))`.mapWith(Boolean);
