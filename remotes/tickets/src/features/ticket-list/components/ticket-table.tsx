import { paths, type TicketItem } from '@portal/contract';
import { formatDate, StatusBadge } from '@portal/ui';
import { DataTable } from '@portal/ui/data-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const columns: { key: string; header: string; render?: (t: TicketItem) => ReactNode }[] = [
  {
    key: 'ticketNumber',
    header: 'Ticket',
    // The number is the row's link; its area covers the whole row, so a click anywhere on it opens the ticket.
    render: (t) => (
      <Link to={paths.ticket(t.ticketNumber)} className="tk-row-link">
        {t.ticketNumber}
      </Link>
    ),
  },
  { key: 'subject', header: 'Subject' },
  { key: 'category', header: 'Category' },
  { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status === 'open' ? 'Open' : 'Closed'} /> },
  { key: 'createdAt', header: 'Logged', render: (t) => formatDate(t.createdAt) },
  { key: 'updatedAt', header: 'Updated', render: (t) => formatDate(t.updatedAt) },
];

/** A searchable, paged table; each ticket opens its conversation. On phones each ticket stacks into labelled lines. */
export function TicketTable({ tickets }: { tickets: TicketItem[] }) {
  return (
    <div className="tk-list">
      <DataTable
        columns={columns}
        rows={tickets}
        rowKey={(t) => t.ticketNumber}
        pageSize={10}
        filterLabel="Search tickets"
        filterText={(t) => `${t.ticketNumber} ${t.subject} ${t.category}`}
        noun="tickets"
        emptyMessage="No tickets to display."
        noMatchMessage="No tickets match your search."
      />
    </div>
  );
}
