import type { ActionInput } from '@portal/contract';
import { callAction } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';

/** spec §7 billing.support.CreateAccountEnquirySupportTicket (loggedDescription, currentStatusDescription). */
export const useCreateAccountEnquiryTicket = () =>
  useMutation({
    mutationFn: (input: ActionInput<'billing.support.CreateAccountEnquirySupportTicket'>) =>
      callAction('billing.support.CreateAccountEnquirySupportTicket', input),
  });
