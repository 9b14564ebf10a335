import { date, index, integer, jsonb, boolean, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { people, services } from './core-schema';
import { products } from './product-schema';

const serviceId = () =>
  integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' });

/**
 * A capped data service's usage alerts and auto top-up, as its customer saved them (services.SaveUsageAlerts). No row:
 * nothing is watched (the page offers 80% and 100% to start from).
 */
export const usageAlertSettings = pgTable('usage_alert_settings', {
  serviceId: serviceId().primaryKey(),
  /** Whole percentages of the period's cap, 1–100, ascending. */
  thresholds: jsonb('thresholds').$type<number[]>().notNull(),
  /** sms, email or both. */
  channels: text('channels').notNull(),
  /** Who saved them: the one texted or e-mailed. */
  personId: integer('person_id')
    .notNull()
    .references(() => people.id, { onDelete: 'cascade' }),
  /** The top-up bought when the service runs out of data; null: none. */
  autoTopUpProductId: integer('auto_top_up_product_id').references(() => products.id),
  /** At most this many automatic top-ups in a calendar month. */
  autoTopUpMonthlyMax: integer('auto_top_up_monthly_max').notNull().default(0),
  /** Shared data: a daily digest of the members' use goes to `personId`. */
  poolDigest: boolean('pool_digest').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Every usage message the portal sent, each once: `key` names what it is about (a threshold of a period, a top-up of
 * a month, a digest of a day), so two nodes sweeping at once write it once (usage-alert-sweep.ts).
 */
export const usageMessages = pgTable(
  'usage_messages',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** threshold, auto-top-up or pool-digest. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** YYYY-MM-01 of the billing period it is about. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** The threshold crossed (threshold messages). */
    percent: integer('percent'),
    usedMb: numeric('used_mb', { precision: 12, scale: 1 }).notNull(),
    capMb: integer('cap_mb'),
    channels: text('channels').notNull(),
    subject: text('subject').notNull(),
    /** The SMS's text, and the e-mail's paragraphs. */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('usage_messages_key_idx').on(t.key), index('usage_messages_service_idx').on(t.serviceId, t.periodStart)],
);

/** The automatic top-ups bought: `seq` counts them within the calendar month, so the monthly maximum holds on every node. */
export const usageAutoTopUps = pgTable(
  'usage_auto_top_ups',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    /** YYYY-MM-01 */
    month: date('month', { mode: 'string' }).notNull(),
    seq: integer('seq').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('usage_auto_top_ups_seq_idx').on(t.serviceId, t.month, t.seq)],
);
