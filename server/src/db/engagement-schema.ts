import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, people } from './core-schema';

/**
 * An outage or planned maintenance: the cities it covers and the service types (services.type codes) it affects.
 * Its status as shown is worked out from the times (see actions/engagement/outage-status.ts); `status` holds only
 * what the network team reports on an unplanned one while it lasts.
 */
export const outages = pgTable(
  'outages',
  {
    id: serial('id').primaryKey(),
    /** 'OUT-24031'. */
    reference: text('reference').notNull(),
    /** planned or unplanned. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    areas: text('areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceTypes: text('service_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expectedEndAt: timestamp('expected_end_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Unplanned only: Investigating or In progress. */
    status: text('status'),
  },
  (t) => [uniqueIndex('outages_reference_idx').on(t.reference), index('outages_ended_idx').on(t.endedAt)],
);

/** What the network team said about an outage, and when. */
export const outageUpdates = pgTable(
  'outage_updates',
  {
    id: serial('id').primaryKey(),
    outageId: integer('outage_id')
      .notNull()
      .references(() => outages.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('outage_updates_outage_idx').on(t.outageId, t.at)],
);

/** Each account's referral code, made the first time its referrals page is opened. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_codes_account_idx').on(t.accountId), uniqueIndex('referral_codes_code_idx').on(t.code)],
);

/** Someone referred through an account's link: one per account and cell number. */
export const referralLeads = pgTable(
  'referral_leads',
  {
    id: serial('id').primaryKey(),
    /** The referrer's account (the owner of the code the lead came with). */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Canonical: 10 digits starting with 0. */
    cellNumber: text('cell_number').notNull(),
    email: text('email').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Received, Contacted, Signed up or Not interested. */
    status: text('status').notNull(),
    /** Credit earned (rand) once signed up; null before. */
    reward: numeric('reward', { precision: 10, scale: 2 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_leads_account_cell_idx').on(t.accountId, t.cellNumber)],
);

/** The provider's email lists a person may opt in to. */
export const promotionLists = pgTable('promotion_lists', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A person's choice for one list; no row means never opted in. */
export const promotionSubscriptions = pgTable(
  'promotion_subscriptions',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    listKey: text('list_key')
      .notNull()
      .references(() => promotionLists.key, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('promotion_subscriptions_person_list_idx').on(t.personId, t.listKey)],
);

/** A promotion shown while startsAt <= now < validUntil. */
export const promotions = pgTable(
  'promotions',
  {
    key: text('key').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    terms: text('terms').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('promotions_valid_idx').on(t.validUntil)],
);
