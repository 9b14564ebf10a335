import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@portal/contract';
import { ActionFailure } from '../../http/action-failure';

/** A hash of what was asked, so the same key for something else is refused. Key order does not matter. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, canonical(x)]))
        : v;
  return createHash('sha256').update(JSON.stringify(canonical(value))).digest('hex');
}

/** The first answer for a key when asked the same again; refused (422) when the key was used for another request. */
export function replayOrRefuse<T extends { requestHash: string }>(first: T | undefined, hash: string): T | undefined {
  if (first && first.requestHash !== hash) {
    throw new ActionFailure(422, ERROR_CODES.badInput, 'This idempotency key was already used for a different request. Start a new one.', 'idempotencyKey');
  }
  return first;
}

export const newReference = (prefix: 'ORD' | 'CAN') => `${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`;
