/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { createOfflineReadCache } from '../features/pwa/offline-read-cache';
import { CLEAR_OFFLINE_READS, isOfflineRead } from '../features/pwa/offline-reads';
import { unlessAbandoned } from '../features/pwa/abandoned-requests';
import { KEEP_LOADED_FILES, type KeepLoadedFiles } from '../features/pwa/first-visit-files';
import { paths } from '@portal/contract';

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

const REMOTE_CHUNKS_CACHE = 'portal-remote-chunks';
/**
 * The server answers the areas' files with `Vary: Origin` (for other origins' CORS); a page's script request may carry
 * an Origin and a copy kept from a first visit not, and they are the same file of this origin: matched regardless.
 */
const SAME_FILE = { ignoreVary: true } as const;
const SHELL_DATA_CACHE = 'portal-shell-data';
const INSTANCE_CONFIG = '/instance-config.json';

/**
 * What the first reload offline needs that the first visit did not pass through the worker: a page of the app (the
 * login page, prerendered, is not one) and the instance config. Fetched as the worker installs; a failure leaves the
 * worker as it was without them.
 */
async function keepShellForOffline() {
  try {
    const page = await fetch(new Request(paths.dashboard, { headers: { accept: 'text/html' } }));
    if (page.ok && (page.headers.get('content-type') ?? '').startsWith('text/html')) await (await caches.open(PAGES_CACHE)).put(LAST_PAGE, page);
    const config = await fetch(INSTANCE_CONFIG);
    if (config.ok) await (await caches.open(SHELL_DATA_CACHE)).put(INSTANCE_CONFIG, config);
  } catch {
    // Offline as it installs: the next visit online keeps them.
  }
}
self.addEventListener('install', (event) => event.waitUntil(keepShellForOffline()));

/** The files a page loaded before this worker ran, kept in the cache the worker would have put them in. */
async function keepLoadedFiles(urls: readonly string[]) {
  for (const href of urls) {
    const url = new URL(href);
    if (!sameOrigin(url) || (!url.pathname.startsWith('/remotes/') && url.pathname !== INSTANCE_CONFIG)) continue;
    const cacheName = url.pathname.startsWith('/remotes/') && HASHED.test(url.pathname) ? REMOTE_CHUNKS_CACHE : SHELL_DATA_CACHE;
    const cache = await caches.open(cacheName);
    if (await cache.match(url.href, SAME_FILE)) continue;
    try {
      const response = await fetch(url.href);
      if (response.ok) await cache.put(url.href, response);
    } catch {
      // Gone offline meanwhile.
    }
  }
}

// Pages: the server answers (its 404s, its login page); offline, the last page it sent, which shows what it can.
registerRoute(
  new NavigationRoute(({ request, event }) => unlessAbandoned(request, () => appPage(request, event as ExtendableEvent)), {
    denylist: [/^\/api\//, /^\/gateway-sim\//, /^\/remotes\//],
  }),
);
// The shell's entry files (main.js, index.html): fresh from the server while online, so a deploy shows at once.
registerRoute(
  ({ url }) => sameOrigin(url) && unhashedShellFiles.has(url.pathname),
  ({ request, url }) => unlessAbandoned(request, () => networkThenPrecache(request, url.pathname)),
);
// The host's content-hashed chunks: from the precache.
precacheAndRoute(precached);

// The areas (remotes) the dashboard loads: hashed chunks kept, entries and manifests fresh while online.
const remoteChunks = new CacheFirst({ cacheName: REMOTE_CHUNKS_CACHE, matchOptions: SAME_FILE, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] });
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/remotes/') && HASHED.test(url.pathname),
  (options) => unlessAbandoned(options.request, () => remoteChunks.handle(options)),
);
const shellData = new NetworkFirst({ cacheName: SHELL_DATA_CACHE, matchOptions: SAME_FILE, plugins: [new ExpirationPlugin({ maxEntries: 100 })] });
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/remotes/') || url.pathname === INSTANCE_CONFIG),
  (options) => unlessAbandoned(options.request, () => shellData.handle(options)),
);

// The dashboard's reads: per signed-in session, served only when the network fails.
const offlineReads = createOfflineReadCache({ caches: self.caches, fetch: (request) => fetch(request), now: () => Date.now() });
registerRoute(
  ({ url }) => sameOrigin(url) && isOfflineRead(url.pathname),
  ({ request }) => unlessAbandoned(request, () => offlineReads.handle(request)),
  'POST',
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === KEEP_LOADED_FILES) {
    const { urls } = event.data as KeepLoadedFiles;
    if (Array.isArray(urls)) event.waitUntil(keepLoadedFiles(urls.filter((url): url is string => typeof url === 'string').slice(0, 500)));
    return;
  }
  if (type !== CLEAR_OFFLINE_READS) return;
  const done = offlineReads.clear().then(() => event.ports[0]?.postMessage({ cleared: true }));
  event.waitUntil(done);
});
