import { callAction, type CancellationContext } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshServiceQueries } from '../refresh-service-queries';

/** commerce.CancelService, a sensitive action; one idempotency key per confirm page visit, as for orders. */
export function useCancelService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { cancellation: CancellationContext; idempotencyKey: string }) => callAction('commerce.CancelService', input),
    onSuccess: () => refreshServiceQueries(queryClient),
  });
}
