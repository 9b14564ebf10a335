import { type CancellationContext, type Cart } from '@portal/contract';
import { readCancellation, readCart } from '@portal/contract/commerce-flow';

/**
 * The cart and the cancellation context come from session storage, where anything may have been left; a page only
 * works with one that has the shape it needs (the server checks every value again).
 */
export function readStoredCart(): Cart | null {
  const cart = readCart();
  const ok = !!cart && typeof cart.serviceTag === 'string' && Array.isArray(cart.cartLines) && cart.cartLines.length > 0;
  return ok ? cart : null;
}

export function readStoredCancellation(): CancellationContext | null {
  const context = readCancellation();
  const ok =
    !!context &&
    typeof context.serviceTag === 'string' &&
    typeof context.cancellationDate === 'string' &&
    Array.isArray(context.cancellationLines) &&
    typeof context.cancellationInformation?.reasonId === 'string';
  return ok ? context : null;
}

/** spec §3 Cart: upgrade defaults to true. */
export const isUpgradeCart = (cart: Cart) => cart.upgrade !== false;
