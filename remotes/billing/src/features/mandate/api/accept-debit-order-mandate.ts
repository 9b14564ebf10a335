import { callAction } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mandateQueryOptions } from './render-debit-order-mandate';

/** spec §7 billing.mandates.AcceptDebitOrderMandate, a sensitive action (the transport handles re-authentication). */
export function useAcceptDebitOrderMandate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mandateId: number) => callAction('billing.mandates.AcceptDebitOrderMandate', { mandateId }),
    onSuccess: (mandate) => queryClient.setQueryData(mandateQueryOptions().queryKey, mandate),
  });
}
