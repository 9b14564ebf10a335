import { CACHE_LOCK_MAX_POLLS, CACHE_LOCK_POLL_MS, STORAGE_KEYS } from './constants';
import { decodeClaims, getAccessToken } from './session';

/** spec §3 Cache entry: an item and its expiry, keyed by group and key. */
interface CacheEntry {
  item: unknown;
  expiry: number;
  /** Whose session stored it (see TtlCacheOptions.owner). */
  owner?: string;
}

export interface TtlCacheOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Whose entries are served: one stored under another owner (another person or account) is not. */
  owner?: () => string;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * spec §4 Cache: entries valid for a set number of seconds; concurrent loads of one key wait on a
 * lock, polling every 100 ms up to 10000 times (spec §9), then load on their own.
 */
export function createTtlCache({ storage = null, now = Date.now, sleep = realSleep, owner = () => '' }: TtlCacheOptions = {}) {
  const locks = new Set<string>();
  const id = (group: string, key: string) => `${group}\u0000${key}`;
  /**
   * Raised on every clear (sign-out, another account): a load still on its way then is not stored, as its answer is
   * the previous session's, and a load after the clear does not wait on its lock.
   */
  let generation = 0;

  function load(): Record<string, CacheEntry> {
    try {
      return JSON.parse(storage?.getItem(STORAGE_KEYS.cache) ?? '{}') as Record<string, CacheEntry>;
    } catch {
      return {};
    }
  }
  let memory: Record<string, CacheEntry> = {};
  /**
   * The entries as the tab's storage holds them now, read at every use (never at import: a standalone QA page moves
   * the keys first). Another document of the tab may have changed them: one restored from the back/forward cache
   * still knows the entries of a person who has signed out since, and must not write its copy of them back.
   */
  const read = () => (storage ? load() : memory);
  const write = (entries: Record<string, CacheEntry>) => {
    if (storage) storage.setItem(STORAGE_KEYS.cache, JSON.stringify(entries));
    else memory = entries;
  };

  function get<T>(group: string, key: string): T | undefined {
    const entries = read();
    const entry = entries[id(group, key)];
    if (!entry || (entry.owner ?? '') !== owner()) return undefined;
    if (entry.expiry <= now()) {
      delete entries[id(group, key)];
      write(entries);
      return undefined;
    }
    return entry.item as T;
  }

  function set<T>(group: string, key: string, item: T, ttlSeconds: number) {
    const entries = read();
    entries[id(group, key)] = { item, expiry: now() + ttlSeconds * 1000, owner: owner() };
    write(entries);
  }

  async function getOrLoad<T>(group: string, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const lockOf = () => `${generation}\u0000${id(group, key)}`;
    for (let polls = 0; locks.has(lockOf()) && polls < CACHE_LOCK_MAX_POLLS; polls++) {
      await sleep(CACHE_LOCK_POLL_MS);
    }
    const cached = get<T>(group, key);
    if (cached !== undefined) return cached;
    const started = generation;
    const lockId = lockOf();
    locks.add(lockId);
    try {
      const item = await load();
      if (generation === started) set(group, key, item, ttlSeconds);
      return item;
    } finally {
      locks.delete(lockId);
    }
  }

  function clear(group?: string) {
    generation++;
    if (group === undefined) return write({});
    const entries = read();
    for (const k of Object.keys(entries)) if (k.startsWith(group + '\u0000')) delete entries[k];
    write(entries);
  }

  return { get, set, getOrLoad, clear };
}

export type TtlCache = ReturnType<typeof createTtlCache>;

/**
 * The portal's one cache, kept in session storage so a reload does not refetch; each entry serves only the session
 * (person and account) that stored it, whatever else of the tab wrote it back.
 */
export const portalCache = createTtlCache({
  storage: typeof sessionStorage !== 'undefined' ? sessionStorage : null,
  owner: () => {
    const claims = decodeClaims(getAccessToken());
    return claims ? `${claims.personId}:${claims.accountCode}` : '';
  },
});
