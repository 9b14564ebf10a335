import { AccountSectionHeader, QueryView } from '@portal/ui';
import { useBillingDetails } from '../api/get-billing-details';
import { BillingSummary } from './billing-summary';
import { InvoiceList } from './invoice-list';

export default function BillingDetailsPage() {
  const details = useBillingDetails();
  return (
    <>
      <AccountSectionHeader />
      <h2>Payments &amp; Billing</h2>
      <QueryView query={details} loadingLabel="Loading your billing details…">
        {(summary) => <BillingSummary summary={summary} />}
      </QueryView>
      <InvoiceList />
    </>
  );
}
