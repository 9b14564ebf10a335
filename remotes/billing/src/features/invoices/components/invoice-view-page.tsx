import { ERROR_CODES, isActionError, paths } from '@portal/contract';
import type { InvoiceView } from '@portal/contract/catalogue';
import { AccountSectionHeader, Card, EmptyState, ErrorState, formatCurrency, formatDate, LoadingState, StatusBadge } from '@portal/ui';
import { Link, useParams } from 'react-router-dom';
import { NEXT_INVOICE, useViewInvoice } from '../api/get-view-invoice';
import { InvoiceDownloads } from './invoice-downloads';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function InvoiceLines({ invoice }: { invoice: InvoiceView }) {
  return (
    <div className="portal-table">
      <div className="portal-table__scroll">
        <table>
          <caption className="portal-visually-hidden">Invoice lines</caption>
          <thead>
            <tr>
              {['Description', 'Quantity', 'Unit price', 'Amount'].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {invoice.lines.length === 0 && (
              <tr>
                <td colSpan={4} className="portal-table__message">
                  This invoice has no lines.
                </td>
              </tr>
            )}
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td data-label="Description">{line.description}</td>
                <td data-label="Quantity">{line.quantity}</td>
                <td data-label="Unit price" style={NO_WRAP}>
                  {formatCurrency(line.unitPrice)}
                </td>
                <td data-label="Amount" style={NO_WRAP}>
                  {formatCurrency(line.amount)}
                </td>
              </tr>
            ))}
            <tr>
              <td data-label="Description" colSpan={3} style={{ fontWeight: 700 }}>
                Total
              </td>
              <td data-label="Amount" style={{ ...NO_WRAP, fontWeight: 700 }}>
                {formatCurrency(invoice.total)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}

function InvoiceDetails({ invoice }: { invoice: InvoiceView }) {
  const title = invoice.preview ? 'Next invoice (preview)' : `Invoice ${invoice.invoiceTxNumber}`;
  return (
    <Card title={title} actions={!invoice.preview && <InvoiceDownloads invoiceTxNumber={invoice.invoiceTxNumber} />}>
      {invoice.preview && <p>This is what your next invoice will show so far. It can be downloaded once it is issued.</p>}
      <dl className="portal-details" style={{ marginBottom: 16 }}>
        <dt>Customer</dt>
        <dd>{invoice.customerName}</dd>
        <dt>Account</dt>
        <dd>{invoice.accountCode}</dd>
        <dt>Invoice number</dt>
        <dd>{invoice.invoiceTxNumber}</dd>
        <dt>Invoice date</dt>
        <dd>{formatDate(invoice.invoiceDate)}</dd>
        <dt>Due date</dt>
        <dd>{formatDate(invoice.dueDate)}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={invoice.status} />
        </dd>
      </dl>
      <InvoiceLines invoice={invoice} />
      <dl className="portal-details" style={{ marginTop: 16 }}>
        <dt>Total</dt>
        <dd>{formatCurrency(invoice.total)}</dd>
        <dt>Outstanding</dt>
        <dd>{formatCurrency(invoice.outstanding)}</dd>
      </dl>
    </Card>
  );
}

/** An invoice (billing.GetViewInvoice): its header, lines, total and outstanding amount, and downloads; 'next' previews the upcoming one. */
export default function InvoiceViewPage() {
  const { invoiceTxNumber = '' } = useParams();
  const invoice = useViewInvoice(invoiceTxNumber);
  const isNext = invoiceTxNumber === NEXT_INVOICE;

  let body;
  if (invoice.data) {
    body = <InvoiceDetails invoice={invoice.data} />;
  } else if (invoice.isError && !invoice.isFetching) {
    const notFound = isActionError(invoice.error) && (invoice.error.code === ERROR_CODES.notFound || invoice.error.status === 404);
    body = (
      <Card title={isNext ? 'Next invoice' : `Invoice ${invoiceTxNumber}`}>
        {notFound ? (
          <EmptyState title={isNext ? 'There is no upcoming invoice yet.' : 'We could not find that invoice.'}>
            <p>{isNext ? 'Your next invoice will show here once there is something to bill.' : 'Check the number, or pick the invoice from your list of invoices.'}</p>
          </EmptyState>
        ) : (
          <ErrorState title="We could not load this invoice" message={invoice.error.message} onRetry={() => void invoice.refetch()} />
        )}
      </Card>
    );
  } else {
    body = <LoadingState label="Loading the invoice…" />;
  }

  return (
    <>
      <AccountSectionHeader />
      <p>
        <Link to={paths.billingDetails}>
          <span aria-hidden="true">← </span>Back to Payments &amp; Billing
        </Link>
      </p>
      {body}
    </>
  );
}
