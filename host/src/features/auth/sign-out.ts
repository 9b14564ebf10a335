import { actionPath, AUTH_HEADER, clearSession, getAccessToken, portalCache, transportInternals } from '@portal/contract';

/**
 * Forgets the token here at once, then revokes it on the server. A page left or closed straight after "Sign out"
 * keeps no token, and the revocation, sent with keepalive, still reaches the server; an unreachable server cannot keep
 * anyone signed in either.
 */
export async function signOut() {
  const token = getAccessToken();
  if (!token) return;
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
