import type { TicketItem } from '@portal/contract';
import { Button, EmptyState, ErrorState, LoadingState, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NEW_TICKET_PATH } from '../../../lib/ticket-paths';
import '../../../styles/ticket.css';
import { useTickets } from '../api/get-tickets';
import { filterTickets, sortTickets, TICKET_FILTERS, type TicketFilter } from '../utils/ticket-filter';
import { TicketTable } from './ticket-table';

const NONE_WITH_STATUS: Record<Exclude<TicketFilter, 'all'>, { title: string; hint: string }> = {
  open: { title: 'You have no open tickets.', hint: 'Everything you logged has been resolved. Choose All to see your past tickets.' },
  closed: { title: 'You have no closed tickets.', hint: 'Tickets show here once our support team has resolved them.' },
};

function TicketList({ tickets }: { tickets: TicketItem[] }) {
  const [filter, setFilter] = useState<TicketFilter>('all');
  if (tickets.length === 0) {
    return (
      <EmptyState title="You have no support tickets.">
        <p>When you log a request with our support team, you can follow its progress here.</p>
        <p>
          <Link to={NEW_TICKET_PATH}>Log your first ticket</Link>
        </p>
      </EmptyState>
    );
  }
  const sorted = sortTickets(tickets);
  const visible = filterTickets(sorted, filter);
  return (
    <>
      <div className="portal-filter-buttons" role="group" aria-label="Show tickets">
        {TICKET_FILTERS.map(({ id, label }) => (
          <Button key={id} variant="secondary" aria-pressed={filter === id} onClick={() => setFilter(id)}>
            {label} ({filterTickets(sorted, id).length})
          </Button>
        ))}
      </div>
      {visible.length === 0 && filter !== 'all' ? (
        <EmptyState title={NONE_WITH_STATUS[filter].title}>
          <p>{NONE_WITH_STATUS[filter].hint}</p>
        </EmptyState>
      ) : (
        <TicketTable tickets={visible} />
      )}
    </>
  );
}

export default function TicketsPage() {
  const tickets = useTickets();
  return (
    <>
      <PageHeader
        title="Tickets"
        subtitle="Your support requests and where they stand."
        actions={
          <Link to={NEW_TICKET_PATH} className="portal-button portal-button--primary">
            New ticket
          </Link>
        }
      />
      {tickets.data ? (
        <TicketList tickets={tickets.data.tickets} />
      ) : tickets.isError && !tickets.isFetching ? (
        <ErrorState title="We could not load your tickets" message={tickets.error.message} onRetry={() => void tickets.refetch()} />
      ) : (
        <LoadingState label="Loading your tickets…" />
      )}
    </>
  );
}
