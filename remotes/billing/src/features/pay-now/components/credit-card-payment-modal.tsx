import { CAPABILITY_UNAVAILABLE_MESSAGES, type ActionInput, type ActionOutput } from '@portal/contract';
import { CARD_PAYMENT_LIMITS, parseAmount, paymentEffect, type PaymentFacts } from '@portal/contract/card-payment';
import { centsToDecimal, fromCents, toCents } from '@portal/contract/format';
import { Alert, Button, ErrorState, formatCurrency, LoadingState, Modal, TextField } from '@portal/ui';
import { useCapability } from '@portal/ui/access';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePayNowDetails } from '../api/get-pay-now-details';
import { usePerformPayment } from '../api/perform-payment';
import { goToExternalPage } from '../browser-navigation';
import { newIdempotencyKey } from '../idempotency-key';
import { savePaymentAttempt, savePaymentReturnRoute } from '../payment-return-route';

export const PAYMENT_FAILED_PREFIX = 'Failed to process payment: ';
export const CAPTURE_INSTEAD_LABEL = 'Capture card details instead';
export const ADVANCE_TEXT = 'Nothing is owed at the moment. You can pay in advance: the amount is kept as credit and used against your next invoices.';

type PayNow = ActionOutput<'billing.payment.GetPayGatePayNowDetails'>;
type PaymentRequest = ActionInput<'billing.payment.PerformPayGatePayment'>;

export interface CreditCardPaymentModalProps {
  onClose: () => void;
  /** The alternative path (spec §4): the capture frame opens in place of this modal. */
  onCaptureInstead: () => void;
  /** Pay this invoice: the amount starts at what is outstanding on it, and the money goes to it first. */
  invoiceTxNumber?: string;
  /** The amount to start with, in rand (Try again after a failed payment). */
  initialAmount?: number;
}

/** The pay-now details as the card-payment rules take them. */
const factsOf = (pay: PayNow): PaymentFacts => ({
  owedCents: toCents(pay.amountDue),
  collection: pay.collection,
  nextCollection: pay.nextCollection && { date: pay.nextCollection.date, amountCents: toCents(pay.nextCollection.amount) },
});

/** The invoice being paid, when it still has something outstanding. */
const payableInvoice = (pay: PayNow) => (pay.invoice && pay.invoice.outstanding > 0 ? pay.invoice : null);

/** What the amount field starts with: the amount asked for, the invoice's outstanding amount, what is due, or nothing (an advance). */
function startingAmount(pay: PayNow, initialAmount: number | undefined) {
  if (initialAmount && initialAmount > 0) return centsToDecimal(toCents(initialAmount));
  const invoice = payableInvoice(pay);
  if (invoice) return centsToDecimal(toCents(invoice.outstanding));
  return pay.amountDue > 0 ? centsToDecimal(toCents(pay.amountDue)) : '';
}

/** The typed amount checked: the cents to pay, or the message to show. */
function checkAmount(pay: PayNow, typed: string): { cents: number } | { error: string } {
  const parsed = parseAmount(typed);
  if ('error' in parsed) return parsed;
  const invoice = payableInvoice(pay);
  if (invoice && parsed.cents > toCents(invoice.outstanding)) {
    return { error: `The amount may not be more than the ${formatCurrency(invoice.outstanding)} outstanding on invoice ${invoice.invoiceTxNumber}.` };
  }
  return parsed;
}

/** The request for an amount: for the invoice, or on the account; beyond what is due it is an advance, kept as credit. */
function requestFor(pay: PayNow, cents: number): Omit<PaymentRequest, 'idempotencyKey'> {
  const invoice = payableInvoice(pay);
  if (invoice) return { amount: fromCents(cents), invoiceTxNumber: invoice.invoiceTxNumber };
  return cents > toCents(pay.amountDue) ? { amount: fromCents(cents), advance: true } : { amount: fromCents(cents) };
}

/**
 * spec §2 Credit Card Payment: customer, payment status and what is due; the amount to pay (what is due, one invoice,
 * a part of it, or an advance) and, before it is confirmed, what the payment does to the next debit order or card
 * charge. Confirming sends the browser to the gateway's page. One key per request: a second click, or a retry after a
 * failure, repeats the same request and so can never charge twice; a changed amount is a new request.
 */
export function CreditCardPaymentModal(props: CreditCardPaymentModalProps) {
  // Without a payment gateway (production before one is configured) nothing here could be done: the dialog says so.
  if (!useCapability('payments')) return <CardPaymentsUnavailable onClose={props.onClose} />;
  return <CardPayment {...props} />;
}

