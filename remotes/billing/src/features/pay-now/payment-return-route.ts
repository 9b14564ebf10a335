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
