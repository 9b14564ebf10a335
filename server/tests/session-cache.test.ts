import { randomBytes } from 'node:crypto';
import { announceMissing, POSTGRES_URL, postgresReachable, redisReachable } from './support/backends';
import { claimsOf, startTestServer, type TestServer } from './support/test-server';

// Verified sessions are kept in memory (src/auth/session-cache.ts); a revoked token must still be refused at once,
// on the node that revoked it and, with Redis, on every other node sharing the database.

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};
const CUSTOMER = '0821234567';
const ENTERPRISE = '0831234567';
const NO_TERMS_YET = '0851234567';
/** Seeded on CUS1001: Ayanda (account, connectivity, communication, tickets) and Kabelo. */
const AYANDA = '0721234502';
const KABELO = '0721234503';

const isLive = async (s: TestServer, token: string) => (await s.call('auth.ValidateSession', {}, token)).body.result.authenticated as boolean;

type Query = (...args: unknown[]) => Promise<unknown>;

/** Every SQL statement the server sends while `run` runs. */
async function statementsDuring(s: TestServer, run: () => Promise<unknown>) {
  const client = (s.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query;
  const sent: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    sent.push(String(typeof args[0] === 'object' ? (args[0] as { text: string }).text : args[0]));
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return sent;
}

describe('the session cache on one node (embedded database)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ otpLimits: GENEROUS });
  });
  afterAll(() => s.close());

  it('answers a signed-in request without reading the sessions table again', async () => {
    const token = await s.signIn(CUSTOMER);
    const first = await statementsDuring(s, () => isLive(s, token));
    expect(first.filter((q) => q.includes('"sessions"'))).toHaveLength(1);
    const again = await statementsDuring(s, async () => {
      expect(await isLive(s, token)).toBe(true);
      expect(await isLive(s, token)).toBe(true);
    });
    expect(again).toEqual([]);
  });

  it('reads GetAccount and GetInvoices in one query each, with the same answers', async () => {
    const token = await s.signIn(CUSTOMER);
    await isLive(s, token);
    let account;
    expect(await statementsDuring(s, async () => (account = await s.call('account.GetAccount', {}, token)))).toHaveLength(1);
    expect(account!.body.result).toMatchObject({ accountCode: 'CUS1001', parentAccountCode: null, role: 'customer', contact: { cellNumber: CUSTOMER } });
    let invoices;
    expect(await statementsDuring(s, async () => (invoices = await s.call('billing.GetInvoices', { page: 1, pageSize: 2 }, token)))).toHaveLength(1);
    const { total, invoices: page } = invoices!.body.result;
    expect(page).toHaveLength(2);
    expect(total).toBeGreaterThan(2);
    const beyond = await s.call('billing.GetInvoices', { page: 99, pageSize: 2 }, token);
    expect(beyond.body.result).toEqual({ total, invoices: [] });
  });

  it('answers GetAccount on a child account reached through the parent’s link', async () => {
    const parent = await s.signIn(ENTERPRISE, 'ENT2001');
    const child = (await s.call('account.GetChildAccounts', {}, parent)).body.result.accounts.find((a: { accountCode: string }) => a.accountCode === 'ENT2001-01');
    const onChild = (await s.call('account.GetAuthForAccount', { userToken: child.userToken }, parent)).body.result.accessToken;
    const r = await s.call('account.GetAccount', {}, onChild);
    expect(r.body.result).toMatchObject({ accountCode: 'ENT2001-01', parentAccountCode: 'ENT2001', role: 'customer' });
  });

  it('refuses a token at once after sign-out, though it was answered from the cache just before', async () => {
    const token = await s.signIn(CUSTOMER);
    expect((await s.call('account.GetAccount', {}, token)).status).toBe(200);
    expect((await s.call('auth.SignOut', {}, token)).status).toBe(200);
    expect((await s.call('account.GetAccount', {}, token)).status).toBe(401);
    expect(await isLive(s, token)).toBe(false);
  });

  it('refuses a token sent during its own sign-out once the sign-out has answered', async () => {
    const token = await s.signIn(CUSTOMER);
    const [, signedOut] = await Promise.all([isLive(s, token), s.call('auth.SignOut', {}, token), isLive(s, token)]);
    expect(signedOut.status).toBe(200);
    expect(await isLive(s, token)).toBe(false);
  });

  // Last: it moves the clock past the tokens' hour.
  it('refuses a cached token once it has expired', async () => {
    const token = await s.signIn(CUSTOMER);
    expect(await isLive(s, token)).toBe(true);
    s.clock.advance((claimsOf(token).exp - claimsOf(token).iat) * 1000);
    expect(await isLive(s, token)).toBe(false);
  });
});

