/**
 * Search parameters of Payments & Billing that open the Credit Card Payment modal at once:
 * `?pay=now` (the dashboard's 'Pay now'), `?pay=invoice&invoice=<number>` (an invoice's 'Pay this invoice': the modal
 * opens on that invoice's outstanding amount), and `&amount=<rand>` (Try again after a failed payment: the same amount).
 */
export const PAY_NOW_PARAM = 'pay';
export const PAY_INVOICE_PARAM = 'invoice';
export const PAY_AMOUNT_PARAM = 'amount';

/** The billing page's search that opens the modal for this payment again. */
export function payAgainSearch(attempt: { amount?: number; invoiceTxNumber?: string | null }) {
  const params = new URLSearchParams({ [PAY_NOW_PARAM]: attempt.invoiceTxNumber ? 'invoice' : 'now' });
  if (attempt.invoiceTxNumber) params.set(PAY_INVOICE_PARAM, attempt.invoiceTxNumber);
  if (attempt.amount) params.set(PAY_AMOUNT_PARAM, attempt.amount.toFixed(2));
  return `?${params.toString()}`;
}
