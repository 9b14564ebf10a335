import { callAction } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBillingQueries } from '../../payment-result/refresh-billing-queries';
import { mandateQueryOptions } from './render-debit-order-mandate';

/** spec §7 billing.mandates.AcceptDebitOrderMandate, a sensitive action (the transport handles re-authentication). */
export function useAcceptDebitOrderMandate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mandateId: number) => callAction('billing.mandates.AcceptDebitOrderMandate', { mandateId }),
    // An accepted mandate starts the debit order: billing details, collection rules and alerts change with it.
    onSuccess: async (mandate) => {
      queryClient.setQueryData(mandateQueryOptions().queryKey, mandate);
      await refreshBillingQueries(queryClient);
    },
  });
}
