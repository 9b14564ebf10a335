import { randomBytes } from 'node:crypto';
import { fakeClock } from '../src/clock';
import { createTokenService } from '../src/auth/tokens';
import type { Database } from '../src/db/connect';
import { parseSettings } from '../src/settings';
import { openSeededDatabase } from './support/seeded-database';
import { SEED_DAY, startTestServer, type TestServer } from './support/test-server';

const OLD_KEY = 'f3a9c1e07b5d24688e1f0a3c9b7d5e2a41c6f8093e7b2d5a6c1f4e8b0a9d3c72';
const NEW_KEY = '9c2e7b41d05f8a36e1c94b7d2a60f3e85b1d7c49a2e06f8b3d5c1a7e94f20b68';
const encode = (key: string) => new TextEncoder().encode(key);

describe('JWT_SECRET_PREVIOUS', () => {
  it('is a comma list of keys, each checked like JWT_SECRET, and only beside JWT_SECRET', () => {
    const other = randomBytes(32).toString('hex');
    expect(parseSettings({ JWT_SECRET: NEW_KEY, JWT_SECRET_PREVIOUS: `${OLD_KEY}, ${other}` }, '/srv').jwtPreviousSecrets).toEqual([OLD_KEY, other]);
    expect(() => parseSettings({ JWT_SECRET: NEW_KEY, JWT_SECRET_PREVIOUS: 'short' }, '/srv')).toThrow(/^JWT_SECRET_PREVIOUS must be at least 32 characters long/);
    expect(() => parseSettings({ JWT_SECRET_PREVIOUS: OLD_KEY }, '/srv')).toThrow(/^JWT_SECRET_PREVIOUS is set without JWT_SECRET/);
  });

  it('verifies tokens of an earlier key and signs new ones with the current key only', async () => {
    const clock = fakeClock(SEED_DAY);
    const before = createTokenService(encode(OLD_KEY), clock);
    const rotated = createTokenService(encode(NEW_KEY), clock, [encode(OLD_KEY)]);
    const afterwards = createTokenService(encode(NEW_KEY), clock);
    const claims = { role: 'customer' as const, portal_modules: [], termsOfUse: true, accountCode: 'A1', personId: 1, masterAccountId: 1 };
    const old = (await before.issueAccess(claims)).token;
    expect(await rotated.verifyAccess(old)).toMatchObject(claims);
    expect(await afterwards.verifyAccess(old)).toBeNull();
    const fresh = (await rotated.issueAccess(claims)).token;
    expect(await afterwards.verifyAccess(fresh)).toMatchObject(claims);
    expect(await before.verifyAccess(fresh)).toBeNull();
  });
});

describe('rotating the signing key of a running deployment', () => {
  let database: Database;
  const servers: TestServer[] = [];
  const start = async (secret: string, previous: string[] = []) => {
    const server = await startTestServer({ database, secret: encode(secret), previousSecrets: previous.map(encode) });
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    database = await openSeededDatabase();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.close();
  });

  it('keeps a session signed with the previous key while it is listed, and ends it once the key is removed', async () => {
    const before = await start(OLD_KEY);
    const token = await before.signIn('0821234567');
    expect((await before.call('account.GetAccount', {}, token)).status).toBe(200);

    const rotated = await start(NEW_KEY, [OLD_KEY]);
    expect((await rotated.call('account.GetAccount', {}, token)).status).toBe(200);
    const newToken = await rotated.signIn('0821234567');

    const afterwards = await start(NEW_KEY);
    expect((await afterwards.call('account.GetAccount', {}, token)).status).toBe(401);
    expect((await afterwards.call('account.GetAccount', {}, newToken)).status).toBe(200);
  });
});
