import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** spec §4 Card payment: the modal loads pay-now details; each opening asks afresh (the amount owed changes). */
export const payNowDetailsQueryOptions = () => actionQueryOptions('billing.payment.GetPayGatePayNowDetails', {});

export const usePayNowDetails = () => useQuery({ ...payNowDetailsQueryOptions(), staleTime: 0, refetchOnWindowFocus: false });
