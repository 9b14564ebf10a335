import { callAction, clearSession, getAccessToken, portalCache } from '@portal/contract';

/** Revokes the token on the server and forgets it here; an unreachable server cannot keep anyone signed in. */
export async function signOut() {
  if (!getAccessToken()) return;
  try {
    await callAction('auth.SignOut', {});
  } catch {
    // The token is dropped below whatever the server said.
  }
  clearSession();
  portalCache.clear();
}
