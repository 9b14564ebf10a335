import type { TicketItem } from '@portal/contract';
import { newestUpdateFirst } from '../newest-update-first';
import { filterTickets, sortTickets } from '../ticket-filter';

const ticket = (ticketNumber: string, status: 'open' | 'closed', updatedAt: string): TicketItem => ({
  ticketNumber,
  subject: ticketNumber,
  category: 'Technical',
  status,
  createdAt: updatedAt,
  updatedAt,
});

describe('ticket order and filter', () => {
  const tickets = [
    ticket('A', 'closed', '2026-10-01T00:00:00Z'),
    ticket('B', 'open', '2026-01-01T00:00:00Z'),
    ticket('C', 'open', '2026-09-01T00:00:00Z'),
    ticket('D', 'closed', '2026-11-01T00:00:00Z'),
  ];

  it('puts open tickets first, newest update first within each', () => {
    expect(sortTickets(tickets).map((t) => t.ticketNumber)).toEqual(['C', 'B', 'D', 'A']);
  });

  it('orders by update time, newest first, tickets updated at the same moment as equal', () => {
    expect([...tickets].sort(newestUpdateFirst).map((t) => t.ticketNumber)).toEqual(['D', 'A', 'C', 'B']);
    expect(newestUpdateFirst(tickets[0], { ...tickets[1], updatedAt: tickets[0].updatedAt })).toBe(0);
  });

  it('keeps only the chosen status, or all', () => {
    expect(filterTickets(tickets, 'closed').map((t) => t.ticketNumber)).toEqual(['A', 'D']);
    expect(filterTickets(tickets, 'all')).toHaveLength(4);
  });
});
