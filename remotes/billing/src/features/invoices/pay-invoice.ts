import { paths } from '@portal/contract';

/** Payments & Billing with the pay dialog opened on this invoice's outstanding amount. */
export const payInvoiceHref = (invoiceTxNumber: string) =>
  `${paths.billingDetails}?pay=invoice&invoice=${encodeURIComponent(invoiceTxNumber)}`;

/** An issued invoice with something still to pay: unpaid or part-paid. */
export const canPay = (invoice: { outstanding: number; preview?: boolean }) => !invoice.preview && invoice.outstanding > 0;
