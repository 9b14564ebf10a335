/**
 * The auth-event bus (spec §4): remotes and the host talk about authentication only through it.
 * Backed by window events so that every federated copy of a caller reaches the same listeners.
 */
export const AUTH_EVENTS = {
  reauthRequired: 'portal:auth:reauth-required',
  authComplete: 'portal:auth:auth-complete',
  unauthorized: 'portal:auth:unauthorized',
  sessionExpired: 'portal:auth:session-expired',
  /** The person closed the re-auth prompt: the waiting action fails instead of going ahead. */
  reauthCancelled: 'portal:auth:reauth-cancelled',
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

/** Resolves on the next auth-complete; rejects when the session expires or the person cancels re-auth. */
export function waitForAuthComplete(): Promise<void> {
  return new Promise((resolve, reject) => {
    const offs = [
      onAuthEvent(AUTH_EVENTS.authComplete, () => settle(resolve)),
      onAuthEvent(AUTH_EVENTS.sessionExpired, () => settle(() => reject(new Error('Session Expired')))),
      onAuthEvent(AUTH_EVENTS.reauthCancelled, () => settle(() => reject(new Error(REAUTH_CANCELLED_MESSAGE)))),
    ];
    const settle = (done: () => void) => {
      offs.forEach((off) => off());
      done();
    };
  });
}

export const REAUTH_CANCELLED_MESSAGE = 'Re-authentication was cancelled, so nothing was changed.';
