import { actionPath, AUTH_HEADER, clearSession, getAccessToken, portalCache, transportInternals } from '@portal/contract';

let signedOut = false;

/**
 * Forgets the token here at once, then revokes it on the server. A page left or closed straight after "Sign out"
 * keeps no token, and the revocation, sent with keepalive, still reaches the server; an unreachable server cannot keep
 * anyone signed in either. The guard, seeing the session gone, opens the login page (without a nextURL: see
 * `sessionWasSignedOut`).
 */
export async function signOut() {
  const token = getAccessToken();
  if (!token) return;
  signedOut = true;
  clearSession();
  portalCache.clear();
  try {
    await fetch(transportInternals.url(actionPath('auth.SignOut')), {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { [AUTH_HEADER]: token, 'content-type': 'application/json' },
      body: '{}',
    });
  } catch {
    // Forgotten here already, whatever became of the request.
  }
}

/** Whether the session was ended by signing out: the login page then opens plain, not to come back to the same page. */
export const sessionWasSignedOut = () => signedOut;
export const forgetSignOut = () => {
  signedOut = false;
};
