/**
 * The auth-event bus (spec §4): remotes and the host talk about authentication only through it.
 * Backed by window events so that every federated copy of a caller reaches the same listeners.
 */
export const AUTH_EVENTS = {
  reauthRequired: 'portal:auth:reauth-required',
  authComplete: 'portal:auth:auth-complete',
  unauthorized: 'portal:auth:unauthorized',
  sessionExpired: 'portal:auth:session-expired',
} as const;
export type AuthEventName = (typeof AUTH_EVENTS)[keyof typeof AUTH_EVENTS];

const target: EventTarget = typeof window !== 'undefined' ? window : new EventTarget();

export function emitAuthEvent(name: AuthEventName, detail?: unknown) {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes; returns the unsubscribe function. */
export function onAuthEvent(name: AuthEventName, listener: (detail: unknown) => void) {
  const handler = (event: Event) => listener((event as CustomEvent).detail);
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}

/** Resolves on the next auth-complete (rejects on session expiry). */
export function waitForAuthComplete(): Promise<void> {
  return new Promise((resolve, reject) => {
    const offComplete = onAuthEvent(AUTH_EVENTS.authComplete, () => {
      offComplete();
      offExpired();
      resolve();
    });
    const offExpired = onAuthEvent(AUTH_EVENTS.sessionExpired, () => {
      offComplete();
      offExpired();
      reject(new Error('Session Expired'));
    });
  });
}
