/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { createOfflineReadCache } from '../features/pwa/offline-read-cache';
import { CLEAR_OFFLINE_READS, isOfflineRead } from '../features/pwa/offline-reads';

declare const self: ServiceWorkerGlobalScope;

/** webpack's content-hashed names never change: anything else may change with every deploy. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const SHELL = '/index.html';

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const precached = self.__WB_MANIFEST;
const unhashedShellFiles = new Set(
  precached.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).pathname).filter((path) => !HASHED.test(path)),
);

/** Online exactly as without a service worker; the precached copy only when the network fails. */
async function networkThenPrecache(request: Request, fallback: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const copy = await matchPrecache(fallback);
    if (copy) return copy;
    throw error;
  }
}

/** The last page of the app the server sent (it carries the instance config, which the precached shell does not). */
const PAGES_CACHE = 'portal-pages';
const LAST_PAGE = '/__portal-last-page';

/** Online exactly as without a service worker, keeping a copy of the app's page; offline, that copy or the shell. */
async function appPage(request: Request, event: ExtendableEvent): Promise<Response> {
  try {
    const response = await fetch(request);
    const isAppPage = response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html') && new URL(request.url).pathname !== '/login';
    if (isAppPage) {
      const copy = response.clone();
      event.waitUntil(caches.open(PAGES_CACHE).then((cache) => cache.put(LAST_PAGE, copy)));
    }
    return response;
  } catch (error) {
    const last = await caches.match(LAST_PAGE, { cacheName: PAGES_CACHE });
    if (last) return last;
    const copy = await matchPrecache(SHELL);
    if (copy) return copy;
    throw error;
  }
}

// Pages: the server answers (its 404s, its login page); offline, the last page it sent, which shows what it can.
registerRoute(
  new NavigationRoute(({ request, event }) => appPage(request, event as ExtendableEvent), {
    denylist: [/^\/api\//, /^\/gateway-sim\//, /^\/remotes\//],
  }),
);
// The shell's entry files (main.js, index.html): fresh from the server while online, so a deploy shows at once.
registerRoute(
  ({ url }) => sameOrigin(url) && unhashedShellFiles.has(url.pathname),
  ({ request, url }) => networkThenPrecache(request, url.pathname),
);
// The host's content-hashed chunks: from the precache.
precacheAndRoute(precached);

// The areas (remotes) the dashboard loads: hashed chunks kept, entries and manifests fresh while online.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/remotes/') && HASHED.test(url.pathname),
  new CacheFirst({ cacheName: 'portal-remote-chunks', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/remotes/') || url.pathname === '/instance-config.json'),
  new NetworkFirst({ cacheName: 'portal-shell-data', plugins: [new ExpirationPlugin({ maxEntries: 100 })] }),
);

// The dashboard's reads: per signed-in session, served only when the network fails.
const offlineReads = createOfflineReadCache({ caches: self.caches, fetch: (request) => fetch(request), now: () => Date.now() });
registerRoute(
  ({ url }) => sameOrigin(url) && isOfflineRead(url.pathname),
  ({ request }) => offlineReads.handle(request),
  'POST',
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== CLEAR_OFFLINE_READS) return;
  const done = offlineReads.clear().then(() => event.ports[0]?.postMessage({ cleared: true }));
  event.waitUntil(done);
});
