import { callAction, type TicketDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useProgressUpload } from '../../../lib/use-progress-upload';
import { ticketQueryKey } from './get-ticket';

/** Puts the ticket the server answered in place and has the ticket list load afresh. */
function useStoreTicket() {
  const client = useQueryClient();
  return (ticket: TicketDetail) => {
    client.setQueryData(ticketQueryKey(ticket.ticketNumber), ticket);
    void client.invalidateQueries({ queryKey: ['action', 'tickets.GetTickets'] });
  };
}

export function useCloseTicket(ticketNumber: string) {
  const store = useStoreTicket();
  return useMutation({ mutationFn: () => callAction('tickets.CloseTicket', { ticketNumber }), onSuccess: store });
}

export function useReopenTicket(ticketNumber: string) {
  const store = useStoreTicket();
  return useMutation({ mutationFn: () => callAction('tickets.ReopenTicket', { ticketNumber }), onSuccess: store });
}

/** tickets.ReplyToTicket through the upload transport with progress; answers the ticket with the reply in it. */
export function useReplyToTicket() {
  const store = useStoreTicket();
  const upload = useProgressUpload<TicketDetail>('tickets.ReplyToTicket');
  return {
    ...upload,
    reply: (files: File[], json: Record<string, unknown>) =>
      upload.mutateAsync({ files, json }).then((ticket) => {
        store(ticket);
        return ticket;
      }),
  };
}