function CardPaymentsUnavailable({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      open
      title="Credit Card Payment"
      onClose={onClose}
      footer={
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <Alert tone="info">{CAPABILITY_UNAVAILABLE_MESSAGES.payments}</Alert>
    </Modal>
  );
}

function CardPayment({ onClose, onCaptureInstead, invoiceTxNumber, initialAmount }: CreditCardPaymentModalProps) {
  const details = usePayNowDetails(invoiceTxNumber);
  const payment = usePerformPayment();
  const [typed, setTyped] = useState<string | null>(null);
  const [showError, setShowError] = useState(false);
  const lastRequest = useRef<{ body: string; key: string } | null>(null);
  // The mutation's pending state reaches the button a tick late; this stops a fast second click at once.
  const sending = useRef(false);
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  const pay = details.data;
  const amountText = pay ? (typed ?? startingAmount(pay, initialAmount)) : '';
  const checked = pay ? checkAmount(pay, amountText) : null;

  const keyFor = (body: Omit<PaymentRequest, 'idempotencyKey'>) => {
    const text = JSON.stringify(body);
    if (lastRequest.current?.body !== text) lastRequest.current = { body: text, key: newIdempotencyKey() };
    return lastRequest.current.key;
  };

  const confirm = () => {
    if (sending.current || !pay?.paymentAllowed || !checked) return;
    if ('error' in checked) {
      setShowError(true);
      return;
    }
    sending.current = true;
    const body = requestFor(pay, checked.cents);
    savePaymentReturnRoute(here);
    savePaymentAttempt({ amount: body.amount, invoiceTxNumber: body.invoiceTxNumber ?? null });
    payment.mutate(
      { ...body, idempotencyKey: keyFor(body) },
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

  let body;
  if (pay) {
    const invoice = payableInvoice(pay);
    const effect = checked && 'cents' in checked ? paymentEffect(factsOf(pay), checked.cents) : [];
    const hint = invoice
      ? `At most the ${formatCurrency(invoice.outstanding)} outstanding on invoice ${invoice.invoiceTxNumber}; you may pay part of it.`
      : `From ${formatCurrency(fromCents(CARD_PAYMENT_LIMITS.minCents))} to ${formatCurrency(fromCents(CARD_PAYMENT_LIMITS.maxCents))}. You may pay part of what is due, or more to keep as credit.`;
    body = (
      <>
        <dl className="portal-details">
          <dt>Customer</dt>
          <dd>{pay.customerName}</dd>
          <dt>Payment status</dt>
          <dd>{pay.paymentStatus}</dd>
          <dt>Amount due</dt>
          <dd>{pay.amountDue > 0 ? formatCurrency(pay.amountDue) : 'Nothing due'}</dd>
          {pay.credit > 0 && (
            <>
              <dt>Credit</dt>
              <dd>{formatCurrency(pay.credit)} in credit</dd>
            </>
          )}
          {invoice && (
            <>
              <dt>Invoice</dt>
              <dd>
                {invoice.invoiceTxNumber}: {formatCurrency(invoice.outstanding)} outstanding
              </dd>
            </>
          )}
        </dl>
        {pay.warningMessage && <Alert tone="warning">{pay.warningMessage}</Alert>}
        {pay.invoice && !invoice && <p>Invoice {pay.invoice.invoiceTxNumber} is already paid. You can pay on your account instead.</p>}
        {pay.paymentAllowed && (
          <>
            {pay.amountDue <= 0 && !invoice && <p>{ADVANCE_TEXT}</p>}
            <TextField
              label="Amount to pay"
              inputMode="decimal"
              value={amountText}
              hint={hint}
              error={showError && checked && 'error' in checked ? checked.error : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                payment.reset();
              }}
              onBlur={() => setShowError(amountText !== '')}
            />
            {effect.length > 0 && (
              <ul aria-label="What this payment does" aria-live="polite" style={{ margin: '0 0 12px', paddingLeft: 20 }}>
                {effect.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            )}
            <p className="portal-field__hint">
              Confirm Payment takes you to the payment gateway’s secure page to enter your card. You come back here when it is done.
            </p>
          </>
        )}
        {/* In the body, beside what it does: the footer keeps Cancel and Confirm Payment on one row. */}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '12px 0' }}>
          <Button variant="secondary" onClick={captureInstead} disabled={redirecting}>
            {CAPTURE_INSTEAD_LABEL}
          </Button>
          <p className="portal-field__hint" style={{ flex: '1 1 200px', margin: 0 }}>
            Stores a card with the payment gateway for later payments, without paying now.
          </p>
        </div>
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
