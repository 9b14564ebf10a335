import { AUTH_EVENTS, clearSession, emitAuthEvent, portalCache } from '@portal/contract';

let expired = false;

/**
 * spec §4 Session: on expiry the cache is cleared and the session forgotten; the guard then sends the
 * user to login with nextURL set to the page they were on, where the Session Expired modal shows.
 */
export function expireSession() {
  expired = true;
  clearSession();
  portalCache.clear();
  emitAuthEvent(AUTH_EVENTS.sessionExpired);
}

/** Whether the session was ended by expiry (not by signing out); the login page clears it once shown. */
export const sessionHasExpired = () => expired;
export const forgetSessionExpiry = () => {
  expired = false;
};
