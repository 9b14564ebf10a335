import { isActionError, type TicketDetail } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** How often the page asks for the ticket while an answer from the support team is awaited. */
export const POLL_MS = 5000;

/** The ticket is open and its last message is the customer's: the support team's answer is due. */
export const awaitingAgent = (ticket: TicketDetail | undefined) =>
  !!ticket && ticket.status === 'open' && ticket.messages.at(-1)?.author === 'customer';

export const ticketQueryKey = (ticketNumber: string) => actionQueryOptions('tickets.GetTicket', { ticketNumber }).queryKey;

/** The pause before the next fetch: every POLL_MS while awaiting the agent, none otherwise. */
export const ticketRefetchInterval = (ticket: TicketDetail | undefined) => (awaitingAgent(ticket) ? POLL_MS : false);

/** One ticket with its conversation; polled while the support team's reply is awaited, so it appears by itself. */
export const useTicket = (ticketNumber: string) =>
  useQuery({
    ...actionQueryOptions('tickets.GetTicket', { ticketNumber }),
    refetchInterval: (query) => ticketRefetchInterval(query.state.data),
  });

/** Unknown, another account's, or not a ticket number at all: the server answers them alike. */
export const isTicketNotFound = (error: unknown) =>
  isActionError(error) && (error.status === 404 || (error.status === 400 && error.field === 'ticketNumber'));
