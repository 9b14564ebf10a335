import { callAction, type Cart } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshServiceQueries } from '../refresh-service-queries';

/**
 * commerce.PlaceOrder, a sensitive action (the transport re-authenticates and tries once more by itself). The caller
 * sends the cart's own idempotency key, so every attempt with that cart makes at most one order.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { cart: Cart; idempotencyKey: string }) => callAction('commerce.PlaceOrder', input),
    onSuccess: () => refreshServiceQueries(queryClient),
  });
}
