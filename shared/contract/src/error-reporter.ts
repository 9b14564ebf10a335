import { LOGGER_PATH } from './constants';
import { getClaims } from './session';

let serverUrl = '';
const reported = new Set<string>();

/** Where POST /api/logger lives; empty means the page's own origin. */
export function configureErrorReporter(opts: { serverUrl?: string }) {
  serverUrl = (opts.serverUrl ?? '').replace(/\/$/, '');
}

/**
 * spec §7 error reporting: url, accountCode and message to POST /api/logger. Errors about 'code 401'
 * are not sent (the session is handled elsewhere), and the same message on the same page for the
 * same account is sent once.
 */
export function reportError(error: unknown): boolean {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);
  // A 401 from the portal API (an ActionError with its status) is a session matter too, whatever its words.
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (!message || message.includes('code 401') || status === 401) return false;
  const url = typeof location !== 'undefined' ? location.origin + location.pathname : '';
  const accountCode = getClaims()?.accountCode ?? '';
  const key = `${message}\u0000${url}\u0000${accountCode}`;
  if (reported.has(key)) return false;
  reported.add(key);
  void fetch(serverUrl + LOGGER_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, accountCode, message }),
    keepalive: true,
  }).catch(() => undefined);
  return true;
}
