import { actionQueryOptions } from '@portal/contract/query';
import { useQueries } from '@tanstack/react-query';

/** The latest invoices shown at first, and how many more each 'Show more invoices' asks the server for. */
export const INVOICE_PAGE_SIZE = 6;

export const invoicesQueryOptions = (page: number, pageSize = INVOICE_PAGE_SIZE) =>
  actionQueryOptions('billing.GetInvoices', { page, pageSize });

/**
 * The first `pages` pages of invoices, newest first, each page a query of its own: the first is the one the page
 * reads ahead (first-reads.ts), and a payment's refresh marks every page stale.
 */
export function useInvoicePages(pages: number) {
  return useQueries({ queries: Array.from({ length: pages }, (_, i) => invoicesQueryOptions(i + 1)) });
}
