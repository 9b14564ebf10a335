import { z } from 'zod';
import { text } from './common';

/** What an invoice line charges for (invoice_lines.kind). Credits and payments are negative amounts. */
export const INVOICE_LINE_KINDS = ['recurring', 'proration', 'once-off', 'credit', 'payment'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** The groups "Why did my bill change?" lists its changes in, in this order. */
export const INVOICE_CHANGE_GROUPS = ['new-services', 'ended-services', 'plan-changes', 'once-off', 'price-changes', 'credits-payments', 'adjustments'] as const;
export type InvoiceChangeGroup = (typeof INVOICE_CHANGE_GROUPS)[number];

/**
 * One reason the invoice differs from the one before it. Amounts are whole cents (VAT included, as invoices are):
 * `amountCents` is what the change added (positive) or took off (negative), `currentCents` − `previousCents` with a
 * missing side counting as 0. The amounts of all the changes add up to the difference of the two totals exactly.
 */
export const invoiceChange = z.object({
  group: z.enum(INVOICE_CHANGE_GROUPS),
  /** The line of this invoice, or of the previous one when this invoice has none. */
  description: z.string(),
  /** A plan change: the plan the previous invoice charged for. */
  previousDescription: z.string().nullable(),
  serviceTag: z.string().nullable(),
  /** What the previous invoice charged for it; null: nothing (it is new). */
  previousCents: z.number().int().nullable(),
  /** What this invoice charges for it; null: nothing (it was on the previous invoice only). */
  currentCents: z.number().int().nullable(),
  amountCents: z.number().int(),
});
export type InvoiceChange = z.infer<typeof invoiceChange>;

const invoiceTotal = z.object({ invoiceTxNumber: z.string(), invoiceDate: z.string(), totalCents: z.number().int() });

/** An invoice compared with the account's invoice before it; the first invoice has no previous and no changes. */
export const invoiceChanges = invoiceTotal.extend({
  previous: invoiceTotal.nullable(),
  /** This total − the previous total, in cents; null for the first invoice. */
  differenceCents: z.number().int().nullable(),
  changes: z.array(invoiceChange),
});
export type InvoiceChanges = z.infer<typeof invoiceChanges>;

export const invoiceChangeActions = {
  /** Not in the spec: "Why did my bill change?", an issued invoice of the session's account line by line against the one before. */
  'billing.GetInvoiceChanges': {
    input: z.strictObject({ invoiceTxNumber: text(40).pipe(z.string().min(1)) }),
    output: invoiceChanges,
  },
} as const;
