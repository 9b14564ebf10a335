import type { PaymentValidation } from '@portal/contract/catalogue';

/** spec §2 Card-payment result and Card-capture-complete, §8: the titles and messages, word for word. */
export const RESULT_TEXTS = {
  paymentConfirmed: 'Payment Confirmed',
  paymentFailed: 'Payment Failed',
  captureConfirmed: 'Capturing Confirmed',
  captureFailed: 'Capturing Failed',
  captured: 'Card details successfully captured.',
  notCaptured: 'Failed to capture credit card details',
  transactionFailed: 'Transaction Failed',
} as const;

export function resultTitle(result: Pick<PaymentValidation, 'kind' | 'paymentStatus'>): string {
  if (result.kind === 'capture') return result.paymentStatus ? RESULT_TEXTS.captureConfirmed : RESULT_TEXTS.captureFailed;
  return result.paymentStatus ? RESULT_TEXTS.paymentConfirmed : RESULT_TEXTS.paymentFailed;
}
