import { callAction } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBillingQueries } from '../../payment-result/refresh-billing-queries';

/** spec §7 billing.payment.ReactivateDebitOrder (id): puts a suspended debit order back into collection. */
export function useReactivateDebitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callAction('billing.payment.ReactivateDebitOrder', { id }),
    onSuccess: async ({ reactivated }) => {
      if (reactivated) await refreshBillingQueries(queryClient);
    },
  });
}
