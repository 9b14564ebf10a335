import { PAYMENT_RETURN_PARAM, paths } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { usePaymentValidation } from '../api/validate-payment';
import { RESULT_TEXTS, resultTitle } from '../payment-result-texts';
import { refreshBillingQueries } from '../refresh-billing-queries';
import { PaymentResultDetails } from './payment-result-details';

/**
 * /payment/redirect/payhost (spec §2): the hosted payment provider's return, validated once
 * (billing.payment.ValidatePayment) and shown as a page of its own in the host's simple layout.
 */
export default function PayHostConfirmedPage() {
  const [params] = useSearchParams();
  const token = params.get(PAYMENT_RETURN_PARAM);
  const validation = usePaymentValidation('billing.payment.ValidatePayment', token);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (validation.isSuccess) void refreshBillingQueries(queryClient);
  }, [validation.isSuccess, queryClient]);

  if (!token) return <Navigate to={paths.billingDetails} replace />;
  if (validation.isPending) return <LoadingState label="Checking your payment…" />;

  // spec §2: the page is a payment-confirmed page, whatever the provider did (a registration stores the card
  // for the monthly collections): titled as a payment, its details say what happened.
  const title = validation.data ? resultTitle({ ...validation.data, kind: 'payment' }) : RESULT_TEXTS.transactionFailed;
  return (
    <section className="portal-card" aria-labelledby="payhost-result-title" style={{ maxWidth: 560, margin: '0 auto' }}>
      <h1 id="payhost-result-title" className="portal-card__title" style={{ marginTop: 0 }}>
        {title}
      </h1>
      {validation.data ? <PaymentResultDetails result={validation.data} /> : <p role="alert">{validation.error?.message}</p>}
      <p style={{ marginBottom: 0 }}>
        <Link to={paths.billingDetails} className="portal-button portal-button--primary">
          Go to Payments &amp; Billing
        </Link>
      </p>
    </section>
  );
}
