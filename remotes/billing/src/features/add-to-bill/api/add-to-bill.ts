import { callAction, type ActionInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEXT_INVOICE, viewInvoiceQueryOptions } from '../../invoices/api/get-view-invoice';

/**
 * spec §7 billing.payment.AddToBillPayment (productId, serviceTag, and an idempotency key): a once-off charge on the next invoice. A sensitive
 * action: the transport asks the host for re-authentication and tries once more. The request carries an idempotency
 * key: the server answers a repeat with the first addition, so a double click adds once.
 */
export function useAddToBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<'billing.payment.AddToBillPayment'>) => callAction('billing.payment.AddToBillPayment', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewInvoiceQueryOptions(NEXT_INVOICE).queryKey }),
  });
}
