import { actionQueryOptions } from '@portal/contract/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Invoices a page on a wide screen. */
export const INVOICE_PAGE_SIZE = 12;
/** On a phone each invoice is a block of its own: fewer a page, so the page stays short. */
export const INVOICE_PAGE_SIZE_PHONE = 5;

export const invoicesQueryOptions = (page: number, pageSize = INVOICE_PAGE_SIZE) =>
  actionQueryOptions('billing.GetInvoices', { page, pageSize });

export const useInvoices = (page: number, pageSize = INVOICE_PAGE_SIZE) =>
  useQuery({ ...invoicesQueryOptions(page, pageSize), placeholderData: keepPreviousData });
