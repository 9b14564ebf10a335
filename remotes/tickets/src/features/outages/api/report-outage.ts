import { callAction, type ActionInput } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type ReportOutageInput = ActionInput<'outages.ReportOutage'>;

/** The account's own services, from the ticket options (the same query the new-ticket form asks). */
export const useReportableServices = () =>
  useQuery({ ...actionQueryOptions('tickets.GetTicketOptions', {}), select: (options) => options.services });

/** outages.ReportOutage logs a ticket; the ticket list loads afresh after it. */
export function useReportOutage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportOutageInput) => callAction('outages.ReportOutage', input),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['action', 'tickets.GetTickets'] }),
  });
}
