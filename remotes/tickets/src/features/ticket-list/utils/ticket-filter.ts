import type { TicketItem } from '@portal/contract';
import { newestUpdateFirst } from './newest-update-first';

export type TicketFilter = 'open' | 'closed' | 'all';

export const TICKET_FILTERS: { id: TicketFilter; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'closed', label: 'Closed' },
  { id: 'all', label: 'All' },
];

/** Open tickets first; within each, the most recently updated first. */
export function sortTickets(tickets: readonly TicketItem[]): TicketItem[] {
  return [...tickets].sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open') || newestUpdateFirst(a, b));
}

export const filterTickets = (tickets: readonly TicketItem[], filter: TicketFilter) =>
  filter === 'all' ? [...tickets] : tickets.filter((t) => t.status === filter);
