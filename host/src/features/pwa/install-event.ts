/** What Chromium browsers hand the page when the app can be installed (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/**
 * Keeps the browser's install offer for the Add to Homescreen modal instead of the browser's own bar. Runs at start-up
 * (the event may come while the login page shows); the modal itself loads with the signed-in shell.
 */
export function captureInstallEvent() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export const installEvent = () => deferred;

/** The offer can be used once: after its prompt the browser sends a new event if the app can still be installed. */
export function forgetInstallEvent() {
  deferred = null;
  changed();
}

export function subscribeInstallEvent(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
