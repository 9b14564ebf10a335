import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../src/db/connect';
import { seedDemoData } from '../src/demo/seed';
import { testFieldCipher } from './support/seeded-database';
import { testFileStore } from './support/test-files';
import { databaseOtpStore } from '../src/auth/otp-store';
import { announceMissing, redisReachable } from './support/backends';
import { startTestServer, type TestServer, type TestServerOptions } from './support/test-server';

announceMissing('Redis', redisReachable);

const CUSTOMER = '0821234567';
const WRONG = (pin: string) => (pin === '000000' ? '111111' : '000000');

// Two API nodes on one database: issued PINs are shared through the database, or through Redis when it is set.
let database: Database;
beforeAll(async () => {
  database = await openDatabase();
  await seedDemoData(database.db, testFileStore(), testFieldCipher);
});
afterAll(() => database.close());

const stores: [string, () => Partial<TestServerOptions>][] = [
  ['the database', () => ({})],
  ...(redisReachable ? ([['Redis', () => ({ redis: { prefix: `portal:test:${randomBytes(4).toString('hex')}:` } })]] as [string, () => Partial<TestServerOptions>][]) : []),
];

describe.each(stores)('issued PINs kept in %s, shared by two nodes', (_name, storeOptions) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const shared = { ...storeOptions(), secret: randomBytes(32) };
    a = await startTestServer({ database, ...shared });
    b = await startTestServer({ database, ...shared });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('a PIN sent by one node signs in on the other, once', async () => {
    await a.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
    const pin = a.lastPin(CUSTOMER);
    expect((await b.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin })).status).toBe(200);
    const again = await a.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin });
    expect(again.body.errors[0].message).toBe('This PIN has expired. Please request a new one.');
  });

  it('wrong tries on both nodes count together: the fifth voids the PIN', async () => {
    await a.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
    const pin = a.lastPin(CUSTOMER)!;
    for (const node of [a, b, a, b, a]) {
      expect((await node.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin: WRONG(pin) })).body.errors[0].message).toBe(
        'The PIN you entered is incorrect.',
      );
    }
    const right = await b.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin });
    expect(right.body.errors[0].message).toBe('This PIN has expired. Please request a new one.');
  });

  it('concurrent verifies of one PIN on the two nodes: exactly one signs in', async () => {
    await b.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
    const pin = b.lastPin(CUSTOMER);
    const both = await Promise.all([a, b].map((node) => node.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('an unknown number answers PIN tries as a known one does: incorrect, then void after the fifth', async () => {
    const unknown = '0790000999';
    expect((await a.call('login.otp.RequestOtp', { cellNumber: unknown })).status).toBe(200);
    expect(a.lastPin(unknown)).toBeUndefined();
    const messages = [];
    for (const node of [a, b, a, b, a, b]) messages.push((await node.call('login.otp.VerifyOtp', { cellNumber: unknown, pin: '123456' })).body.errors[0].message);
    expect(messages).toEqual([...Array(5).fill('The PIN you entered is incorrect.'), 'This PIN has expired. Please request a new one.']);
  });

  it('a new PIN from one node voids the one the other sent', async () => {
    await a.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
    const first = a.lastPin(CUSTOMER)!;
    await b.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
    const second = b.lastPin(CUSTOMER)!;
    if (first !== second) expect((await a.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin: first })).status).toBe(400);
    expect((await a.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin: second })).status).toBe(200);
  });
});

describe('the database store', () => {
  it('keeps a PIN void once a newer one voided it, even when a wrong try on it lands afterwards', async () => {
    const store = databaseOtpStore(database.db);
    const cell = '0790000888';
    const now = new Date();
    const later = new Date(now.getTime() + 300_000);
    await store.issue(cell, 'a'.repeat(64), now, later);
    const first = (await store.live(cell))!;
    await store.issue(cell, 'b'.repeat(64), now, later);
    const second = (await store.live(cell))!;
    await store.recordWrongTry(cell, first.id, now, 5);
    expect(await store.consume(cell, second.id, now)).toBe(true);
    expect(await store.live(cell)).toBeUndefined();
  });
});
