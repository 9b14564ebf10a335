import { ERROR_CODES, isActionError, paths } from '@portal/contract';
import type { InvoiceView } from '@portal/contract/catalogue';
import { AccountSectionHeader, Card, EmptyState, ErrorState, formatDate, LoadingState, StatusBadge } from '@portal/ui';
import { Link, useParams } from 'react-router-dom';
import { InvoiceChangesSection } from '../../invoice-changes/components/invoice-changes-section';
import { NEXT_INVOICE, useViewInvoice } from '../api/get-view-invoice';
import { InvoiceDownloads } from './invoice-downloads';
import { InvoiceLines } from './invoice-lines';
import { InvoiceParties } from './invoice-parties';
import { InvoicePaymentState } from './invoice-payment-state';
import { InvoiceTotals } from './invoice-totals';

/** The heading of an issued invoice: a tax invoice, by its number. */
export const taxInvoiceTitle = (invoiceTxNumber: string) => `Tax Invoice ${invoiceTxNumber}`;

function InvoiceDetails({ invoice }: { invoice: InvoiceView }) {
  const title = invoice.preview ? 'Next invoice (preview)' : taxInvoiceTitle(invoice.invoiceTxNumber);
  return (
    <Card title={title} actions={!invoice.preview && <InvoiceDownloads invoiceTxNumber={invoice.invoiceTxNumber} />}>
      <InvoicePaymentState invoice={invoice} />
      <InvoiceParties invoice={invoice} />
      <dl className="portal-details" style={{ marginBottom: 16 }}>
        {!invoice.preview && (
          <>
            <dt>Invoice number</dt>
            <dd>{invoice.invoiceTxNumber}</dd>
          </>
        )}
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
      <InvoiceTotals invoice={invoice} />
    </Card>
  );
}

/**
 * An invoice (billing.GetViewInvoice) as a tax invoice: supplier and customer, number and dates, lines with their VAT,
 * totals, what is still owed with 'Pay this invoice' (or when it was paid), and downloads, then "Why did my bill
 * change?"; 'next' previews the upcoming one.
 */
export default function InvoiceViewPage() {
  const { invoiceTxNumber = '' } = useParams();
  const invoice = useViewInvoice(invoiceTxNumber);
  const isNext = invoiceTxNumber === NEXT_INVOICE;

  let body;
  if (invoice.data) {
    body = (
      <>
        <InvoiceDetails invoice={invoice.data} />
        {!invoice.data.preview && <InvoiceChangesSection invoiceTxNumber={invoice.data.invoiceTxNumber} />}
      </>
    );
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
