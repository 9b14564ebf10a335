import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { people } from './core-schema';

/**
 * One message the portal sent (or chose not to send) a person: what it was about, when, how and what became of it
 * (notifications/notify.ts). Only a short summary ("Your sign-in PIN", a receipt's subject): never a PIN, a token or
 * a message's body; the destination masked ('082 *** 4567', 't***@example.com').
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id),
    /** The account it was about, when it was about one (a receipt); null for a sign-in PIN. */
    accountId: integer('account_id'),
    /** billing | service | outages | tickets | promotions | security (notifications/kinds.ts). */
    kind: text('kind').notNull(),
    /** sms | email */
    channel: text('channel').notNull(),
    /** What made it: 'mail.payment-succeeded', 'sms.sign-in-pin', … */
    eventType: text('event_type').notNull(),
    summary: text('summary').notNull(),
    destination: text('destination').notNull().default(''),
    /** sending | sent | failed | suppressed; a text's delivery receipt (sms_messages) refines sent. */
    status: text('status').notNull(),
    /** Why it failed or was not sent, in plain words. */
    reason: text('reason'),
    /** One row per thing told and channel (an outbox event's id): a retried send updates its row. */
    sourceKey: text('source_key').notNull(),
    /** The adapter that sent it and its message id, which an SMS centre's delivery receipt names. */
    adapter: text('adapter'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('notifications_source_idx').on(t.personId, t.sourceKey, t.channel), index('notifications_person_idx').on(t.personId, t.createdAt, t.id)],
);

/** A person's choice for one kind and channel; no row means on. Security messages have none: they are always sent. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => people.id),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.kind, t.channel] })],
);
