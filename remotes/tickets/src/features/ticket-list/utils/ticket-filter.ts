import type { TicketItem } from '@portal/contract';

export type TicketFilter = 'open' | 'closed' | 'all';

export const TICKET_FILTERS: { id: TicketFilter; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'closed', label: 'Closed' },
  { id: 'all', label: 'All' },
];

/**
 * The most recently updated first. The times are ISO 8601 in UTC, which sort as plain strings (localeCompare would
 * set up a collator, several milliseconds on a page's first use).
 */
export const newestUpdateFirst = (a: TicketItem, b: TicketItem) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0);

/** Open tickets first; within each, the most recently updated first. */
export function sortTickets(tickets: readonly TicketItem[]): TicketItem[] {
  return [...tickets].sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open') || newestUpdateFirst(a, b));
}

export const filterTickets = (tickets: readonly TicketItem[], filter: TicketFilter) =>
  filter === 'all' ? [...tickets] : tickets.filter((t) => t.status === filter);
