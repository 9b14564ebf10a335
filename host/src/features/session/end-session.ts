import { actionPath, AUTH_EVENTS, clearSession, emitAuthEvent, forgetReadAhead, getAccessToken, portalCache, transportInternals } from '@portal/contract';

let endedBy: 'expiry' | 'sign-out' | null = null;

/**
 * What the tab keeps for the person signing out, in session storage under the portal's names: the cart, a cancellation
 * being confirmed, a card payment's attempt and return page, the account notice, the passkey offer (issue 32: signing
 * out clears what the page holds). Per device, not per person, the rest of local storage stays.
 */
function forgetTabState() {
  if (typeof sessionStorage === 'undefined') return;
  const portalKeys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).filter((key) => key?.startsWith('portal.'));
  for (const key of portalKeys) sessionStorage.removeItem(key!);
}

function end(reason: NonNullable<typeof endedBy>) {
  endedBy = reason;
  clearSession();
  portalCache.clear();
  forgetReadAhead();
  if (reason === 'sign-out') forgetTabState();
}

/**
 * spec §4 Session: on expiry the cache is cleared and the session forgotten; the guard then sends the
 * user to login with nextURL set to the page they were on, where the Session Expired modal shows.
 */
export function expireSession() {
  end('expiry');
  emitAuthEvent(AUTH_EVENTS.sessionExpired);
}

/**
 * Forgets the token here at once, then revokes it on the server. A page left or closed straight after "Sign out"
 * keeps no token, and the revocation, sent with keepalive, still reaches the server; an unreachable server cannot keep
 * anyone signed in either. The guard, seeing the session gone, opens the login page plain.
 */
export async function signOut() {
  if (!getAccessToken()) return;
  const request = { headers: transportInternals.headers({ 'content-type': 'application/json' }), body: '{}', keepalive: true };
  end('sign-out');
  // Forgotten here already, whatever becomes of the request.
  await transportInternals.send(actionPath('auth.SignOut'), request).catch(() => undefined);
}

/** How the last session ended, until the login page has taken note of it. */
export const sessionEndedBy = () => endedBy;
export const forgetSessionEnd = () => {
  endedBy = null;
};
