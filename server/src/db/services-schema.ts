import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cancellations, orders } from './account-schema';
import { products } from './product-schema';
import { accounts, services } from './core-schema';

const serviceId = () =>
  integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' });

/** The people sharing a shared-data bundle, each with a cap of their own within it. */
export const sharedDataMembers = pgTable(
  'shared_data_members',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    name: text('name').notNull(),
    cellNumber: text('cell_number').notNull(),
    capMb: integer('cap_mb').notNull(),
  },
  (t) => [index('shared_data_members_service_idx').on(t.serviceId)],
);

/**
 * What a connectivity service used on one day; for shared data one row per member and day (memberId set), the
 * service's own use being their sum. Voice and SMS only where the type has them, else null.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    memberId: integer('member_id').references(() => sharedDataMembers.id, { onDelete: 'cascade' }),
    usageDate: date('usage_date', { mode: 'string' }).notNull(),
    dataMb: numeric('data_mb', { precision: 12, scale: 1 }).notNull(),
    voiceMinutes: integer('voice_minutes'),
    smsCount: integer('sms_count'),
  },
  (t) => [index('usage_records_service_date_idx').on(t.serviceId, t.usageDate)],
);

/** Data bought for one billing period (a calendar month): it adds to that period's cap at once. */
export const serviceTopUps = pgTable(
  'service_top_ups',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    dataMb: integer('data_mb').notNull(),
    /** Credits bought (SMS, bulk mail): they count until used, not only in their period. */
    credits: integer('credits').notNull().default(0),
    /** YYYY-MM-01 of the period it counts in. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** The order (or add-to-bill) reference that bought it. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('service_top_ups_service_idx').on(t.serviceId, t.periodStart)],
);

/**
 * What an order placed from a service's page does (orders and order_lines hold what Orders & Docs shows). The
 * idempotency key is claimed by a unique insert; the request hash refuses the key for another cart.
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serviceId: serviceId(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    upgrade: boolean('upgrade').notNull(),
    /** Upgrades: the plan before and the plan from effectiveDate. */
    previousProductId: integer('previous_product_id').references(() => products.id),
    planProductId: integer('plan_product_id').references(() => products.id),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** Where hardware is delivered. */
    location: jsonb('location').$type<Record<string, string>>(),
    /** The answer the first request got, repeated for a retry with the same key. */
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the provisioning side reported it done. */
    provisionedAt: timestamp('provisioned_at', { withTimezone: true }),
    /** Upgrades: when the service moved to the new plan. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('service_orders_idempotency_idx').on(t.accountId, t.idempotencyKey), index('service_orders_service_idx').on(t.serviceId)],
);

/** A cancellation requested from a service's page (cancellations holds what /account/cancellations shows). */
export const serviceCancellations = pgTable(
  'service_cancellations',
  {
    id: serial('id').primaryKey(),
    cancellationId: integer('cancellation_id')
      .notNull()
      .unique()
      .references(() => cancellations.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serviceId: serviceId(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    cancellationDate: date('cancellation_date', { mode: 'string' }).notNull(),
    /** Line ids of services.GetCancellationOptions. */
    lines: jsonb('lines').$type<string[]>().notNull(),
    hardware: jsonb('hardware').$type<{ id: string; returnMethod: string }[]>().notNull(),
    reasonId: text('reason_id').notNull(),
    comment: text('comment').notNull().default(''),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    provisionedAt: timestamp('provisioned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('service_cancellations_idempotency_idx').on(t.accountId, t.idempotencyKey),
    index('service_cancellations_service_idx').on(t.serviceId),
  ],
);
