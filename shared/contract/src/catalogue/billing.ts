import { z } from 'zod';
import { empty } from './common';

export const paymentMethodId = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const billingSummary = z.object({
  paymentMethodId,
  overdue: z.boolean(),
  displayCurrentStatus: z.string(),
  balance: z.number(),
  amountDue: z.number(),
  dueDate: z.string().nullable(),
  billingDetails: z.object({
    debitOrderDetailsBean: z
      .object({ accountHolder: z.string(), accountNumberObfuscated: z.string(), bankName: z.string() })
      .nullable(),
    creditCardDetailsBean: z
      .object({ cardHolderObfuscated: z.string(), cardNumberObfuscated: z.string() })
      .nullable(),
  }),
});
export type BillingSummary = z.infer<typeof billingSummary>;

export const invoiceItem = z.object({
  invoiceTxNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  total: z.number(),
  outstanding: z.number(),
  status: z.string(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const billingActions = {
  'billing.GetBillingDetails': { input: empty, output: billingSummary },
  'billing.GetInvoices': {
    input: z.strictObject({
      page: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(12),
    }),
    output: z.object({ invoices: z.array(invoiceItem), total: z.number() }),
  },
} as const;
