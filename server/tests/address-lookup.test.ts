import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADDRESS_LOOKUP_MIN_CHARS, type AddressSuggestion } from '@portal/contract/catalogue';
import type { InstanceConfig } from '@portal/config';
import { AddressLookupError, demoAddressLookup, httpAddressLookup, type AddressLookupAdapter } from '../src/adapters/address-lookup';
import { loadInstanceConfig } from '../src/app';
import type { Database } from '../src/db/connect';
import { findRepoRoot } from '../src/paths';
import { startTestServer, type TestServer } from './support/test-server';
import { openSeededDatabase } from './support/seeded-database';

const API_KEY = 'AIzaSy-test-key-7f3c91d2';
const UNAVAILABLE = 'Address suggestions are unavailable right now. Please type the address.';

type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

/** A stand-in address provider on a free local port: records each request's URL and answers as `next` says. */
async function fakeProvider() {
  const received: URL[] = [];
  const plan: Behaviour[] = [];
  const server: Server = createServer((req, res) => {
    received.push(new URL(req.url!, 'http://127.0.0.1'));
    const behaviour = plan.shift() ?? ((_q, r) => r.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ZERO_RESULTS","predictions":[]}'));
    behaviour(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/maps/api/place/autocomplete/json`,
    received,
    next: (...behaviours: Behaviour[]) => plan.push(...behaviours),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (status: number, body: unknown): Behaviour => (_req, res) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const hang: Behaviour = () => undefined;

const PREDICTIONS = {
  status: 'OK',
  predictions: [
    {
      place_id: 'ChIJ-parktown',
      description: '12 Jan Smuts Avenue, Parktown, Johannesburg, 2193',
      structured: { line1: '12 Jan Smuts Avenue', line2: 'Parktown', city: 'Johannesburg', postalCode: '2193' },
    },
    { place_id: 'ChIJ-no-parts', description: 'Jan Smuts Avenue, Johannesburg' },
    {
      place_id: 'ChIJ-dunkeld',
      description: '240 Jan Smuts Avenue, Dunkeld, Johannesburg',
      structured: { line1: '240 Jan Smuts Avenue', city: 'Johannesburg' },
    },
  ],
};

let database: Database;
let config: InstanceConfig;

beforeAll(async () => {
  database = await openSeededDatabase();
  config = loadInstanceConfig(findRepoRoot(), 'default');
});
afterAll(() => database.close());

/** A server over the shared database with address lookup on (or off) and the adapter given. */
const serverWith = (options: { enabled?: boolean; addressLookup?: AddressLookupAdapter } = {}) =>
  startTestServer({
    database,
    instanceConfig: { ...config, addressLookup: { enabled: options.enabled ?? true, countries: ['ZA'] } },
    addressLookup: options.addressLookup,
  });

describe('GetGoogleApiConfig and address.SuggestAddresses with the demo adapter', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await serverWith();
  });
  afterAll(() => s.close());

  it('tells anyone, signed in or not, whether suggestions are on, from how many characters and for which countries', async () => {
    const r = await s.call('GetGoogleApiConfig', {});
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual({ enabled: true, minChars: ADDRESS_LOOKUP_MIN_CHARS, countries: ['ZA'] });
  });

  it("suggests Johannesburg addresses for 'jan smuts', whatever the case, at most five", async () => {
    const r = await s.call('address.SuggestAddresses', { query: 'JAN smuts' }, undefined, { ip: '198.51.100.1' });
    expect(r.status).toBe(200);
    const suggestions = r.body.result.suggestions as AddressSuggestion[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions).toContainEqual({
      id: expect.any(String),
      description: '12 Jan Smuts Avenue, Parktown, Johannesburg, 2193',
      address: { line1: '12 Jan Smuts Avenue', line2: 'Parktown', city: 'Johannesburg', postalCode: '2193' },
    });
    for (const { description } of suggestions) expect(description.toLowerCase()).toMatch(/jan smuts/);
  });

  it('matches every word of the query, wherever it is in the address', async () => {
    const r = await s.call('address.SuggestAddresses', { query: 'kloof gardens' }, undefined, { ip: '198.51.100.1' });
    expect(r.body.result.suggestions.map((x: AddressSuggestion) => x.description)).toEqual(['45 Kloof Street, Gardens, Cape Town, 8001']);
    const none = await s.call('address.SuggestAddresses', { query: 'kloof durban' }, undefined, { ip: '198.51.100.1' });
    expect(none.body.result.suggestions).toEqual([]);
    const many = await demoAddressLookup().suggest('road', ['ZA']);
    expect(many).toHaveLength(5);
  });

  it('refuses a query shorter than the minimum with 400', async () => {
    const r = await s.call('address.SuggestAddresses', { query: ' ja ' }, undefined, { ip: '198.51.100.1' });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe(`query: Please type at least ${ADDRESS_LOOKUP_MIN_CHARS} characters.`);
  });

  it('answers 429 past 60 searches a minute from one address, while other addresses still get answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await s.call('address.SuggestAddresses', { query: 'long street' }, undefined, { ip: '203.0.113.9' })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await s.call('address.SuggestAddresses', { query: 'long street' }, undefined, { ip: '203.0.113.9' });
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].message).toBe('Too many address searches. Please wait a minute, or type the address.');
    expect((await s.call('address.SuggestAddresses', { query: 'long street' }, undefined, { ip: '203.0.113.10' })).status).toBe(200);
    s.clock.advance(61_000);
    expect((await s.call('address.SuggestAddresses', { query: 'long street' }, undefined, { ip: '203.0.113.9' })).status).toBe(200);
  });
});

describe('an instance with address lookup off', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await serverWith({ enabled: false });
  });
  afterAll(() => s.close());

  it('says so in its config and answers suggestions with 404', async () => {
    expect((await s.call('GetGoogleApiConfig', {})).body.result).toEqual({ enabled: false, minChars: ADDRESS_LOOKUP_MIN_CHARS, countries: ['ZA'] });
    const r = await s.call('address.SuggestAddresses', { query: 'jan smuts' });
    expect(r.status).toBe(404);
    expect(r.body.errors[0].message).toBe('Address lookup is not enabled.');
  });
});

describe('the http adapter', () => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  beforeEach(async () => {
    provider = await fakeProvider();
  });
  afterEach(() => provider.close());

  it('sends the query, the countries and the key, and maps the predictions that carry an address', async () => {
    provider.next(json(200, PREDICTIONS));
    const adapter = httpAddressLookup({ url: provider.url, apiKey: API_KEY, timeoutMs: 2000 });
    const suggestions = await adapter.suggest('jan smuts', ['ZA', 'NA']);
    expect(suggestions).toEqual([
      {
        id: 'ChIJ-parktown',
        description: '12 Jan Smuts Avenue, Parktown, Johannesburg, 2193',
        address: { line1: '12 Jan Smuts Avenue', line2: 'Parktown', city: 'Johannesburg', postalCode: '2193' },
      },
      {
        id: 'ChIJ-dunkeld',
        description: '240 Jan Smuts Avenue, Dunkeld, Johannesburg',
        address: { line1: '240 Jan Smuts Avenue', line2: '', city: 'Johannesburg', postalCode: '' },
      },
    ]);
    const [request] = provider.received;
    expect(request.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(request.searchParams.get('input')).toBe('jan smuts');
    expect(request.searchParams.get('components')).toBe('country:za|country:na');
    expect(request.searchParams.get('key')).toBe(API_KEY);
  });

  it.each([
    ['a 500 answer', json(500, { error: 'boom' }), /HTTP 500/],
    ['a refusal in the answer', json(200, { status: 'REQUEST_DENIED', predictions: [] }), /refused the request \(REQUEST_DENIED\)/],
    ['an answer that is not JSON', ((_q, r) => r.writeHead(200).end('<html>')) as Behaviour, /not answer with JSON/],
  ])('throws an AddressLookupError on %s', async (_name, behaviour, message) => {
    provider.next(behaviour);
    const adapter = httpAddressLookup({ url: provider.url, apiKey: API_KEY, timeoutMs: 2000 });
    const error = await adapter.suggest('jan smuts', ['ZA']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddressLookupError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain(API_KEY);
  });

  describe('behind the action', () => {
    let s: TestServer;
    beforeEach(async () => {
      s = await serverWith({ addressLookup: httpAddressLookup({ url: provider.url, apiKey: API_KEY, timeoutMs: 300 }) });
    });
    afterEach(() => s.close());

    const suggest = () => s.call('address.SuggestAddresses', { query: 'jan smuts' }, undefined, { ip: '192.0.2.44' });

    it('answers with the mapped suggestions, and the key is in no answer nor log line', async () => {
      provider.next(json(200, PREDICTIONS));
      const r = await suggest();
      expect(r.status).toBe(200);
      expect(r.body.result.suggestions.map((x: AddressSuggestion) => x.id)).toEqual(['ChIJ-parktown', 'ChIJ-dunkeld']);
      expect(JSON.stringify(r.body)).not.toContain(API_KEY);
      expect((await s.call('GetGoogleApiConfig', {})).body.result).not.toHaveProperty('key');
      expect(s.log()).not.toContain(API_KEY);
    });

    it('answers 503 within its time limit when the provider is slow', async () => {
      provider.next(hang);
      const started = Date.now();
      const r = await suggest();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(r.status).toBe(503);
      expect(r.body.errors[0].message).toBe(UNAVAILABLE);
      expect(s.log()).toContain('did not answer within 300 ms');
      expect(s.log()).not.toContain(API_KEY);
    });

    it('answers 503 when the provider fails, logging why without the key', async () => {
      provider.next(json(500, { error: `bad key ${API_KEY}` }));
      const r = await suggest();
      expect(r.status).toBe(503);
      expect(r.body.errors[0].message).toBe(UNAVAILABLE);
      expect(JSON.stringify(r.body)).not.toContain(API_KEY);
      expect(s.log()).toContain('answered HTTP 500');
      expect(s.log()).not.toContain(API_KEY);
    });
  });
});
