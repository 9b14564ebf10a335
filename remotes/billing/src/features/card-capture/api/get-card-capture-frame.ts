import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/**
 * spec §4 Card payment, alternative path: the form the capture frame posts to the gateway. The idempotency key
 * (one per opening of the frame) is in the query key, so a re-render or React's strict-mode remount asks once,
 * and the server answers a repeated key with the same gateway session.
 */
export const useCardCaptureFrame = (idempotencyKey: string) =>
  useQuery({
    ...actionQueryOptions('billing.payment.GetCardCaptureFrame', { idempotencyKey }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
