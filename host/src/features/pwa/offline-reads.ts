import { API_BASE } from '@portal/contract';

/**
 * The reads the dashboard and the signed-in frame make: the service worker keeps their answers for the signed-in
 * session only, and gives them back only when the network fails (offline, the dashboard shows as last seen). Anything
 * else (every change, documents, payments) always goes to the server.
 */
export const OFFLINE_READ_ACTIONS: ReadonlySet<string> = new Set([
  'account.GetAccount',
  'account.GetAccounts',
  'account.GetChildAccounts',
  'account.GetChildAccountsOverview',
  'account.messages.GetMessages',
  'billing.GetBillingDetails',
  'dashboard.alert.GetAlerts',
  'services.GetServices',
  'tickets.GetTickets',
]);

/** One cache per signed-in person and account; all of them go on sign-out and on every new sign-in. */
export const OFFLINE_READS_CACHE_PREFIX = 'portal-offline-reads-';

/** The message the page sends the service worker when a session ends or another begins. */
export const CLEAR_OFFLINE_READS = 'portal:clear-offline-reads';

const ACTION_PREFIX = `${API_BASE}/action/`;

/** The action a request path calls when it is one of the offline reads; otherwise null. */
export function offlineReadAction(pathname: string): string | null {
  if (!pathname.startsWith(ACTION_PREFIX)) return null;
  const name = pathname.slice(ACTION_PREFIX.length);
  return OFFLINE_READ_ACTIONS.has(name) ? name : null;
}
