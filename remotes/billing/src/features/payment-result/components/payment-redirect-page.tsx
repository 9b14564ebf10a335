import { PAYMENT_RETURN_PARAM, paths } from '@portal/contract';
import type { PaymentValidation } from '@portal/contract/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import BillingDetailsPage from '../../billing-details/components/billing-details-page';
import { payAgainSearch } from '../../pay-now/pay-now-param';
import { readPaymentAttempt, takePaymentReturnRoute } from '../../pay-now/payment-return-route';
import { usePaymentValidation } from '../api/validate-payment';
import { refreshBillingQueries } from '../refresh-billing-queries';
import { PaymentResultModal } from './payment-result-modal';

/**
 * /payment/redirect: where the gateway sends the browser back with ?paymentToken=. Validates the payment or card capture
 * once and shows its result over billing details; closing goes back to where it started (or billing details), Try
 * again (after a failed payment) opens the payment dialog again with the same amount.
 */
export default function PaymentRedirectPage() {
  const [params] = useSearchParams();
  const token = params.get(PAYMENT_RETURN_PARAM);
  const validation = usePaymentValidation('billing.payment.ValidatePayGatePayment', token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The page underneath may have loaded before the payment was recorded: show the ledger after it.
  useEffect(() => {
    if (validation.isSuccess) void refreshBillingQueries(queryClient);
  }, [validation.isSuccess, queryClient]);

  if (!token) return <Navigate to={paths.billingDetails} replace />;

  const close = () => {
    void refreshBillingQueries(queryClient);
    navigate(takePaymentReturnRoute(), { replace: true });
  };

  // Back to the payment dialog with the same amount (and invoice, when the attempt saved here was this one).
  const tryAgain = (result: PaymentValidation) => {
    const saved = readPaymentAttempt();
    const attempt = saved && saved.amount === result.amount ? saved : { amount: result.amount, invoiceTxNumber: null };
    takePaymentReturnRoute();
    navigate(`${paths.billingDetails}${payAgainSearch(attempt)}`, { replace: true });
  };

  return (
    <>
      <BillingDetailsPage />
      <PaymentResultModal result={validation.data} failure={validation.isError ? validation.error.message : null} onClose={close} onTryAgain={tryAgain} />
    </>
  );
}
