import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { demoSmsAdapter } from '../src/adapters/sms';
import { buildServer } from '../src/app';
import { DEFAULT_OTP_LIMITS, SMS_BUDGET_EXHAUSTED } from '../src/auth/otp';
import { memoryCounterStore, redisCounterStore, type CounterStore } from '../src/auth/rate-limit';
import type { Database } from '../src/db/connect';
import { loggerOptions } from '../src/logging';
import { metricsRegistry } from '../src/observability/metrics';
import { announceMissing, REDIS_URL, redisReachable } from './support/backends';
import { openSeededDatabase } from './support/seeded-database';

/** A global SMS budget per hour: past it every PIN request is refused, one alert is logged, and a metric counts refusals. */

announceMissing('Redis', redisReachable);

const BUDGET = 3;
const limits = {
  ...DEFAULT_OTP_LIMITS,
  perCellNumber: { ...DEFAULT_OTP_LIMITS.perCellNumber, max: 100 },
  perClientAddress: { ...DEFAULT_OTP_LIMITS.perClientAddress, max: 100 },
  smsBudget: { ...DEFAULT_OTP_LIMITS.smsBudget, max: BUDGET },
};

let database: Database;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(() => database?.close());

const refusals = async () => (await metricsRegistry.getSingleMetric('portal_sms_budget_exhausted_total')!.get()).values.reduce((sum, v) => sum + v.value, 0);

/** `nodes` API nodes over one counter store (shared through Redis as on several machines), each logging to `log`. */
async function nodesSharing(counters: () => CounterStore, nodes: number) {
  const logs: string[] = [];
  const stores: CounterStore[] = [];
  const built = await Promise.all(
    Array.from({ length: nodes }, async () => {
      const sms = demoSmsAdapter(() => undefined);
      const stream = new Writable({
        write(chunk, _encoding, done) {
          logs.push(chunk.toString());
          done();
        },
      });
      const { app } = await buildServer({ db: database.db, sms, counters: stores[stores.push(counters()) - 1], secret: randomBytes(32), otpLimits: limits, logger: loggerOptions('info', stream) });
      return { app, sms };
    }),
  );
  const request = async (node: number, cellNumber: string) => {
    const response = await built[node].app.inject({ method: 'POST', url: '/api/solid/isp-portal/action/login.otp.RequestOtp', payload: { cellNumber } });
    return { status: response.statusCode, body: response.json() };
  };
  return { request, built, alerts: () => logs.join('').split('\n').filter((line) => line.includes('"alert":"sms-budget-exhausted"')), close: async () => {
      await Promise.all(built.map((b) => b.app.close()));
      await Promise.all([...new Set(stores)].map((store) => store.close()));
    },
  };
}

const stores: [string, () => () => CounterStore][] = [
  ['one node, counters in memory', () => {
    const store = memoryCounterStore();
    return () => store;
  }],
  ...(redisReachable
    ? ([['two nodes sharing Redis', () => {
        const prefix = `otp-wave:test:${Date.now()}:${Math.random()}:`;
        return () => redisCounterStore(new Redis(REDIS_URL), prefix);
      }]] as [string, () => () => CounterStore][])
    : []),
];

describe.each(stores)('%s', (name, makeStores) => {
  it('sends PINs up to the budget, then refuses every PIN request with a clear sentence, logs one alert and counts each refusal', async () => {
    const nodes = await nodesSharing(makeStores(), name.startsWith('two') ? 2 : 1);
    try {
      const before = await refusals();
      const numbers = ['0821234567', '0831234567', '0841234567'];
      for (let i = 0; i < BUDGET; i++) expect((await nodes.request(i % nodes.built.length, numbers[i])).status).toBe(200);
      const sent = nodes.built.reduce((sum, b) => sum + b.sms.outbox.length, 0);
      expect(sent).toBe(BUDGET);

      // A known and an unknown number are refused alike, from every node.
      for (const [i, cellNumber] of ['0851234567', '0790012345', '0821234567', '0790054321'].entries()) {
        const refused = await nodes.request(i % nodes.built.length, cellNumber);
        expect(refused.status).toBe(503);
        expect(refused.body.errors[0]).toEqual({ code: 'SERVICE_UNAVAILABLE', message: SMS_BUDGET_EXHAUSTED });
      }
      expect(nodes.built.reduce((sum, b) => sum + b.sms.outbox.length, 0)).toBe(sent);
      expect(await refusals()).toBe(before + 4);
      expect(nodes.alerts()).toHaveLength(1);
      expect(nodes.alerts()[0]).toContain(`"budget":${BUDGET}`);
    } finally {
      await nodes.close();
    }
  });
});
