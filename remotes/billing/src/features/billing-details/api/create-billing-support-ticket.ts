import { callAction } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';

/** spec §8 Request Assistance: a billing support ticket; answers its ticket number. */
export const useCreateBillingSupportTicket = () =>
  useMutation({ mutationFn: (description: string) => callAction('billing.support.CreateBillingSupportTicket', { description }) });
