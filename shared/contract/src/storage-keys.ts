/**
 * Namespaced storage keys (spec §6: some in local, some in session storage). A module of its own: the host's first
 * script reads the session key before anything else has loaded.
 */
const HOST_STORAGE_KEYS = {
  session: 'portal.session',
  cache: 'portal.cache',
  deviceLogin: 'portal.device-login',
  pwaPrompt: 'portal.pwa-prompt',
  cart: 'portal.cart',
  cancellation: 'portal.cancellation',
} as const;

type StorageKeys = { -readonly [K in keyof typeof HOST_STORAGE_KEYS]: string };

/** The keys this page reads and writes: the host's, unless a standalone QA page moved them (moveStorageKeys). */
export const STORAGE_KEYS: Readonly<StorageKeys> = { ...HOST_STORAGE_KEYS };

/**
 * Moves every key under `namespace` (`portal.qa.tickets` → `portal.qa.tickets.session`…): a standalone QA page keeps
 * a session of its own and never reads or writes the host's. Called before anything reads a key.
 */
export function moveStorageKeys(namespace: string) {
  const keys = STORAGE_KEYS as StorageKeys;
  for (const name of Object.keys(HOST_STORAGE_KEYS) as (keyof StorageKeys)[]) {
    keys[name] = `${namespace}.${HOST_STORAGE_KEYS[name].replace(/^portal\./, '')}`;
  }
}
