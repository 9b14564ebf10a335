import type { InvoiceItem } from '@portal/contract';
import { paths } from '@portal/contract';
import { Alert, Card, EmptyState, ErrorState, formatCurrency, formatDate, LoadingState, StatusBadge, useIsMobile } from '@portal/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useInvoicePages } from '../api/get-invoices';
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

export const SHOW_MORE_INVOICES = 'Show more invoices';

function InvoiceTable({ invoices }: { invoices: InvoiceItem[] }) {
  return (
    <div className="portal-table__scroll">
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
            <tr key={invoice.invoiceTxNumber} data-invoice-row>
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
function InvoiceCards({ invoices }: { invoices: InvoiceItem[] }) {
  return (
    <ul aria-label="Invoices, newest first" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {invoices.map((invoice) => (
        <li key={invoice.invoiceTxNumber} data-invoice-row style={{ padding: '12px 0', borderBottom: '1px solid var(--portal-border)' }}>
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
 * The latest invoices (six), newest first, each with View, Pay while something is owed, and one Download (PDF,
 * Excel), and a link to the next invoice's preview. 'Show more invoices' asks the server for the next six; once they
 * are in, the focus moves to the first of them (its View link), so a keyboard user carries on where the list grew.
 */
export function InvoiceList() {
  const isMobile = useIsMobile();
  const [pageCount, setPageCount] = useState(1);
  const pages = useInvoicePages(pageCount);
  const listRef = useRef<HTMLDivElement>(null);
  // The invoice to focus once the page asked for has come: the first one it brings.
  const focusFrom = useRef<number | null>(null);
  const first = pages[0];
  const last = pages[pages.length - 1];
  const loaded = pages.flatMap((p) => p.data?.invoices ?? []);
  const total = last.data?.total ?? first.data?.total ?? 0;
  const loadingMore = pageCount > 1 && !last.data && last.isFetching;
  const moreFailed = pageCount > 1 && !last.data && last.isError;

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || !last.data) return;
    focusFrom.current = null;
    const row = listRef.current?.querySelectorAll<HTMLElement>('[data-invoice-row]')[index];
    row?.querySelector<HTMLElement>('a, button')?.focus();
  }, [last.data]);

  const showMore = () => {
    if (loadingMore) return;
    if (moreFailed) {
      void last.refetch();
      return;
    }
    focusFrom.current = loaded.length;
    setPageCount((n) => n + 1);
  };

  let body: ReactNode;
  if (first.data && first.data.total === 0) {
    body = (
      <EmptyState title="You have no invoices yet.">
        <p>Your first invoice will show here after your first billing date.</p>
      </EmptyState>
    );
  } else if (first.data) {
    const more = loaded.length < total || moreFailed;
    body = (
      <div className="portal-table" ref={listRef}>
        {isMobile ? <InvoiceCards invoices={loaded} /> : <InvoiceTable invoices={loaded} />}
        {moreFailed && <Alert tone="error">We could not load more invoices: {last.error?.message}</Alert>}
        <div className="portal-table__footer">
          <p className="portal-table__count" aria-live="polite">
            Showing the latest {loaded.length} of {total} invoices
          </p>
          {more && (
            <button
              type="button"
              className="portal-button portal-button--secondary"
              aria-busy={loadingMore || undefined}
              aria-disabled={loadingMore || undefined}
              onClick={showMore}
            >
              {loadingMore && <span className="portal-spinner" aria-hidden="true" />}
              {moreFailed ? 'Try again' : SHOW_MORE_INVOICES}
            </button>
          )}
        </div>
      </div>
    );
  } else if (first.isError && !first.isFetching) {
    body = <ErrorState title="We could not load your invoices" message={first.error.message} onRetry={() => void first.refetch()} />;
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
