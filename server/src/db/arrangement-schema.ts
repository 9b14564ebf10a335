import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, people } from './core-schema';

/** One part of an arrangement: by the end of `dueDate` (YYYY-MM-DD), `amountCents` more has been paid. */
export interface ArrangementPart {
  dueDate: string;
  amountCents: number;
}

/**
 * A customer's promise to pay an overdue balance by a date or in parts (billing.arrangement.*). Payments made after
 * it was made count towards its parts in order; a part not covered by the end of its date breaks it.
 */
export const paymentArrangements = pgTable(
  'payment_arrangements',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    reference: text('reference').notNull(),
    /** The overdue balance it covers, in cents: the parts add up to exactly this. */
    totalCents: integer('total_cents').notNull(),
    parts: jsonb('parts').$type<ArrangementPart[]>().notNull(),
    /** kept (running) → completed | broken, once. */
    status: text('status').notNull(),
    /** Cents paid towards it so far (payments made since it was made). */
    paidCents: integer('paid_cents').notNull().default(0),
    /** The due date of the part that was missed, when broken. */
    missedDueDate: text('missed_due_date'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_arrangements_reference_idx').on(t.reference),
    uniqueIndex('payment_arrangements_idempotency_idx').on(t.accountId, t.idempotencyKey),
    // One running arrangement per account.
    uniqueIndex('payment_arrangements_kept_idx').on(t.accountId).where(sql`status = 'kept'`),
    index('payment_arrangements_account_idx').on(t.accountId, t.createdAt),
  ],
);
