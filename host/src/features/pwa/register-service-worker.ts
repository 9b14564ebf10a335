import { getAccessToken, subscribeSession } from '@portal/contract';
import { sessionHolder } from '../session/session-holder';
import { reportFilesLoadedAroundWorker } from './first-visit-files';
import { CLEAR_OFFLINE_READS, OFFLINE_READS_CACHE_PREFIX } from './offline-reads';

/**
 * Forgets the offline copies of the dashboard's reads: the service worker stops storing answers still on their way,
 * and the page deletes the caches itself too, so that nothing stays even if no service worker runs.
 */
export async function clearOfflineReads() {
  navigator.serviceWorker?.controller?.postMessage({ type: CLEAR_OFFLINE_READS });
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(OFFLINE_READS_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

/**
 * Registers the service worker once the page has loaded (it must not compete with the first paint), and clears the
 * offline copies whenever the session changes hands: sign-out, expiry, a new sign-in, another account.
 */
export function startServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the portal works as before, only not offline.
    });
  };
  // A page the worker did not load (the first visit) names what it loaded, so that its first reload works offline.
  if (!navigator.serviceWorker.controller) reportFilesLoadedAroundWorker(navigator.serviceWorker, window.location.origin);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });

  let holder = sessionHolder(getAccessToken());
  subscribeSession(() => {
    const next = sessionHolder(getAccessToken());
    if (next === holder) return;
    holder = next;
    void clearOfflineReads();
  });
}
