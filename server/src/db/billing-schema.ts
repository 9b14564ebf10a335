import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, people } from './core-schema';
import { products } from './product-schema';

/** The debit order on record (spec §3): the full account number goes to the collection adapter, never into this table. */
export const debitOrderDetails = pgTable('debit_order_details', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  bankId: integer('bank_id').notNull(),
  accountNumberObfuscated: text('account_number_obfuscated').notNull(),
  accountTypeId: integer('account_type_id').notNull(),
  branchCode: text('branch_code').notNull(),
  collectionDayId: integer('collection_day_id').notNull(),
  idNumberTypeId: integer('id_number_type_id'),
  idNumberObfuscated: text('id_number_obfuscated'),
  /** 'active' or 'suspended' (after returned collections); ReactivateDebitOrder sets it back. */
  status: text('status').notNull().default('active'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The card on record: the gateway's token and what may be shown; the card number and CVV stay with the gateway. */
export const creditCardDetails = pgTable('credit_card_details', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  gatewayToken: text('gateway_token').notNull(),
  cardHolderObfuscated: text('card_holder_obfuscated').notNull(),
  cardNumberObfuscated: text('card_number_obfuscated').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  collectionDayId: integer('collection_day_id'),
  capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
});

/**
 * Every payment attempt: a card payment, a card capture or a PayHost registration. The idempotency key is
 * claimed by a unique insert; the gateway reference lets a validation find its attempt exactly once.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of the request body: the same key with a different body is refused. */
    requestHash: text('request_hash').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** pending → succeeded | failed | abandoned, once; or joined: a new key for a payment already open, answered with its page. */
    status: text('status').notNull(),
    reference: text('reference').notNull(),
    gatewayReference: text('gateway_reference'),
    redirectUrl: text('redirect_url'),
    message: text('message'),
    /** What a succeeded payment left over once the account's invoices were paid: a credit in the account's favour. */
    unapplied: numeric('unapplied', { precision: 12, scale: 2 }).notNull().default('0'),
    /** A PayHost registration's chosen card collection day, stored on the card once the registration succeeds. */
    collectionDayId: integer('collection_day_id'),
    /** The last four digits of the card a succeeded card payment was made with, as the gateway told them (its receipt shows •••• 1111); null when it told none. */
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.accountId, t.idempotencyKey),
    uniqueIndex('payments_reference_idx').on(t.reference),
    uniqueIndex('payments_gateway_reference_idx').on(t.gatewayReference),
    index('payments_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** The debit-order mandate the customer accepts (spec §7 billing.mandates.*), with the text as accepted. */
export const debitOrderMandates = pgTable(
  'debit_order_mandates',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByPersonId: integer('accepted_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    acceptedText: text('accepted_text'),
  },
  (t) => [index('mandates_account_idx').on(t.accountId)],
);

/** Once-off charges added to the next invoice (spec §7 billing.payment.AddToBillPayment). */
export const billAdditions = pgTable(
  'bill_additions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    serviceTag: text('service_tag').notNull(),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    reference: text('reference').notNull(),
    /** The request's idempotency key: a double click or a retry answers the first addition. */
    idempotencyKey: text('idempotency_key'),
    /** A hash of what was asked for: the same key for something else is refused. */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bill_additions_account_idx').on(t.accountId), uniqueIndex('bill_additions_idempotency_idx').on(t.accountId, t.idempotencyKey)],
);

/**
 * The demo gateway's own store (the simulator stands in for a separate payment service and keeps its
 * state apart from the portal's tables). Card numbers are never stored, only the last four digits.
 */
export const gatewaySimSessions = pgTable('gateway_sim_sessions', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  merchantReference: text('merchant_reference').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  returnUrl: text('return_url').notNull(),
  /** created → approved | declined | abandoned, once. */
  status: text('status').notNull(),
  cardToken: text('card_token'),
  cardLast4: text('card_last4'),
  cardHolder: text('card_holder'),
  expiryMonth: integer('expiry_month'),
  expiryYear: integer('expiry_year'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
