/** @jest-environment node */
import { AUTH_HEADER, DASHBOARD_CARD_READS } from '@portal/contract';
import { createOfflineReadCache } from '../offline-read-cache';
import { OFFLINE_READS_CACHE_PREFIX, isOfflineRead } from '../offline-reads';

/** An in-memory CacheStorage: the part of the Cache API the handler uses. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (key: string) => store.get(key)?.clone(),
      put: async (key: string, response: Response) => void store.set(key, response),
    } as unknown as Cache;
  };
  const caches = {
    open,
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
  } as unknown as CacheStorage;
  return { caches, stores };
}

const NOW = Date.UTC(2026, 10, 23, 12);
const tokenFor = (personId: number, accountCode: string, exp = NOW / 1000 + 3600) =>
  `h.${Buffer.from(JSON.stringify({ personId, accountCode, exp })).toString('base64url')}.s`;
const URL_OF = (name: string) => `http://portal.test/api/solid/isp-portal/action/${name}`;
const read = (token: string | null, name = 'billing.GetBillingDetails', input: object = {}) =>
  new Request(URL_OF(name), { method: 'POST', headers: token ? { [AUTH_HEADER]: token } : {}, body: JSON.stringify(input) });
const answer = (result: object, status = 200) => new Response(JSON.stringify({ success: status === 200, result }), { status });

function setUp() {
  const { caches, stores } = memoryCaches();
  let online = true;
  let nextAnswer = () => answer({ balance: 120 });
  const cache = createOfflineReadCache({
    caches,
    now: () => NOW,
    fetch: async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return nextAnswer();
    },
  });
  return {
    cache,
    stores,
    goOffline: () => void (online = false),
    answerWith: (make: () => Response) => void (nextAnswer = make),
  };
}

describe('the dashboard’s reads offline', () => {
  it('knows the dashboard’s reads, on their own or together, and nothing else', () => {
    expect(isOfflineRead('/api/solid/isp-portal/action/billing.GetBillingDetails')).toBe(true);
    expect(isOfflineRead('/api/solid/isp-portal/reads')).toBe(true);
    expect(isOfflineRead('/api/solid/isp-portal/action/billing.MakePayment')).toBe(false);
    expect(isOfflineRead('/api/solid/isp-portal/download/billing.GetBillingDetails')).toBe(false);
  });

  it('keeps every read a dashboard card makes, so the cards look offline as they did online', () => {
    const missing = Object.values(DASHBOARD_CARD_READS).flat().filter((name) => !isOfflineRead(`/api/solid/isp-portal/action/${name}`));
    expect(missing).toEqual([]);
  });

  it('answers from the network while online, and with the session’s last answer (per input) once it fails', async () => {
    const { cache, goOffline } = setUp();
    const token = tokenFor(7, 'CUS1001');
    expect(await (await cache.handle(read(token, 'services.GetServices', { category: 'connectivity' }))).json()).toEqual({ success: true, result: { balance: 120 } });
    goOffline();
    const offline = await cache.handle(read(token, 'services.GetServices', { category: 'connectivity' }));
    expect(await offline.json()).toEqual({ success: true, result: { balance: 120 } });
    await expect(cache.handle(read(token, 'services.GetServices', { category: 'voice' }))).rejects.toThrow('Failed to fetch');
  });

  it('gives nobody else’s answers: another person or account, no token, or an expired token gets the network error', async () => {
    const { cache, goOffline } = setUp();
    await cache.handle(read(tokenFor(7, 'CUS1001')));
    goOffline();
    for (const token of [tokenFor(8, 'CUS1001'), tokenFor(7, 'ENT2001'), null, tokenFor(7, 'CUS1001', NOW / 1000 - 1)]) {
      await expect(cache.handle(read(token))).rejects.toThrow('Failed to fetch');
    }
  });

  it('keeps nothing after a clear (sign-out, a new sign-in), nor an answer that was still on its way', async () => {
    const { cache, stores, goOffline, answerWith } = setUp();
    const token = tokenFor(7, 'CUS1001');
    await cache.handle(read(token));
    expect([...stores.keys()].every((name) => name.startsWith(OFFLINE_READS_CACHE_PREFIX))).toBe(true);
    let arrive: (r: Response) => void = () => undefined;
    let asked: () => void = () => undefined;
    const onItsWay = new Promise<void>((resolve) => (asked = resolve));
    answerWith(() => {
      asked();
      return new Promise<Response>((resolve) => (arrive = resolve)) as unknown as Response;
    });
    const late = cache.handle(read(token, 'tickets.GetTickets'));
    await onItsWay;
    await cache.clear();
    arrive(answer({ tickets: [] }));
    await late;
    expect(stores.size).toBe(0);
    goOffline();
    await expect(cache.handle(read(token))).rejects.toThrow('Failed to fetch');
  });

  it('drops the session’s copies when the server says the token is no longer valid', async () => {
    const { cache, stores, answerWith } = setUp();
    const token = tokenFor(7, 'CUS1001');
    await cache.handle(read(token));
    answerWith(() => answer({}, 401));
    expect((await cache.handle(read(token))).status).toBe(401);
    expect(stores.size).toBe(0);
  });
});
