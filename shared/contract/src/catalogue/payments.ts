import { z } from 'zod';
import { AMOUNT_MESSAGES, CARD_PAYMENT_LIMITS } from '../card-payment';
import { fromCents } from '../format';
import { text } from './common';

/**
 * Payments: the one model of how an account's money is collected (its debit order and mandate, or its card), what
 * a card payment may be (an invoice, a part, an advance), and the list of payments with their receipts.
 */

const invoiceNumber = text(40).pipe(z.string().min(1));

/** A card payment's amount in rand: R 10 to R 100 000, in whole cents (@portal/contract/card-payment). */
export const cardPaymentAmount = z
  .number()
  .min(fromCents(CARD_PAYMENT_LIMITS.minCents), AMOUNT_MESSAGES.tooSmall)
  .max(fromCents(CARD_PAYMENT_LIMITS.maxCents), AMOUNT_MESSAGES.tooLarge)
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, AMOUNT_MESSAGES.format);

/**
 * The debit order as the account's one collection model sees it. state: 'not-used' (the account pays another way),
 * 'no-details' (debit order chosen, no bank details), 'awaiting-mandate' (nothing is collected until the customer
 * accepts the mandate), 'suspended' (after a returned collection), 'active' (collects on its day).
 */
export const debitOrderState = z.enum(['not-used', 'no-details', 'awaiting-mandate', 'suspended', 'active']);
export type DebitOrderState = z.infer<typeof debitOrderState>;

export const debitOrderStanding = z.object({
  state: debitOrderState,
  /** The state as the badge shows it: 'Active', 'Awaiting mandate acceptance', 'Suspended', …. */
  stateText: z.string(),
  /** The mandate: none yet, awaiting the customer's acceptance, or accepted. */
  mandate: z.enum(['none', 'awaiting-acceptance', 'accepted']),
  /** '25th of the month'; null without bank details. */
  collectionDay: z.string().nullable(),
});
export type DebitOrderStanding = z.infer<typeof debitOrderStanding>;

/** Who collects automatically (AutoCollection in @portal/contract/card-payment). */
export const autoCollection = z.union([
  z.object({ by: z.enum(['debit-order', 'card']), state: z.literal('runs'), dayText: z.string() }),
  z.object({ by: z.literal('debit-order'), state: z.enum(['awaiting-mandate', 'suspended']) }),
  z.object({ by: z.literal('card'), state: z.enum(['no-day', 'expired']) }),
  z.object({ by: z.null(), state: z.literal('none') }),
]);

/** The next automatic collection: everything owed on its day. */
export const nextCollection = z.object({ date: z.string(), amount: z.number() }).nullable();

/** What the pay dialog needs beyond spec §3 Pay-now details (added to payNowDetails). */
export const payNowPlan = {
  /** What can be paid now (0 when nothing is owed: the dialog then offers an advance). */
  amountDue: z.number(),
  /** Money in the account's favour. */
  credit: z.number(),
  /** The invoice asked for (invoiceTxNumber), with what is outstanding on it. */
  invoice: z.object({ invoiceTxNumber: z.string(), outstanding: z.number(), dueDate: z.string() }).nullable(),
  collection: autoCollection,
  nextCollection,
};

/** The provider as the mandate and receipts name it (instance config provider). */
export const providerParty = z.object({
  legalName: z.string(),
  registrationNumber: z.string(),
  vatNumber: z.string(),
  address: z.array(z.string()),
});

/** Where a cash or EFT payer sends money: the provider's bank account and the reference to use. */
export const eftDetails = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branchCode: z.string(),
  reference: z.string(),
});
export type EftDetails = z.infer<typeof eftDetails>;

export const paymentListItem = z.object({
  reference: z.string(),
  /** When it completed (or started, when it has not): an ISO timestamp. */
  date: z.string(),
  /** EFT: money paid into the provider's bank account, recorded by the provider. */
  method: z.enum(['Card', 'Debit order', 'EFT']),
  /** What it paid ('Invoice INV1001-0012 R 3 927.00'), or why it failed. */
  description: z.string(),
  amount: z.number(),
  status: z.enum(['Successful', 'Failed', 'Cancelled', 'Not completed']),
  /** A receipt (billing.doc.DownloadPDFReceipt) exists for a successful payment. */
  receipt: z.boolean(),
});
export type PaymentListItem = z.infer<typeof paymentListItem>;

export const paymentActions = {
  /** Every payment of the account, newest first: card payments (also failed ones) and debit order collections. */
  'billing.GetPayments': {
    input: z.strictObject({
      page: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
    }),
    output: z.object({ payments: z.array(paymentListItem), total: z.number() }),
  },
} as const;

/** Card payment input beyond amount and key (added to billing.payment.PerformPayGatePayment). */
export const paymentTarget = {
  /** Pays this invoice of the account (at most what is outstanding on it); the money goes to it first. */
  invoiceTxNumber: invoiceNumber.optional(),
  /**
   * The customer chose to pay more than is owed (or when nothing is owed): the rest is kept as credit. Without it,
   * more than is owed is refused, so that a stale second tab cannot pay a balance twice.
   */
  advance: z.boolean().optional(),
};

/** Downloads: their JSON bodies. Another account's reference is not found, exactly like an unknown one. */
export const paymentDownloads = {
  'billing.doc.DownloadPDFReceipt': z.strictObject({ paymentReference: text(40).pipe(z.string().min(1)) }),
} as const;