/** Two API nodes on one database, sharing the signing key and a Redis prefix, each with its own session cache. */
function describeTwoNodes(title: string, backend: 'pglite' | 'postgres') {
  describe(title, () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      const secret = randomBytes(32);
      const redis = { prefix: `portal:test:${Date.now()}:${randomBytes(3).toString('hex')}:` };
      a = await startTestServer({ backend, databaseUrl: POSTGRES_URL, otpLimits: GENEROUS, secret, redis });
      b = await startTestServer({ database: { db: a.db, kind: backend, close: async () => undefined, exclusively: (work) => work() }, otpLimits: GENEROUS, secret, redis });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    /** Signed in on A and used once on B, so that B has the session in its cache. */
    async function cachedOnB(cell: string, accountCode?: string) {
      const token = await a.signIn(cell, accountCode);
      expect(await isLive(b, token)).toBe(true);
      expect(await isLive(b, token)).toBe(true);
      return token;
    }

    it('refuses on B, at once, a token signed out on A', async () => {
      const token = await cachedOnB(CUSTOMER);
      expect((await a.call('auth.SignOut', {}, token)).status).toBe(200);
      expect((await b.call('account.GetAccount', {}, token)).status).toBe(401);
      expect(await isLive(a, token)).toBe(false);
    });

    it('refuses on A and B the token a session switch replaced, and takes the new one on both', async () => {
      const parent = await cachedOnB(ENTERPRISE, 'ENT2001');
      expect(await isLive(a, parent)).toBe(true);
      const child = (await a.call('account.GetChildAccounts', {}, parent)).body.result.accounts.find((x: { accountCode: string }) => x.accountCode === 'ENT2001-01');
      const switched = await b.call('account.GetAuthForAccount', { userToken: child.userToken }, parent);
      expect(switched.status).toBe(200);
      expect(await isLive(a, parent)).toBe(false);
      expect(await isLive(b, parent)).toBe(false);
      const onChild = switched.body.result.accessToken as string;
      expect((await a.call('account.GetAccount', {}, onChild)).body.result.accountCode).toBe('ENT2001-01');
      expect((await b.call('account.GetAccount', {}, onChild)).body.result.accountCode).toBe('ENT2001-01');
    });

    it('refuses on B the token replaced on A by accepting the terms of use', async () => {
      const before = await cachedOnB(NO_TERMS_YET);
      const terms = (await a.call('login.terms.GetTermsOfUse', {}, before)).body.result;
      const accepted = await a.call('login.terms.AcceptTermsOfUse', { version: terms.version }, before);
      expect(accepted.status).toBe(200);
      expect(await isLive(b, before)).toBe(false);
      expect(await isLive(b, accepted.body.result.accessToken)).toBe(true);
    });

    it('refuses on B the token renewed on A by a re-auth PIN', async () => {
      const before = await cachedOnB(CUSTOMER);
      await a.call('login.reauth.RequestReAuthOtp', { cellNumber: CUSTOMER }, before);
      const renewed = await a.call('login.reauth.VerifyReAuthOtp', { contactAddress: CUSTOMER, pin: a.lastPin(CUSTOMER) }, before);
      expect(renewed.status).toBe(200);
      expect(await isLive(b, before)).toBe(false);
      expect(await isLive(b, renewed.body.result.accessToken)).toBe(true);
    });

    it('refuses on B, at once, the sessions of a person whose modules were cut or who was removed on A', async () => {
      const holder = await a.signIn(CUSTOMER);
      const list = (await a.call('account.access.GetUsers', {}, holder)).body.result.users as { personId: number; firstName: string }[];
      const ayanda = await cachedOnB(AYANDA);
      const kabelo = await cachedOnB(KABELO);
      const cut = await a.call('account.access.UpdateUserModules', { personId: list.find((u) => u.firstName === 'Ayanda')!.personId, portalModules: ['tickets'] }, holder);
      expect(cut.status).toBe(200);
      expect(await isLive(b, ayanda)).toBe(false);
      expect(await isLive(b, kabelo)).toBe(true);
      expect((await a.call('account.access.RemoveUser', { personId: list.find((u) => u.firstName === 'Kabelo')!.personId }, holder)).status).toBe(200);
      expect(await isLive(b, kabelo)).toBe(false);
      expect(await isLive(a, kabelo)).toBe(false);
      expect(await isLive(b, holder)).toBe(true);
    });
  });
}

announceMissing('Redis', redisReachable);
announceMissing('PostgreSQL', postgresReachable);
if (redisReachable) describeTwoNodes('two nodes on the embedded database and Redis', 'pglite');
if (redisReachable && postgresReachable) describeTwoNodes('two nodes on PostgreSQL and Redis', 'postgres');
