/**
 * A new idempotency key for one payment attempt (contract: 16-64 letters, digits and dashes). It is made once
 * per opening of a payment modal and sent again on every retry, so the server charges at most once.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
