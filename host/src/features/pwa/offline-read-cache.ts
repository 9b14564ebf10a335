import { AUTH_HEADER, decodeClaims, tokenExpiry } from '@portal/contract';
import { OFFLINE_READS_CACHE_PREFIX } from './offline-reads';

/** What the offline-read handler needs of the service worker's world (tests hand in their own). */
export interface OfflineReadDeps {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The cache of the person and account the request's token names, or null without a live token. */
async function sessionCacheName(request: Request, now: number): Promise<string | null> {
  const claims = decodeClaims(request.headers.get(AUTH_HEADER));
  if (!claims) return null;
  const exp = tokenExpiry(claims);
  if (exp !== null && exp * 1000 <= now) return null;
  return OFFLINE_READS_CACHE_PREFIX + (await sha256Hex(`${claims.personId}:${claims.accountCode}`)).slice(0, 24);
}

/** A POST cannot be a cache key: the same action with the same input becomes one GET address. */
const keyOf = (request: Request, body: string) => `${request.url}?input=${encodeURIComponent(body)}`;

export function createOfflineReadCache(deps: OfflineReadDeps) {
  /** Raised on every clear: an answer that was on its way when the session ended is not stored. */
  let generation = 0;

  async function clear() {
    generation++;
    const names = await deps.caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(OFFLINE_READS_CACHE_PREFIX)).map((name) => deps.caches.delete(name)));
  }

  /** Network first; the session's last answer only when the network fails. */
  async function handle(request: Request): Promise<Response> {
    const started = generation;
    const body = await request.clone().text();
    const cacheName = await sessionCacheName(request, deps.now());
    let response: Response;
    try {
      response = await deps.fetch(request);
    } catch (error) {
      if (!cacheName || !(await deps.caches.has(cacheName))) throw error;
      const cached = await (await deps.caches.open(cacheName)).match(keyOf(request, body));
      if (!cached) throw error;
      return cached;
    }
    if (cacheName && response.status === 401) await deps.caches.delete(cacheName);
    else if (cacheName && response.ok && generation === started) {
      const cache = await deps.caches.open(cacheName);
      // Checked again right before storing: a clear may have come while the cache opened.
      if (generation === started) await cache.put(keyOf(request, body), response.clone());
    }
    return response;
  }

  return { handle, clear };
}
