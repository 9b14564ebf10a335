import { paths } from '@portal/contract';

/** sessionStorage: the page a card payment or capture started from, to go back to after its result. */
export const PAYMENT_RETURN_ROUTE_KEY = 'portal.paymentReturnRoute';

export function savePaymentReturnRoute(route: string) {
  try {
    sessionStorage.setItem(PAYMENT_RETURN_ROUTE_KEY, route);
  } catch {
    // Storage may be off (private mode); the result then returns to billing details.
  }
}

/** Reads and forgets the saved route; billing details when there is none or it is not a path of this portal. */
export function takePaymentReturnRoute(): string {
  let route: string | null = null;
  try {
    route = sessionStorage.getItem(PAYMENT_RETURN_ROUTE_KEY);
    sessionStorage.removeItem(PAYMENT_RETURN_ROUTE_KEY);
  } catch {
    route = null;
  }
  const ownPath = !!route && route.startsWith('/') && !route.startsWith('//') && !route.startsWith('/\\');
  return ownPath && !route!.startsWith('/payment/') ? route! : paths.billingDetails;
}

/** sessionStorage: what the last card payment was for, so that Try again after a failure opens it with the same amount. */
export const PAYMENT_ATTEMPT_KEY = 'portal.paymentAttempt';

export interface PaymentAttempt {
  amount: number;
  invoiceTxNumber: string | null;
}

export function savePaymentAttempt(attempt: PaymentAttempt) {
  try {
    sessionStorage.setItem(PAYMENT_ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // Storage may be off: Try again then opens with the amount the result names.
  }
}

/** The saved attempt, or null when there is none or it is not one. */
export function readPaymentAttempt(): PaymentAttempt | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(PAYMENT_ATTEMPT_KEY) ?? 'null') as Partial<PaymentAttempt> | null;
    if (!parsed || typeof parsed.amount !== 'number') return null;
    return { amount: parsed.amount, invoiceTxNumber: typeof parsed.invoiceTxNumber === 'string' ? parsed.invoiceTxNumber : null };
  } catch {
    return null;
  }
}
