import { decodeClaims, getAccessToken, STORAGE_KEYS, subscribeSession, type TokenClaims } from '@portal/contract';
import { useMemo, useSyncExternalStore } from 'react';

/** Re-renders on a new token in this tab (sign-in, account switch, re-auth, sign-out) and on one from another tab. */
function subscribeToken(onChange: () => void) {
  const off = subscribeSession(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.session) onChange();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    off();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * The current token's claims, or null without a (readable) token. The snapshot is the token string, so a
 * render sees one token throughout and claims are decoded once per token. The claims only shape the UI:
 * the server enforces role and modules itself (spec §6, docs/security.md).
 */
export function useTokenClaims(): TokenClaims | null {
  const token = useSyncExternalStore(subscribeToken, getAccessToken, () => null);
  return useMemo(() => decodeClaims(token), [token]);
}
