import { callAction, type Cart } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** What the order would do, priced by the server (commerce.PreviewOrder); a refusal is the server's message. */
export const usePreviewOrder = (cart: Cart) => useQuery(actionQueryOptions('commerce.PreviewOrder', { cart }));

/** After an order or a cancellation the service, its offers and the account's records have changed. */
export const refreshServiceQueries = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'action' &&
      typeof queryKey[1] === 'string' &&
      /^(services\.|account\.orders\.|account\.docs\.|account\.cancellations\.|billing\.)/.test(queryKey[1]),
  });

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
