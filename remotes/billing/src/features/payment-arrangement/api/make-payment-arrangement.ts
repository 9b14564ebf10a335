import { callAction, type ActionInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBillingQueries } from '../../payment-result/refresh-billing-queries';
import { paymentArrangementQueryOptions } from './get-payment-arrangement';

/**
 * billing.arrangement.MakePaymentArrangement: the parts (dates and amounts) with an idempotency key, so that a
 * double click or a retry makes one arrangement.
 */
export function useMakePaymentArrangement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<'billing.arrangement.MakePaymentArrangement'>) => callAction('billing.arrangement.MakePaymentArrangement', input),
    onSuccess: async (answer) => {
      queryClient.setQueryData(paymentArrangementQueryOptions().queryKey, (old) => (old ? { ...old, arrangement: answer.arrangement, eligibility: { ...old.eligibility, eligible: false } } : old));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentArrangementQueryOptions().queryKey }),
        // The billing pages and the dashboard's alerts (the overdue one gives way to the arrangement's).
        refreshBillingQueries(queryClient),
      ]);
    },
  });
}
