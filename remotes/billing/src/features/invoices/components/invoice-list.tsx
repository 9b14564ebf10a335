import type { InvoiceItem } from '@portal/contract';
import { paths } from '@portal/contract';
import { Card, EmptyState, ErrorState, formatCurrency, formatDate, LoadingState, StatusBadge, useIsMobile } from '@portal/ui';
import { TablePagination } from '@portal/ui/data-table';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { INVOICE_PAGE_SIZE, INVOICE_PAGE_SIZE_PHONE, useInvoices } from '../api/get-invoices';
import { NEXT_INVOICE } from '../api/get-view-invoice';
import { InvoiceActions } from './invoice-actions';

/** Numbers, dates and amounts stay on one line; the actions take what width is left and wrap. */
const COLUMNS: { header: string; cell: (i: InvoiceItem) => ReactNode; noWrap?: boolean }[] = [
  { header: 'Invoice', cell: (i) => i.invoiceTxNumber, noWrap: true },
  { header: 'Date', cell: (i) => formatDate(i.invoiceDate), noWrap: true },
  { header: 'Due date', cell: (i) => formatDate(i.dueDate), noWrap: true },
  { header: 'Total', cell: (i) => formatCurrency(i.total), noWrap: true },
  { header: 'Outstanding', cell: (i) => formatCurrency(i.outstanding), noWrap: true },
  { header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
  { header: 'Actions', cell: (i) => <InvoiceActions invoice={i} /> },
];

function InvoiceTable({ invoices, stale }: { invoices: InvoiceItem[]; stale: boolean }) {
  return (
    <div className="portal-table__scroll" aria-busy={stale || undefined} style={stale ? { opacity: 0.6 } : undefined}>
      <table>
        <caption className="portal-visually-hidden">Invoices, newest first</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.invoiceTxNumber}>
              {COLUMNS.map((c) => (
                <td key={c.header} data-label={c.header} style={c.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.cell(invoice)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On phones: one block per invoice, its number and status first, then the dates, amounts and actions. */
function InvoiceCards({ invoices, stale }: { invoices: InvoiceItem[]; stale: boolean }) {
  return (
    <ul aria-label="Invoices, newest first" aria-busy={stale || undefined} style={{ listStyle: 'none', margin: 0, padding: 0, opacity: stale ? 0.6 : 1 }}>
      {invoices.map((invoice) => (
        <li key={invoice.invoiceTxNumber} style={{ padding: '12px 0', borderBottom: '1px solid var(--portal-border)' }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center', marginBottom: 6 }}>
            <h3 style={{ margin: 0, fontSize: '1rem' }}>{invoice.invoiceTxNumber}</h3>
            <StatusBadge status={invoice.status} />
          </div>
          <dl className="portal-details">
            {COLUMNS.slice(1, 5).map((c) => (
              <div key={c.header} style={{ display: 'contents' }}>
                <dt>{c.header}</dt>
                <dd>{c.cell(invoice)}</dd>
              </div>
            ))}
          </dl>
          <div style={{ marginTop: 8 }}>
            <InvoiceActions invoice={invoice} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The invoices, paged on the server (12 a page, 5 on a phone), each with View, Pay while something is owed, and
 * downloads, and a link to the next invoice's preview. At either end Previous/Next are aria-disabled rather than
 * disabled, so a keyboard user keeps focus.
 */
export function InvoiceList() {
  const isMobile = useIsMobile();
  const pageSize = isMobile ? INVOICE_PAGE_SIZE_PHONE : INVOICE_PAGE_SIZE;
  // Where the page starts, not its number: turning the phone keeps the same invoices in view.
  const [offset, setOffset] = useState(0);
  const page = Math.floor(offset / pageSize) + 1;
  const invoices = useInvoices(page, pageSize);
  const data = invoices.data;
  // While the next page loads the previous one stays on screen (keepPreviousData): count it as what it is.
  const shown = useRef({ page, pageSize });
  if (data && !invoices.isPlaceholderData) shown.current = { page, pageSize };

  let body: ReactNode;
  if (data && data.total === 0) {
    body = (
      <EmptyState title="You have no invoices yet.">
        <p>Your first invoice will show here after your first billing date.</p>
      </EmptyState>
    );
  } else if (data) {
    const pages = Math.max(1, Math.ceil(data.total / pageSize));
    const from = data.invoices.length ? (shown.current.page - 1) * shown.current.pageSize + 1 : 0;
    const to = from ? from + data.invoices.length - 1 : 0;
    body = (
      <div className="portal-table">
        {isMobile ? (
          <InvoiceCards invoices={data.invoices} stale={invoices.isPlaceholderData} />
        ) : (
          <InvoiceTable invoices={data.invoices} stale={invoices.isPlaceholderData} />
        )}
        <div className="portal-table__footer">
          <p className="portal-table__count" aria-live="polite">
            Showing {from} - {to} of {data.total} invoices
          </p>
          {pages > 1 && <TablePagination page={page - 1} pages={pages} onPage={(next) => setOffset(next * pageSize)} label="Invoice pages" />}
        </div>
      </div>
    );
  } else if (invoices.isError && !invoices.isFetching) {
    body = <ErrorState title="We could not load your invoices" message={invoices.error.message} onRetry={() => void invoices.refetch()} />;
  } else {
    body = <LoadingState label="Loading your invoices…" />;
  }
  return (
    <Card
      title="Invoices"
      actions={
        <Link to={paths.invoice(NEXT_INVOICE)} className="portal-button portal-button--secondary">
          Next invoice (preview)
        </Link>
      }
    >
      {body}
    </Card>
  );
}
