import { z } from 'zod';

/** The provider as a tax invoice names it (instance config `provider`). */
export const invoiceSupplier = z.object({
  legalName: z.string(),
  registrationNumber: z.string(),
  vatNumber: z.string(),
  /** Address lines as printed. */
  address: z.array(z.string()),
});
export type InvoiceSupplier = z.infer<typeof invoiceSupplier>;

/** The account billed: its name, code and postal address lines (none when none is on record). */
export const invoiceCustomer = z.object({
  name: z.string(),
  accountCode: z.string(),
  postalAddress: z.array(z.string()),
});
export type InvoiceCustomer = z.infer<typeof invoiceCustomer>;

/**
 * One charge. `amount` (and `unitPrice`) include VAT, as the portal's prices do; `amountExclVat` + `vat` is
 * `amount` to the cent.
 */
export const taxInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  amountExclVat: z.number(),
  vat: z.number(),
  amount: z.number(),
});
export type TaxInvoiceLine = z.infer<typeof taxInvoiceLine>;

/**
 * An invoice as a tax invoice: who it is from and for, its number and dates, each line with its VAT, and the
 * totals (each the sum of its column over the lines: totalExclVat + vatTotal = total).
 */
export const invoiceView = z.object({
  invoiceTxNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  /** Including VAT: what the invoice asks for. */
  total: z.number(),
  outstanding: z.number(),
  status: z.string(),
  customerName: z.string(),
  accountCode: z.string(),
  /** true for the upcoming invoice (isNextNext): a preview, not yet issued. */
  preview: z.boolean(),
  supplier: invoiceSupplier,
  customer: invoiceCustomer,
  /** The fraction of the VAT-exclusive amount charged as VAT: 0.15 is 15%. */
  vatRate: z.number(),
  lines: z.array(taxInvoiceLine),
  totalExclVat: z.number(),
  vatTotal: z.number(),
  /** The day the invoice was paid in full, when the payments on record show it; otherwise null. */
  paidDate: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceView>;
