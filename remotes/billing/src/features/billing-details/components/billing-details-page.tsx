import { AccountSectionHeader, Card, ErrorState, LoadingState } from '@portal/ui';
import { useBillingDetails } from '../api/get-billing-details';
import { BillingSummary } from './billing-summary';
import { InvoiceList } from './invoice-list';

/** spec §2 Payments & Billing: the payment method, balance and invoices. Read-only for now (no payment actions yet). */
export default function BillingDetailsPage() {
  const details = useBillingDetails();
  return (
    <>
      <AccountSectionHeader />
      <Card title="Payments & Billing">
        {details.data ? (
          <BillingSummary summary={details.data} />
        ) : details.isError && !details.isFetching ? (
          <ErrorState title="We could not load your billing details" message={details.error.message} onRetry={() => void details.refetch()} />
        ) : (
          <LoadingState label="Loading your billing details…" />
        )}
      </Card>
      <InvoiceList />
    </>
  );
}
