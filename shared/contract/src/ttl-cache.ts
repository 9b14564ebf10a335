import { CACHE_LOCK_MAX_POLLS, CACHE_LOCK_POLL_MS, STORAGE_KEYS } from './constants';

/** spec §3 Cache entry: an item and its expiry, keyed by group and key. */
interface CacheEntry {
  item: unknown;
  expiry: number;
}

export interface TtlCacheOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * spec §4 Cache: entries valid for a set number of seconds; concurrent loads of one key wait on a
 * lock, polling every 100 ms up to 10000 times (spec §9), then load on their own.
 */
export function createTtlCache({ storage = null, now = Date.now, sleep = realSleep }: TtlCacheOptions = {}) {
  // Read from storage on first use, not at import: a standalone QA page moves the keys first (moveStorageKeys).
  let stored: Record<string, CacheEntry> | null = null;
  const locks = new Set<string>();
  const id = (group: string, key: string) => `${group}\u0000${key}`;

  function load(): Record<string, CacheEntry> {
    try {
      return JSON.parse(storage?.getItem(STORAGE_KEYS.cache) ?? '{}') as Record<string, CacheEntry>;
    } catch {
      return {};
    }
  }
  const all = () => (stored ??= load());
  const persist = () => storage?.setItem(STORAGE_KEYS.cache, JSON.stringify(all()));

  function get<T>(group: string, key: string): T | undefined {
    const entry = all()[id(group, key)];
    if (!entry) return undefined;
    if (entry.expiry <= now()) {
      delete all()[id(group, key)];
      persist();
      return undefined;
    }
    return entry.item as T;
  }

  function set<T>(group: string, key: string, item: T, ttlSeconds: number) {
    all()[id(group, key)] = { item, expiry: now() + ttlSeconds * 1000 };
    persist();
  }

  async function getOrLoad<T>(group: string, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const lockId = id(group, key);
    for (let polls = 0; locks.has(lockId) && polls < CACHE_LOCK_MAX_POLLS; polls++) {
      await sleep(CACHE_LOCK_POLL_MS);
    }
    const cached = get<T>(group, key);
    if (cached !== undefined) return cached;
    locks.add(lockId);
    try {
      const item = await load();
      set(group, key, item, ttlSeconds);
      return item;
    } finally {
      locks.delete(lockId);
    }
  }

  function clear(group?: string) {
    if (group === undefined) stored = {};
    else for (const k of Object.keys(all())) if (k.startsWith(group + '\u0000')) delete all()[k];
    persist();
  }

  return { get, set, getOrLoad, clear };
}

export type TtlCache = ReturnType<typeof createTtlCache>;

/** The portal's one cache, kept in session storage so a reload does not refetch. */
export const portalCache = createTtlCache({
  storage: typeof sessionStorage !== 'undefined' ? sessionStorage : null,
});
