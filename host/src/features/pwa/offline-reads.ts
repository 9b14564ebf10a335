import { API_BASE, READS_PATH } from '@portal/contract';

/**
 * The reads the dashboard and the signed-in frame make: the service worker keeps their answers for the signed-in
 * session only, and gives them back only when the network fails (offline, the dashboard shows as last seen); the same
 * for the request that asks several of them together (READS_PATH), as the dashboard opens. Anything else (every change,
 * documents, payments) always goes to the server.
 */
// Pure: the page's bundle, which imports this module only for its names below, leaves the list out.
export const OFFLINE_READ_ACTIONS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'account.GetAccount',
  'account.GetAccounts',
  'account.GetChildAccounts',
  'account.GetChildAccountsOverview',
  'account.messages.GetMessages',
  'billing.GetBillingDetails',
  'billing.arrangement.GetPaymentArrangement',
  'dashboard.alert.GetAlerts',
  'services.GetServices',
  'tickets.GetTickets',
]);

/** One cache per signed-in person and account; all of them go on sign-out and on every new sign-in. */
export const OFFLINE_READS_CACHE_PREFIX = 'portal-offline-reads-';

/** The message the page sends the service worker when a session ends or another begins. */
export const CLEAR_OFFLINE_READS = 'portal:clear-offline-reads';

const ACTION_PREFIX = `${API_BASE}/action/`;

/** Whether a request path is one of the offline reads, or the request of several of them. */
export function isOfflineRead(pathname: string): boolean {
  if (pathname === READS_PATH) return true;
  return pathname.startsWith(ACTION_PREFIX) && OFFLINE_READ_ACTIONS.has(pathname.slice(ACTION_PREFIX.length));
}
