import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/**
 * spec §4 Card payment: the modal loads pay-now details; each opening asks afresh (the amount owed changes). With an
 * invoice number they name that invoice's outstanding amount too.
 */
export const payNowDetailsQueryOptions = (invoiceTxNumber?: string) =>
  actionQueryOptions('billing.payment.GetPayGatePayNowDetails', invoiceTxNumber ? { invoiceTxNumber } : {});

export const usePayNowDetails = (invoiceTxNumber?: string) =>
  useQuery({ ...payNowDetailsQueryOptions(invoiceTxNumber), staleTime: 0, refetchOnWindowFocus: false });
