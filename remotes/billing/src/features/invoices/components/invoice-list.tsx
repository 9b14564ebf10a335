import type { InvoiceItem } from '@portal/contract';
import { paths } from '@portal/contract';
import { Button, Card, EmptyState, ErrorState, formatCurrency, formatDate, LoadingState, StatusBadge, useIsMobile } from '@portal/ui';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { INVOICE_PAGE_SIZE, useInvoices } from '../api/get-invoices';
import { NEXT_INVOICE } from '../api/get-view-invoice';
import { InvoiceActions } from './invoice-actions';

const COLUMNS: { header: string; cell: (i: InvoiceItem) => ReactNode }[] = [
  { header: 'Invoice', cell: (i) => i.invoiceTxNumber },
  { header: 'Date', cell: (i) => formatDate(i.invoiceDate) },
  { header: 'Due date', cell: (i) => formatDate(i.dueDate) },
  { header: 'Total', cell: (i) => formatCurrency(i.total) },
  { header: 'Outstanding', cell: (i) => formatCurrency(i.outstanding) },
  { header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
  { header: 'Actions', cell: (i) => <InvoiceActions invoiceTxNumber={i.invoiceTxNumber} /> },
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
                <td key={c.header} data-label={c.header}>
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
            <InvoiceActions invoiceTxNumber={invoice.invoiceTxNumber} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The invoices, 12 a page, paged on the server, each with View and downloads, and a link to the next invoice's
 * preview. At either end Previous/Next are aria-disabled rather than disabled, so a keyboard user keeps focus.
 */
export function InvoiceList() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const isMobile = useIsMobile();
  const data = invoices.data;
  // While the next page loads the previous one stays on screen (keepPreviousData): count it as what it is.
  const shownPage = useRef(page);
  if (data && !invoices.isPlaceholderData) shownPage.current = page;
  const showing = shownPage.current;

  let body: ReactNode;
  if (data && data.total === 0) {
    body = (
      <EmptyState title="You have no invoices yet.">
        <p>Your first invoice will show here after your first billing date.</p>
      </EmptyState>
    );
  } else if (data) {
    const pages = Math.max(1, Math.ceil(data.total / INVOICE_PAGE_SIZE));
    const from = data.invoices.length ? (showing - 1) * INVOICE_PAGE_SIZE + 1 : 0;
    const to = from ? from + data.invoices.length - 1 : 0;
    const atStart = page <= 1;
    const atEnd = page >= pages;
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
          {pages > 1 && (
            <nav className="portal-pagination" aria-label="Invoice pages">
              <Button variant="secondary" aria-disabled={atStart || undefined} onClick={() => !atStart && setPage(page - 1)}>
                Previous
              </Button>
              <span className="portal-pagination__page">
                Page {page} of {pages}
              </span>
              <Button variant="secondary" aria-disabled={atEnd || undefined} onClick={() => !atEnd && setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
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
