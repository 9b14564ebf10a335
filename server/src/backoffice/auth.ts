import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@portal/contract';
import type { CounterStore, RateLimit } from '../auth/rate-limit';
import { uncount, withinLimit } from '../auth/rate-limit';
import { ActionFailure } from '../http/action-failure';

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * Checks `Authorization: Bearer <token>` against every configured token, in constant time: each is compared as a
 * SHA-256 digest (same length whatever was sent) and all of them are always compared, so neither the time taken nor
 * which token matched tells a guesser anything. Tokens are never logged (logging.ts redacts the header).
 */
export function bearerChecker(tokens: readonly string[]) {
  const expected = tokens.map(digest);
  return (authorization: string | undefined) => {
    const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(authorization ?? '');
    const sent = digest(match?.[1] ?? '');
    let ok = false;
    for (const token of expected) ok = timingSafeEqual(token, sent) || ok;
    return Boolean(match) && ok;
  };
}

export const unauthenticated = () =>
  new ActionFailure(401, ERROR_CODES.unauthenticated, 'Send Authorization: Bearer <token> with one of the tokens BACKOFFICE_TOKEN configures.');

export interface BackofficeLimits {
  /** Requests per client address per minute (BACKOFFICE_REQUESTS_PER_MINUTE). */
  requests: RateLimit;
  /** Refused tokens per client address: a guesser is stopped long before a token could be found. */
  refusals: RateLimit;
}

export const backofficeLimits = (requestsPerMinute: number): BackofficeLimits => ({
  requests: { name: 'backoffice', max: requestsPerMinute, windowMs: 60_000 },
  refusals: { name: 'backoffice-refused', max: 20, windowMs: 10 * 60_000 },
});

const tooMany = (message: string) => new ActionFailure(429, ERROR_CODES.rateLimited, message);

/** Rate limits first (per address, before the token is even looked at), then the token; throws 429 or 401. */
export async function admit(counters: CounterStore, limits: BackofficeLimits, check: (authorization: string | undefined) => boolean, address: string, authorization: string | undefined, nowMs: number) {
  if (!(await withinLimit(counters, limits.requests, address, nowMs))) throw tooMany('Too many requests from this address: wait a minute and try again.');
  // Counted before the check and taken back when the token is right, so that only refusals add up.
  if (!(await withinLimit(counters, limits.refusals, address, nowMs))) throw tooMany('Too many refused tokens from this address: try again in 10 minutes.');
  if (!check(authorization)) throw unauthenticated();
  await uncount(counters, limits.refusals, address, nowMs);
}
