import { ERROR_CODES, isActionError, paths } from '@portal/contract';
import { AccountSectionHeader, Card, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useBillingDetails } from '../../billing-details/api/get-billing-details';
import { useDebitOrderMandate } from '../api/render-debit-order-mandate';
import { AcceptMandate } from './accept-mandate';
import { AccountEnquiryForm } from './account-enquiry-form';
import { MandateDetails, mandateStatusText, type MandateView } from './mandate-details';
import { ReactivateDebitOrder } from './reactivate-debit-order';

/** The server's answer when the account has no debit order (404) or no mandate can exist for it (409). */
const hasNoMandate = (error: unknown) =>
  isActionError(error) && (error.code === ERROR_CODES.notFound || error.status === 404 || error.status === 409);

/** What the enquiry ticket says about the account now: the billing status and the mandate's. */
function statusDescription(displayCurrentStatus: string | undefined, mandate: MandateView | undefined) {
  return [
    displayCurrentStatus && `Account status: ${displayCurrentStatus}.`,
    mandate && `Debit order mandate: ${mandateStatusText(mandate).toLowerCase()}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** spec §2 /account/debit-order-mandate: the mandate, its acceptance, and an account enquiry. */
export default function MandatePage() {
  const mandate = useDebitOrderMandate();
  const billing = useBillingDetails();
  const debitOrder = billing.data?.billingDetails.debitOrderDetailsBean;

  let body;
  if (mandate.data) {
    body = (
      <>
        <MandateDetails mandate={mandate.data} />
        <AcceptMandate mandate={mandate.data} />
      </>
    );
  } else if (mandate.isError && !mandate.isFetching) {
    body = hasNoMandate(mandate.error) ? (
      <EmptyState title="You have no debit order mandate.">
        <p>{mandate.error.message}</p>
        <p>
          To pay by debit order, choose Edit Payment Info on <Link to={paths.billingDetails}>Payments & Billing</Link>.
        </p>
      </EmptyState>
    ) : (
      <ErrorState title="We could not load your debit order mandate" message={mandate.error.message} onRetry={() => void mandate.refetch()} />
    );
  } else {
    body = <LoadingState label="Loading your debit order mandate…" />;
  }

  return (
    <>
      <AccountSectionHeader />
      <p>
        <Link to={paths.billingDetails}>Back to Payments & Billing</Link>
      </p>
      <Card title="Debit Order Mandate">
        {debitOrder && <ReactivateDebitOrder debitOrder={debitOrder} />}
        {body}
      </Card>
      <Card title="Account enquiry">
        <p style={{ marginTop: 0 }}>A question about your account or your debit order? Tell us and we will log a ticket for you.</p>
        <AccountEnquiryForm currentStatusDescription={statusDescription(billing.data?.displayCurrentStatus, mandate.data)} />
      </Card>
    </>
  );
}
