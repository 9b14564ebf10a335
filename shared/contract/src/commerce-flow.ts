import type { CancellationContext, Cart } from './catalogue/services';
import { STORAGE_KEYS } from './constants';

/**
 * The cart and the cancellation being confirmed travel from a service area's page to the host's confirm pages in session
 * storage (spec §6: some state in session storage), so a reload of a confirm page keeps them and a new tab starts clean.
 */
const storage = () => (typeof sessionStorage !== 'undefined' ? sessionStorage : null);

function read<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const readCart = () => read<Cart>(STORAGE_KEYS.cart);
export const writeCart = (cart: Cart) => storage()?.setItem(STORAGE_KEYS.cart, JSON.stringify(cart));
export const clearCart = () => storage()?.removeItem(STORAGE_KEYS.cart);

export const readCancellation = () => read<CancellationContext>(STORAGE_KEYS.cancellation);
export const writeCancellation = (context: CancellationContext) => storage()?.setItem(STORAGE_KEYS.cancellation, JSON.stringify(context));
export const clearCancellation = () => storage()?.removeItem(STORAGE_KEYS.cancellation);
