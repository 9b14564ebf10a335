import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The route parameter that stands for the upcoming invoice (billing.GetViewInvoice with isNextNext). */
export const NEXT_INVOICE = 'next';

export const viewInvoiceQueryOptions = (invoiceTxNumber: string) =>
  actionQueryOptions('billing.GetViewInvoice', invoiceTxNumber === NEXT_INVOICE ? { isNextNext: true } : { invoiceTxNumber });

export const useViewInvoice = (invoiceTxNumber: string) => useQuery(viewInvoiceQueryOptions(invoiceTxNumber));
