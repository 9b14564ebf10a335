import { callAction, type ActionInput } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';

/**
 * spec §4 Card payment: asks for the gateway's capture address for the amount. A sensitive action: the transport
 * handles re-authentication. The idempotency key makes a retry answer the same address, never a second charge.
 */
export const usePerformPayment = () =>
  useMutation({
    mutationFn: (input: ActionInput<'billing.payment.PerformPayGatePayment'>) => callAction('billing.payment.PerformPayGatePayment', input),
  });
