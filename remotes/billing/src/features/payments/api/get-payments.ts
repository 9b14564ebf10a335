import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The most payments the list loads at once; the table pages through them. */
export const PAYMENTS_LOADED = 100;

/** Every payment of the account, newest first, with whether it has a receipt (billing.GetPayments). */
export const paymentsQueryOptions = () => actionQueryOptions('billing.GetPayments', { page: 1, pageSize: PAYMENTS_LOADED });

export const usePayments = () => useQuery(paymentsQueryOptions());
