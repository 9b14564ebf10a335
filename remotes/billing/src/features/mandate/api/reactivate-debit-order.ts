import { callAction } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingDetailsQueryOptions } from '../../billing-details/api/get-billing-details';
import { mandateQueryOptions } from './render-debit-order-mandate';

/** spec §7 billing.payment.ReactivateDebitOrder (id): puts a suspended debit order back into collection. */
export function useReactivateDebitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callAction('billing.payment.ReactivateDebitOrder', { id }),
    onSuccess: async ({ reactivated }) => {
      if (!reactivated) return;
      await Promise.all(
        [billingDetailsQueryOptions(), mandateQueryOptions()].map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
