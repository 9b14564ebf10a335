import type { ActionInput } from '@portal/contract';
import { callAction } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBillingQueries } from '../../payment-result/refresh-billing-queries';

export type UpdateBillingDetailsInput = ActionInput<'billing.UpdateBillingDetails'>;

/**
 * spec §4 Payment editing: sends the whole edited account, answers isUpdated. A sensitive action: the transport
 * asks the host for re-authentication and tries once more, so the caller only sees success or a failure.
 */
export function useUpdateBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBillingDetailsInput) => callAction('billing.UpdateBillingDetails', input),
    onSuccess: async ({ isUpdated }) => {
      if (isUpdated) await refreshBillingQueries(queryClient);
    },
  });
}
