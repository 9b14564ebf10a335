import type { PaymentValidation } from '@portal/contract/catalogue';
import { Button, LoadingState, Modal } from '@portal/ui';
import { RESULT_TEXTS, resultTitle } from '../payment-result-texts';
import { PaymentResultDetails } from './payment-result-details';

export const TRY_AGAIN_LABEL = 'Try again';

export interface PaymentResultModalProps {
  result: PaymentValidation | undefined;
  /** Validation itself failed (not a declined payment): its message. */
  failure: string | null;
  onClose: () => void;
  /** After a failed card payment: back to the payment dialog with the same amount. */
  onTryAgain?: (result: PaymentValidation) => void;
}

/** spec §2 Card-payment result / Card-capture-complete, and 'Transaction Failed' (spec §8), over billing details. */
export function PaymentResultModal({ result, failure, onClose, onTryAgain }: PaymentResultModalProps) {
  if (!result && failure === null) {
    return (
      <Modal open title="Checking your payment">
        <LoadingState label="Checking your payment…" />
      </Modal>
    );
  }
  const ok = (
    <Button onClick={onClose} autoFocus>
      OK
    </Button>
  );
  if (!result) {
    return (
      <Modal open title={RESULT_TEXTS.transactionFailed} onClose={onClose} footer={ok}>
        <p role="alert">{failure}</p>
        <p>Check your invoices and balance before you try again.</p>
      </Modal>
    );
  }
  const failedPayment = result.kind === 'payment' && !result.paymentStatus && onTryAgain;
  return (
    <Modal
      open
      title={resultTitle(result)}
      onClose={onClose}
      footer={
        failedPayment ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onTryAgain(result)} autoFocus>
              {TRY_AGAIN_LABEL}
            </Button>
          </>
        ) : (
          ok
        )
      }
    >
      <PaymentResultDetails result={result} />
    </Modal>
  );
}
