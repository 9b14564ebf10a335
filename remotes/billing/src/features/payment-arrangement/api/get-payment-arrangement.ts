import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The account's latest payment arrangement and whether a new one may be made (and why not). */
export const paymentArrangementQueryOptions = () => actionQueryOptions('billing.arrangement.GetPaymentArrangement', {});

export const usePaymentArrangement = () => useQuery(paymentArrangementQueryOptions());
