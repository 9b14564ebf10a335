import { boolean, date, index, integer, numeric, pgTable, primaryKey, serial, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, invoices, people } from './core-schema';

const accountId = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** Alerts shown on an account's dashboard while active (no expiry, or an expiry still ahead). */
export const dashboardAlerts = pgTable(
  'dashboard_alerts',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    /** info, warning or critical. */
    severity: text('severity').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    transient: boolean('transient').notNull().default(false),
    /** service (news of the account's services) or promotion (a feature, an offer): the dashboard shows them apart. */
    kind: text('kind').notNull().default('service'),
    linkLabel: text('link_label'),
    linkTo: text('link_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('dashboard_alerts_account_idx').on(t.accountId)],
);

/**
 * A person's dismissal of one of an account's dashboard alerts, by the alert's key (its kind and what it is about,
 * e.g. 'invoice-overdue:INV1001-0012'): that alert stays hidden for that person on that account while the state it
 * names lasts. Another person of the account still sees it; a new state has a new key and shows.
 */
export const alertDismissals = pgTable(
  'alert_dismissals',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    accountId: accountId(),
    alertKey: text('alert_key').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.accountId, t.alertKey] })],
);

/** Messages from the provider to an account; read state is the account's (any of its users reading it marks it). */
export const accountMessages = pgTable(
  'account_messages',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('account_messages_account_idx').on(t.accountId, t.sentAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    reference: text('reference').notNull(),
    /** pending, processing, completed, cancelled or failed. */
    status: text('status').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    /** Why the provider could not do it (the back-office API's fail), in words the customer is shown. */
    failureReason: text('failure_reason'),
  },
  (t) => [uniqueIndex('orders_reference_idx').on(t.reference), index('orders_account_idx').on(t.accountId, t.orderDate)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** A document the account can download; its PDF is rendered from the order or invoice it names when asked for. */
export const accountDocuments = pgTable(
  'account_documents',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    /** order-form, contract or invoice. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
  },
  (t) => [index('account_documents_account_idx').on(t.accountId, t.documentDate)],
);

/** Billed calls, dated and timed in the account's local time. */
export const callRecords = pgTable(
  'call_records',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    serviceTag: text('service_tag').notNull(),
    callDate: date('call_date', { mode: 'string' }).notNull(),
    callTime: time('call_time').notNull(),
    number: text('number').notNull(),
    destination: text('destination').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    cost: numeric('cost', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [index('call_records_account_date_idx').on(t.accountId, t.callDate, t.callTime)],
);

export const cancellations = pgTable(
  'cancellations',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    reference: text('reference').notNull(),
    serviceTag: text('service_tag').notNull(),
    product: text('product').notNull(),
    /** pending, scheduled, completed, withdrawn or failed. */
    status: text('status').notNull(),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }),
    reason: text('reason').notNull().default(''),
    /** Why the provider could not do it (the back-office API's fail), in words the customer is shown. */
    failureReason: text('failure_reason'),
  },
  (t) => [uniqueIndex('cancellations_reference_idx').on(t.reference), index('cancellations_account_idx').on(t.accountId)],
);
