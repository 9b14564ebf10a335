import { Alert, Button, ErrorState, LoadingState, Modal } from '@portal/ui';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePayNowDetails } from '../api/get-pay-now-details';
import { usePerformPayment } from '../api/perform-payment';
import { goToExternalPage } from '../browser-navigation';
import { newIdempotencyKey } from '../idempotency-key';
import { savePaymentReturnRoute } from '../payment-return-route';

export const PAYMENT_FAILED_PREFIX = 'Failed to process payment: ';
export const CAPTURE_INSTEAD_LABEL = 'Capture card details instead';

export interface CreditCardPaymentModalProps {
  onClose: () => void;
  /** The alternative path (spec §4): the capture frame opens in place of this modal. */
  onCaptureInstead: () => void;
}

/**
 * spec §2 Credit Card Payment: customer, payment status and collection amount; Confirm Payment only when payment is
 * allowed. Confirming sends the browser to the gateway's page. One key per opening: a second click, or a retry
 * after a failure, repeats the same request and so can never charge twice.
 */
export function CreditCardPaymentModal({ onClose, onCaptureInstead }: CreditCardPaymentModalProps) {
  const details = usePayNowDetails();
  const payment = usePerformPayment();
  const [idempotencyKey] = useState(newIdempotencyKey);
  // The mutation's pending state reaches the button a tick late; this stops a fast second click at once.
  const sending = useRef(false);
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;

  const confirm = () => {
    const pay = details.data;
    if (sending.current || !pay?.paymentAllowed) return;
    sending.current = true;
    savePaymentReturnRoute(here);
    payment.mutate(
      { amount: pay.collectionAmount, idempotencyKey },
      {
        // Stays busy: the page is being replaced by the gateway's.
        onSuccess: ({ creditCardInfoCaptureUrl }) => goToExternalPage(creditCardInfoCaptureUrl),
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  const captureInstead = () => {
    savePaymentReturnRoute(here);
    onCaptureInstead();
  };

  const redirecting = payment.isPending || payment.isSuccess;
  const pay = details.data;

  let body;
  if (pay) {
    body = (
      <>
        <dl className="portal-details">
          <dt>Customer</dt>
          <dd>{pay.customerName}</dd>
          <dt>Payment status</dt>
          <dd>{pay.paymentStatus}</dd>
          <dt>Amount to pay</dt>
          <dd>{pay.collectionAmountDisplay}</dd>
        </dl>
        {pay.warningMessage && <Alert tone="warning">{pay.warningMessage}</Alert>}
        {pay.paymentAllowed && (
          <p className="portal-field__hint">
            Confirm Payment takes you to the payment gateway’s secure page to enter your card. You come back here when it is done.
          </p>
        )}
        <p className="portal-field__hint">
          {CAPTURE_INSTEAD_LABEL} stores a card with the payment gateway for later payments, without paying now.
        </p>
        {payment.isError && <Alert tone="error">{PAYMENT_FAILED_PREFIX + payment.error.message}</Alert>}
        {payment.isSuccess && <p role="status">Taking you to the secure payment page…</p>}
      </>
    );
  } else if (details.isError && !details.isFetching) {
    body = <ErrorState title="We could not load your payment details" message={details.error.message} onRetry={() => void details.refetch()} />;
  } else {
    body = <LoadingState label="Loading your payment details…" />;
  }

  return (
    <Modal
      open
      title="Credit Card Payment"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          {pay && (
            <Button variant="secondary" onClick={captureInstead} disabled={redirecting}>
              {CAPTURE_INSTEAD_LABEL}
            </Button>
          )}
          {pay?.paymentAllowed && (
            <Button onClick={confirm} busy={redirecting}>
              Confirm Payment
            </Button>
          )}
        </>
      }
    >
      {body}
    </Modal>
  );
}
