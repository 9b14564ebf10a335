import type { TicketItem } from '@portal/contract';
import { formatDate, StatusBadge } from '@portal/ui';
import { DataTable } from '@portal/ui/data-table';
import type { ReactNode } from 'react';

const columns: { key: string; header: string; render?: (t: TicketItem) => ReactNode }[] = [
  { key: 'ticketNumber', header: 'Ticket' },
  { key: 'subject', header: 'Subject' },
  { key: 'category', header: 'Category' },
  { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status === 'open' ? 'Open' : 'Closed'} /> },
  { key: 'createdAt', header: 'Logged', render: (t) => formatDate(t.createdAt) },
  { key: 'updatedAt', header: 'Updated', render: (t) => formatDate(t.updatedAt) },
];

/** A searchable, paged table; on phones each ticket stacks into labelled lines. */
export function TicketTable({ tickets }: { tickets: TicketItem[] }) {
  return (
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
  );
}
