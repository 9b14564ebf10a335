import type { CancellationContext, Cart } from './catalogue/services';
import { STORAGE_KEYS } from './constants';

/**
 * @portal/contract/commerce-flow: the cart and the cancellation being confirmed travel from a service area's page to the
 * host's confirm pages in session storage (spec §6: some state in session storage), so a reload of a confirm page keeps
 * them and a new tab starts clean. Each carries the idempotency key its confirmation is sent with: kept while the content
 * is unchanged, so a reload or a copy of the tab after an answer that never arrived sends the same key and the server
 * makes one order; new content gets a new key.
 */
const storage = () => (typeof sessionStorage !== 'undefined' ? sessionStorage : null);
const keyOf = (storageKey: string) => `${storageKey}.idempotency-key`;

function read<T>(storageKey: string): T | null {
  try {
    const raw = storage()?.getItem(storageKey);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storageKey: string, value: unknown) {
  const store = storage();
  if (!store) return;
  const next = JSON.stringify(value);
  if (store.getItem(storageKey) !== next) store.removeItem(keyOf(storageKey));
  store.setItem(storageKey, next);
}

function clear(storageKey: string) {
  storage()?.removeItem(storageKey);
  storage()?.removeItem(keyOf(storageKey));
}

/** The key stored with the content, made with `make` the first time it is asked for. */
function idempotencyKeyOf(storageKey: string, make: () => string) {
  const store = storage();
  const kept = store?.getItem(keyOf(storageKey));
  if (kept) return kept;
  const made = make();
  store?.setItem(keyOf(storageKey), made);
  return made;
}

export const readCart = () => read<Cart>(STORAGE_KEYS.cart);
export const writeCart = (cart: Cart) => write(STORAGE_KEYS.cart, cart);
export const clearCart = () => clear(STORAGE_KEYS.cart);
export const cartIdempotencyKey = (make: () => string) => idempotencyKeyOf(STORAGE_KEYS.cart, make);

export const readCancellation = () => read<CancellationContext>(STORAGE_KEYS.cancellation);
export const writeCancellation = (context: CancellationContext) => write(STORAGE_KEYS.cancellation, context);
export const clearCancellation = () => clear(STORAGE_KEYS.cancellation);
export const cancellationIdempotencyKey = (make: () => string) => idempotencyKeyOf(STORAGE_KEYS.cancellation, make);
