/**
 * Namespaced storage keys (spec §6: some in local, some in session storage). A module of its own: the host's first
 * script reads the session key before anything else has loaded.
 */
export const STORAGE_KEYS = {
  session: 'portal.session',
  cache: 'portal.cache',
  deviceLogin: 'portal.device-login',
  pwaPrompt: 'portal.pwa-prompt',
  cart: 'portal.cart',
  cancellation: 'portal.cancellation',
} as const;
