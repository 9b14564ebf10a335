import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Events to hand to another system (provisioning, the helpdesk, the back office's webhook), written in the same
 * transaction as the change that causes them and delivered by the outbox worker (server/src/outbox/). `seq` orders
 * them; `ordering_key` (a service, a ticket, an account) names what must be delivered in that order; `id` is what
 * the receiver sees (the event's id and its Idempotency-Key), the same on every try.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull(),
    type: text('type').notNull(),
    orderingKey: text('ordering_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** pending (waiting or being delivered), delivered, failed (after its last try), skipped (nothing receives its type). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** While a worker delivers it: until when no other worker may take it (a node killed mid-delivery frees it then). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When an operator last sent a failed event to be tried again (the back office's retry, `outbox retry`). */
    retriedAt: timestamp('retried_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_events_id_idx').on(t.id),
    index('outbox_events_due_idx').on(t.state, t.nextAttemptAt),
    index('outbox_events_ordering_idx').on(t.orderingKey, t.seq),
  ],
);
