import { paths, type TicketItem } from '@portal/contract';
import { formatDate, StatusBadge } from '@portal/ui';
import { DataTable } from '@portal/ui/data-table';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

const columns: { key: string; header: string; render?: (t: TicketItem) => ReactNode }[] = [
  {
    key: 'ticketNumber',
    header: 'Ticket',
    // The number is the row's link; a click anywhere else on the row follows it too (openRowTicket).
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

/**
 * A click on a row, outside its link, follows the row's link. Not a link's `::after` stretched over the row: WebKit
 * does not position table rows (`position: relative` on a `tr` computes to static there), so each row's overlay
 * covered the whole page and every click opened the last ticket. Selecting a row's text is not a click on it.
 */
function openRowTicket(event: MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  const target = event.target as Element;
  if (target.closest('a, button, input, select, textarea, label, summary')) return;
  const row = target.closest('tbody tr');
  if (!row || !event.currentTarget.contains(row)) return;
  if (window.getSelection()?.isCollapsed === false) return;
  row.querySelector<HTMLAnchorElement>('a.tk-row-link')?.click();
}

/** A searchable, paged table; each ticket opens its conversation. On phones each ticket stacks into labelled lines. */
export function TicketTable({ tickets }: { tickets: TicketItem[] }) {
  return (
    <div className="tk-list" onClick={openRowTicket}>
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
