import { Button, Card, EmptyState, ErrorState, formatCurrency, formatDate, LoadingState, StatusBadge } from '@portal/ui';
import { useState } from 'react';
import { INVOICE_PAGE_SIZE, useInvoices } from '../api/get-invoices';

export function InvoiceList() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const pages = invoices.data ? Math.max(1, Math.ceil(invoices.data.total / INVOICE_PAGE_SIZE)) : 1;

  return (
    <Card title="Invoices">
      {invoices.isPending && <LoadingState label="Loading your invoices…" />}
      {invoices.isError && <ErrorState message={invoices.error.message} onRetry={() => invoices.refetch()} />}
      {invoices.data && invoices.data.total === 0 && <EmptyState title="You have no invoices yet." />}
      {invoices.data && invoices.data.total > 0 && (
        <div className="portal-table">
          <div className="portal-table__scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Invoice</th>
                  <th scope="col">Date</th>
                  <th scope="col">Due</th>
                  <th scope="col">Total</th>
                  <th scope="col">Outstanding</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {invoices.data.invoices.map((i) => (
                  <tr key={i.invoiceTxNumber}>
                    <td data-label="Invoice">{i.invoiceTxNumber}</td>
                    <td data-label="Date">{formatDate(i.invoiceDate)}</td>
                    <td data-label="Due">{formatDate(i.dueDate)}</td>
                    <td data-label="Total">{formatCurrency(i.total)}</td>
                    <td data-label="Outstanding">{formatCurrency(i.outstanding)}</td>
                    <td data-label="Status">
                      <StatusBadge status={i.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className="portal-pagination" aria-label="Invoice pages">
              <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </div>
      )}
    </Card>
  );
}
