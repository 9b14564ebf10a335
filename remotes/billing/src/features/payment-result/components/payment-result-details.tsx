import type { PaymentValidation } from '@portal/contract/catalogue';
import { truncateProduct } from '@portal/ui';
import { RESULT_TEXTS } from '../payment-result-texts';

/** The body of a payment or capture result: what happened and the reference to quote. */
export function PaymentResultDetails({ result }: { result: PaymentValidation }) {
  const product = truncateProduct(result.displayProduct);
  if (result.kind === 'capture') {
    const outcome = result.paymentStatus ? RESULT_TEXTS.captured : RESULT_TEXTS.notCaptured;
    return (
      <>
        <p>{outcome}</p>
        {result.message && result.message !== outcome && <p>{result.message}</p>}
        <dl className="portal-details">
          <dt>Reference</dt>
          <dd>{result.reference}</dd>
        </dl>
      </>
    );
  }
  return (
    <>
      {result.message && <p>{result.message}</p>}
      <dl className="portal-details">
        <dt>Payment status</dt>
        <dd>{result.paymentStatus ? 'Successful' : 'Failed'}</dd>
        <dt>Reference</dt>
        <dd>{result.reference}</dd>
        {/* An account payment names the account's code, not a service. */}
        <dt>{result.paidFor === 'service' ? 'Service tag' : 'Account'}</dt>
        <dd>{result.serviceTag}</dd>
        <dt>Product</dt>
        <dd title={product !== result.displayProduct ? result.displayProduct : undefined}>{product}</dd>
        <dt>Amount</dt>
        <dd>{result.displayAmount}</dd>
        {result.paidTowards && (
          <>
            <dt>Paid towards</dt>
            <dd>{result.paidTowards}</dd>
          </>
        )}
      </dl>
    </>
  );
}
