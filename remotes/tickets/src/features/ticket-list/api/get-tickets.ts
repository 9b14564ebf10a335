import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export const ticketsQueryOptions = () => actionQueryOptions('tickets.GetTickets', {});

export const useTickets = () => useQuery(ticketsQueryOptions());
