import { Redis } from 'ioredis';
import { DEFAULT_OTP_LIMITS } from '../src/auth/otp';
import { memoryCounterStore, redisCounterStore, type CounterStore } from '../src/auth/rate-limit';
import { openDatabase, type Database } from '../src/db/connect';
import { seedDemoData } from '../src/demo/seed';
import { testFieldCipher } from './support/seeded-database';
import { testFileStore } from './support/test-files';
import { announceMissing, REDIS_URL, redisReachable } from './support/backends';
import { startTestServer, type TestServer } from './support/test-server';

announceMissing('Redis', redisReachable);

const stores: [string, () => CounterStore][] = [
  ['memory', () => memoryCounterStore()],
  ...(redisReachable ? ([['Redis', () => redisCounterStore(new Redis(REDIS_URL), `portal:test:${Date.now()}:`)]] as [string, () => CounterStore][]) : []),
];

// One database for both stores: the limits live in the store, so the servers share it (PGlite takes seconds to start).
let database: Database;
beforeAll(async () => {
  database = await openDatabase();
  await seedDemoData(database.db, testFileStore(), testFieldCipher);
});
afterAll(() => database.close());

describe.each(stores)('PIN request limits with the %s store (docs/security.md: SMS costs money)', (_name, makeStore) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ database, counters: makeStore(), otpLimits: DEFAULT_OTP_LIMITS });
  });
  afterAll(() => s.close());

  it('allows 5 requests per cell number in 10 minutes, then says so clearly and sends nothing', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await s.call('login.otp.RequestOtp', { cellNumber: '0821234567' }, undefined, { ip: '10.1.1.1' })).status).toBe(200);
    }
    const sent = s.sms.outbox.length;
    const refused = await s.call('login.otp.RequestOtp', { cellNumber: '0821234567' }, undefined, { ip: '10.1.1.2' });
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many PIN requests. Please wait a few minutes and try again.' });
    expect(s.sms.outbox.length).toBe(sent);

    s.clock.advance(10 * 60 * 1000);
    expect((await s.call('login.otp.RequestOtp', { cellNumber: '0821234567' }, undefined, { ip: '10.1.1.3' })).status).toBe(200);
  });

  it('allows 20 requests per client address in 10 minutes, known and unknown numbers alike', async () => {
    for (let i = 0; i < 20; i++) {
      const r = await s.call('login.otp.RequestOtp', { cellNumber: `07900000${String(i).padStart(2, '0')}` }, undefined, { ip: '10.2.2.2' });
      expect(r.status).toBe(200);
    }
    const refused = await s.call('login.otp.RequestOtp', { cellNumber: '0831234567' }, undefined, { ip: '10.2.2.2' });
    expect(refused.status).toBe(429);
    expect((await s.call('login.otp.RequestOtp', { cellNumber: '0831234567' }, undefined, { ip: '10.2.2.3' })).status).toBe(200);
  });
});

describe.each(stores)('counts taken back with the %s store (a right PIN does not count as a wrong one)', (_name, makeStore) => {
  let store: CounterStore;
  beforeAll(() => {
    store = makeStore();
  });
  afterAll(() => store.close());

  it('takes back one hit of the current window, never going below zero', async () => {
    const key = `take-back-${Date.now()}`;
    const start = Date.UTC(2026, 10, 22, 8, 0, 0);
    expect(await store.hit(key, 60_000, start)).toBe(1);
    expect(await store.hit(key, 60_000, start)).toBe(2);
    await store.takeBack(key, 60_000, start);
    expect(await store.hit(key, 60_000, start)).toBe(2);
    for (let i = 0; i < 3; i++) await store.takeBack(key, 60_000, start);
    expect(await store.hit(key, 60_000, start)).toBe(1);
  });

  it('leaves a later window alone', async () => {
    const key = `take-back-later-${Date.now()}`;
    const start = Date.UTC(2026, 10, 22, 9, 0, 0);
    await store.hit(key, 60_000, start);
    expect(await store.hit(key, 60_000, start + 60_000)).toBe(1);
    await store.takeBack(key, 60_000, start);
    expect(await store.hit(key, 60_000, start + 60_000)).toBe(2);
  });
});
