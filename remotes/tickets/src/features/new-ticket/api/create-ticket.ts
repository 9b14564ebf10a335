import { useQueryClient } from '@tanstack/react-query';
import { useProgressUpload } from '../../../lib/use-progress-upload';

/** tickets.CreateTicket through the upload transport with progress; the ticket list loads afresh after it. */
export function useCreateTicket() {
  const client = useQueryClient();
  const upload = useProgressUpload<{ ticketNumber: string }>('tickets.CreateTicket');
  return {
    ...upload,
    create: (files: File[], json: Record<string, unknown>) =>
      upload.mutateAsync({ files, json }).then((result) => {
        void client.invalidateQueries({ queryKey: ['action', 'tickets.GetTickets'] });
        return result;
      }),
  };
}
