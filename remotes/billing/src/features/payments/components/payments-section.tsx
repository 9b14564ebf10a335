import type { PaymentListItem } from '@portal/contract/catalogue';
import { Card, ErrorState, formatCurrency, formatDate, LoadingState, StatusBadge } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import { DownloadButton } from '@portal/ui/download';
import { usePayments } from '../api/get-payments';

/** Rows a page: short, so that the billing page stays short on a phone. */
export const PAYMENTS_PAGE_SIZE = 5;
export const PAYMENTS_TITLE = 'Payments and receipts';

const COLUMNS: Column<PaymentListItem>[] = [
  { key: 'date', header: 'Date', render: (p) => formatDate(p.date) },
  { key: 'method', header: 'Method' },
  { key: 'reference', header: 'Reference' },
  { key: 'description', header: 'Paid towards' },
  { key: 'amount', header: 'Amount', render: (p) => formatCurrency(p.amount) },
  { key: 'status', header: 'Status', render: (p) => <StatusBadge status={p.status} /> },
  {
    key: 'receipt',
    header: 'Receipt',
    render: (p) =>
      p.receipt ? (
        <DownloadButton
          action="billing.doc.DownloadPDFReceipt"
          body={{ paymentReference: p.reference }}
          label="Receipt PDF"
          labelSuffix={`of payment ${p.reference}`}
          subject={`the receipt of payment ${p.reference}`}
        />
      ) : (
        'None'
      ),
  },
];

/** Every payment of the account (card payments, failed ones too, and debit order collections), each with its receipt. */
export function PaymentsSection() {
  const payments = usePayments();
  let body;
  if (payments.data) {
    body = (
      <DataTable
        columns={COLUMNS}
        rows={payments.data.payments}
        rowKey={(p) => p.reference}
        pageSize={PAYMENTS_PAGE_SIZE}
        filterLabel="Filter payments"
        noun="payments"
        emptyMessage="No payments yet."
        caption="Your payments, newest first"
      />
    );
  } else if (payments.isError && !payments.isFetching) {
    body = <ErrorState title="We could not load your payments" message={payments.error.message} onRetry={() => void payments.refetch()} />;
  } else {
    body = <LoadingState label="Loading your payments…" />;
  }
  return (
    <div id="payments">
      <Card title={PAYMENTS_TITLE}>{body}</Card>
    </div>
  );
}
