import { CACHE_LOCK_POLL_MS } from '../constants';
import { createTtlCache } from '../ttl-cache';

describe('TTL cache with a lock (spec §4 Cache, §9)', () => {
  it('serves an entry until its seconds run out, then loads again', async () => {
    let now = 1_000_000;
    const cache = createTtlCache({ now: () => now });
    const load = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');

    expect(await cache.getOrLoad('account.GetAccount', '{}', 600, load)).toBe('first');
    now += 599_000;
    expect(await cache.getOrLoad('account.GetAccount', '{}', 600, load)).toBe('first');
    now += 1_000;
    expect(await cache.getOrLoad('account.GetAccount', '{}', 600, load)).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes concurrent requests for one key wait on the lock and share one load', async () => {
    const sleeps: number[] = [];
    const cache = createTtlCache({ sleep: async (ms) => void sleeps.push(ms) });
    let release!: (v: string) => void;
    const load = jest.fn(() => new Promise<string>((r) => (release = r)));

    const first = cache.getOrLoad('g', 'k', 60, load);
    const second = cache.getOrLoad('g', 'k', 60, load);
    await Promise.resolve();
    release('value');
    await expect(Promise.all([first, second])).resolves.toEqual(['value', 'value']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sleeps.every((ms) => ms === CACHE_LOCK_POLL_MS)).toBe(true);
  });

  it('lets a waiter load on its own when the holder failed', async () => {
    const cache = createTtlCache({ sleep: () => Promise.resolve() });
    const failing = cache.getOrLoad('g', 'k', 60, () => Promise.reject(new Error('down')));
    const waiting = cache.getOrLoad('g', 'k', 60, () => Promise.resolve('recovered'));
    await expect(failing).rejects.toThrow('down');
    await expect(waiting).resolves.toBe('recovered');
  });

  it('does not keep an answer that arrives after a clear (the previous session’s), nor make the next load wait for it', async () => {
    const cache = createTtlCache({ sleep: () => Promise.resolve() });
    let release!: (v: string) => void;
    const before = cache.getOrLoad('account.GetAccounts', '{}', 60, () => new Promise<string>((r) => (release = r)));
    await Promise.resolve();
    // Sign-out, then someone else signs in while the first person's list is still on its way.
    cache.clear();
    const after = cache.getOrLoad('account.GetAccounts', '{}', 60, () => Promise.resolve('the next person’s accounts'));
    await expect(after).resolves.toBe('the next person’s accounts');
    release('the first person’s accounts');
    await expect(before).resolves.toBe('the first person’s accounts');
    expect(cache.get('account.GetAccounts', '{}')).toBe('the next person’s accounts');
    // Cleared by group (the lists refetched for an account switch): the same.
    const during = cache.getOrLoad('account.GetChildAccounts', '{}', 60, () => new Promise<string>((r) => (release = r)));
    await Promise.resolve();
    cache.clear('account.GetChildAccounts');
    release('stale');
    await during;
    expect(cache.get('account.GetChildAccounts', '{}')).toBeUndefined();
  });

  it('keeps entries in the given storage across instances and clears by group', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    createTtlCache({ storage }).set('alerts', 'x', 'a', 60);
    createTtlCache({ storage }).set('account', 'x', 'b', 60);
    const reopened = createTtlCache({ storage });
    expect(reopened.get('alerts', 'x')).toBe('a');
    reopened.clear('alerts');
    expect(reopened.get('alerts', 'x')).toBeUndefined();
    expect(reopened.get('account', 'x')).toBe('b');
  });

  it('serves an entry only to the owner (person and account) that stored it', () => {
    let owner = 'person-1:ACC1';
    const cache = createTtlCache({ owner: () => owner });
    cache.set('account.GetAccounts', '{}', 'the first person’s accounts', 600);
    expect(cache.get('account.GetAccounts', '{}')).toBe('the first person’s accounts');
    owner = 'person-2:ENT2001';
    expect(cache.get('account.GetAccounts', '{}')).toBeUndefined();
    owner = 'person-1:ACC1';
    expect(cache.get('account.GetAccounts', '{}')).toBe('the first person’s accounts');
  });

  it('a document restored from the back/forward cache never writes back entries another document of the tab cleared', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    // The ticket page read the first person's accounts, and was put away; the next page signed out (cleared).
    const putAway = createTtlCache({ storage });
    putAway.set('account.GetAccounts', '{}', 'the first person’s accounts', 600);
    expect(putAway.get('account.GetAccounts', '{}')).toBe('the first person’s accounts');
    createTtlCache({ storage }).clear();
    // Restored by Back, it stores something before it is replaced: the cleared entries stay gone.
    putAway.set('dashboard.alert.GetAlerts', '{}', [], 60);
    const next = createTtlCache({ storage });
    expect(next.get('account.GetAccounts', '{}')).toBeUndefined();
    expect(putAway.get('account.GetAccounts', '{}')).toBeUndefined();
  });
});
