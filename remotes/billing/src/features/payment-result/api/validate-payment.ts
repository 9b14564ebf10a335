import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export type ValidationAction = 'billing.payment.ValidatePayGatePayment' | 'billing.payment.ValidatePayment';

/**
 * spec §4: the gateway's return is validated once per token. As a query keyed by the token, a re-render, a remount
 * or React's strict-mode double effect reuses the one request; the server records the outcome once either way.
 */
export const usePaymentValidation = (action: ValidationAction, token: string | null) =>
  useQuery({
    ...actionQueryOptions(action, { token: token ?? '' }),
    enabled: !!token,
    staleTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
