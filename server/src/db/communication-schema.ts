import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, people, services } from './core-schema';

const serviceId = () =>
  integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' });

/**
 * What a customer configures inside a service, one row per thing: a mailbox, an alias, an extension, a DNS record,
 * a setting (call forwarding, fax delivery addresses, the SMS sender id). `key` names it within its kind (a mailbox's
 * local part, an extension number, 'forwarding'). A change waits for the provisioning side: `pendingOp` says what is
 * on its way (add, remove or change to `pendingData`) under `pendingReference` until the operator reports it done.
 */
export const serviceItems = pgTable(
  'service_items',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** A secret's hash (a mailbox password): never the secret itself. */
    secretHash: text('secret_hash'),
    pendingOp: text('pending_op').$type<'add' | 'remove' | 'change'>(),
    pendingData: jsonb('pending_data').$type<Record<string, unknown>>(),
    pendingReference: text('pending_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('service_items_key_idx').on(t.serviceId, t.kind, t.key),
    index('service_items_pending_idx').on(t.pendingReference),
  ],
);

/** What was changed on a service, by whom and when: the service page's 'Recent changes'. */
export const serviceActivity = pgTable(
  'service_activity',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    /** The person's first name as it was then ('Thandi'), or the system's name for what it did itself. */
    actorName: text('actor_name').notNull(),
    /** 'Mailbox sales@ added' */
    message: text('message').notNull(),
    /** The change or order reference, when there is one. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('service_activity_service_idx').on(t.serviceId, t.createdAt)],
);

/**
 * What a service did, as the network reports it: a fax received or sent, a bulk-mail campaign, a day's SMS sent.
 * Read-only for the customer.
 */
export const serviceLogs = pgTable(
  'service_logs',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    kind: text('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('service_logs_service_idx').on(t.serviceId, t.kind, t.occurredAt)],
);
