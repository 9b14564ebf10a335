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
});
