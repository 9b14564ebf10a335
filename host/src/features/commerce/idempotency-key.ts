/**
 * A new idempotency key (contract: 16-64 letters, digits and dashes). A confirm page makes one per visit and sends it
 * with every attempt, so a double click, a retry or the transport's retry after re-authentication makes one order.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
