import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { outboxEvents } from '../db/schema';

/** The states an event is in (outbox-schema.ts). */
export const OUTBOX_EVENT_STATES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type OutboxEventState = (typeof OUTBOX_EVENT_STATES)[number];

export type OutboxEventRow = typeof outboxEvents.$inferSelect;

export interface EventQuery {
  state: OutboxEventState;
  type?: string;
  /** Events after this seq only (the previous page's `next`). */
  after?: number;
  limit: number;
}

/** Events in one state, oldest first, a page at a time: what an operator looks at (the back office's GET /events). */
export async function listEvents(db: Db, query: EventQuery) {
  const where: SQL[] = [eq(outboxEvents.state, query.state)];
  if (query.type) where.push(eq(outboxEvents.type, query.type));
  if (query.after !== undefined) where.push(gt(outboxEvents.seq, query.after));
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(and(...where))
    .orderBy(asc(outboxEvents.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { events: page, next: rows.length > query.limit ? page.at(-1)!.seq : null };
}

/**
 * Sends failed events to be tried again, from their first try's count: each becomes pending, due now, and as the
 * oldest of its ordering key it is delivered before the later events it held back. Events in another state are left
 * as they are, so retrying twice is retrying once. Answers the events retried.
 */
export async function retryFailedEvents(db: Db, ids: readonly string[] | 'all', now: Date) {
  const failed = eq(outboxEvents.state, 'failed');
  return db
    .update(outboxEvents)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: now, leaseUntil: null, retriedAt: now })
    .where(ids === 'all' ? failed : and(failed, inArray(outboxEvents.id, [...ids])))
    .returning();
}

export const eventById = async (db: Db, id: string): Promise<OutboxEventRow | undefined> => (await db.select().from(outboxEvents).where(eq(outboxEvents.id, id)))[0];
