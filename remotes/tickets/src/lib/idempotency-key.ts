/**
 * A new idempotency key (contract: 16-64 letters, digits and dashes). Made once per form and sent again on every
 * retry of it, so that a repeated submit logs one ticket or one reply.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
