import { PAYMENT_RETURN_PARAM, paths } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import BillingDetailsPage from '../../billing-details/components/billing-details-page';
import { takePaymentReturnRoute } from '../../pay-now/payment-return-route';
import { usePaymentValidation } from '../api/validate-payment';
import { refreshBillingQueries } from '../refresh-billing-queries';
import { PaymentResultModal } from './payment-result-modal';

/**
 * /payment/redirect: where the gateway sends the browser back with ?paymentToken=. Validates the payment or card capture
 * once and shows its result over billing details; closing goes back to where it started (or billing details).
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

  return (
    <>
      <BillingDetailsPage />
      <PaymentResultModal result={validation.data} failure={validation.isError ? validation.error.message : null} onClose={close} />
    </>
  );
}
