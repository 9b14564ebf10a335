import { callAction, type ActionInput } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';

/** The PayHost registration form for an account and a card collection day (spec §3 Hosted payment redirect). */
export const usePayHostRedirect = () =>
  useMutation({
    mutationFn: (input: ActionInput<'billing.payment.payhost.GetPayHostRedirect'>) => callAction('billing.payment.payhost.GetPayHostRedirect', input),
  });
