import { decodeClaims, getAccessToken, subscribeSession } from '@portal/contract';
import { useMemo, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  const off = subscribeSession(onChange);
  return () => {
    off();
  };
};

/** The current access token and its claims; re-renders when the session changes. */
export function useSession() {
  const token = useSyncExternalStore(subscribe, getAccessToken, () => null);
  const claims = useMemo(() => decodeClaims(token), [token]);
  return { token, claims };
}
