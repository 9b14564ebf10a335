import { actionQueryOptions } from '@portal/contract/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const INVOICE_PAGE_SIZE = 12;

export const invoicesQueryOptions = (page: number) =>
  actionQueryOptions('billing.GetInvoices', { page, pageSize: INVOICE_PAGE_SIZE });

export const useInvoices = (page: number) => useQuery({ ...invoicesQueryOptions(page), placeholderData: keepPreviousData });
