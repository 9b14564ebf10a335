import { callAction, type CancellationContext } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshServiceQueries } from './order-api';

/** The dates, lines, reasons and hardware of one service's cancellation (services.GetCancellationOptions). */
export const useCancellationOptions = (serviceTag: string) =>
  useQuery(actionQueryOptions('services.GetCancellationOptions', { serviceTag }));

/** commerce.CancelService, a sensitive action; one idempotency key per confirm page visit, as for orders. */
export function useCancelService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { cancellation: CancellationContext; idempotencyKey: string }) => callAction('commerce.CancelService', input),
    onSuccess: () => refreshServiceQueries(queryClient),
  });
}
