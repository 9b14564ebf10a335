import type { TicketItem } from '@portal/contract';
import { Button, EmptyState, formatDate, PageHeader, QueryView, StatusBadge } from '@portal/ui';
import { useState } from 'react';
import { useTickets } from '../api/get-tickets';

type Show = 'open' | 'closed' | 'all';
const LABELS: Record<Show, string> = { open: 'Open', closed: 'Closed', all: 'All' };

function TicketTable({ tickets }: { tickets: TicketItem[] }) {
  return (
    <div className="portal-table">
      <div className="portal-table__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Ticket</th>
              <th scope="col">Subject</th>
              <th scope="col">Category</th>
              <th scope="col">Status</th>
              <th scope="col">Logged</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((t) => (
              <tr key={t.ticketNumber}>
                <td data-label="Ticket">{t.ticketNumber}</td>
                <td data-label="Subject">{t.subject}</td>
                <td data-label="Category">{t.category}</td>
                <td data-label="Status">
                  <StatusBadge status={t.status === 'open' ? 'Open' : 'Closed'} />
                </td>
                <td data-label="Logged">{formatDate(t.createdAt)}</td>
                <td data-label="Updated">{formatDate(t.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default function TicketsPage() {
  const tickets = useTickets();
  const [show, setShow] = useState<Show>('open');
  return (
    <>
      <PageHeader title="Tickets" subtitle="Your support requests and their progress." />
      <QueryView query={tickets} loadingLabel="Loading your tickets…">
        {({ tickets: all }) => {
          const count = (s: Show) => (s === 'all' ? all.length : all.filter((t) => t.status === s).length);
          const visible = show === 'all' ? all : all.filter((t) => t.status === show);
          return (
            <>
              <div className="portal-filter-buttons" role="group" aria-label="Show tickets">
                {(Object.keys(LABELS) as Show[]).map((s) => (
                  <Button key={s} variant="secondary" aria-pressed={show === s} onClick={() => setShow(s)}>
                    {LABELS[s]} ({count(s)})
                  </Button>
                ))}
              </div>
              {visible.length === 0 ? (
                <EmptyState title={show === 'open' ? 'You have no open tickets.' : 'No tickets to show.'} />
              ) : (
                <TicketTable tickets={visible} />
              )}
            </>
          );
        }}
      </QueryView>
    </>
  );
}
