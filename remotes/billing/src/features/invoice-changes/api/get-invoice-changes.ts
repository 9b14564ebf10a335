import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** "Why did my bill change?" for an issued invoice (billing.GetInvoiceChanges). */
export const useInvoiceChanges = (invoiceTxNumber: string) => useQuery(actionQueryOptions('billing.GetInvoiceChanges', { invoiceTxNumber }));
