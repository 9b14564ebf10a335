import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The portal's record of each PayGate PayWeb3 request (adapters/paygate): what it asked for, and the result PayGate
 * reported by a verified notify or query. A card's vault token is never kept (PayWeb3 cards are not stored here).
 */
export const paygateRequests = pgTable(
  'paygate_requests',
  {
    payRequestId: text('pay_request_id').primaryKey(),
    /** The portal's payment reference (PayWeb3 REFERENCE). */
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The portal page the browser goes to once PayGate sends it back (with paymentToken=<PAY_REQUEST_ID>). */
    returnUrl: text('return_url').notNull(),
    /** initiated → voided (a newer payment replaced it) | final (a verified notify or query reported the end). */
    state: text('state').notNull(),
    transactionStatus: text('transaction_status'),
    resultCode: text('result_code'),
    resultDesc: text('result_desc'),
    transactionId: text('transaction_id'),
    /** notify or query: which message reported the end. */
    reportedBy: text('reported_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('paygate_requests_reference_idx').on(t.reference)],
);

/** The demo simulator's PayWeb3 store (gateway-sim/payweb3.ts): the gateway's side, kept apart from the portal's. */
export const gatewaySimPayweb3 = pgTable('gateway_sim_payweb3', {
  payRequestId: text('pay_request_id').primaryKey(),
  reference: text('reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  returnUrl: text('return_url').notNull(),
  notifyUrl: text('notify_url'),
  /** created → approved | declined | cancelled, once. */
  status: text('status').notNull(),
  transactionId: text('transaction_id'),
  cardLast4: text('card_last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
