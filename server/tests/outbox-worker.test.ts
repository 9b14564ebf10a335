import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/connect';
import { outboxEvents } from '../src/db/schema';
import { systemClock } from '../src/clock';
import type { Db } from '../src/db/connect';
import { metricsRegistry } from '../src/observability/metrics';
import { enqueueEvent, type OutboxEvent } from '../src/outbox/outbox-events';
import { createOutboxWorker, type OutboxWorker } from '../src/outbox/outbox-worker';
import { signatureHeader, verifySignature, webhookBody, webhookHandler } from '../src/outbox/webhook';
import { announceMissing, POSTGRES_URL, postgresReachable } from './support/backends';
import { startWebhookReceiver, waitFor } from './support/webhook-receiver';
import { freePort } from './support/free-port';

const SECRET = randomBytes(32).toString('hex');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** An empty, migrated database of this file's own: PGlite in memory, or a PostgreSQL database named outbox_…. */
async function scratchDatabase(backend: 'pglite' | 'postgres') {
  if (backend === 'pglite') return { database: await openDatabase({}), drop: async () => undefined };
  const { Client } = await import('pg');
  const name = `outbox_worker_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { database: await openDatabase({ databaseUrl: url.toString() }), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

const write = (db: Db, type: string, orderingKey: string, data: Record<string, unknown> = {}) =>
  db.transaction((tx) => enqueueEvent(tx as unknown as Db, { type, orderingKey, data }, new Date()));

announceMissing('PostgreSQL', postgresReachable);
const backends = ['pglite', ...(postgresReachable ? ['postgres' as const] : [])] as const;

describe.each(backends)('the outbox worker on %s', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  const workers: OutboxWorker[] = [];
  beforeAll(async () => {
    ({ database, drop } = await scratchDatabase(backend));
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.close()));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it("has runDue return only once the background loop's work is done, an event its delivery enqueues included", async () => {
    const chained: string[] = [];
    const handlers = new Map([
      ['test.chain', async (event: OutboxEvent) => void (await write(database.db, 'test.chained', event.orderingKey, { from: event.id }))],
      ['test.chained', async (event: OutboxEvent) => void chained.push(String(event.data.from))],
    ]);
    const worker = createOutboxWorker({ db: database.db, clock: systemClock, log: quiet, handlers, pollMs: 5 });
    workers.push(worker);
    worker.start();
    for (let round = 0; round < 25; round++) {
      const id = await write(database.db, 'test.chain', `chain:${round}`);
      worker.wake();
      await worker.runDue({ sweeps: false });
      expect(chained).toContain(id);
    }
  });

  it('has two runDue calls at once both return, every event delivered', async () => {
    const seen: string[] = [];
    const worker = createOutboxWorker({ db: database.db, clock: systemClock, log: quiet, handlers: new Map([['test.both', async (event: OutboxEvent) => void seen.push(event.id)]]) });
    workers.push(worker);
    worker.start();
    const ids = await Promise.all([0, 1, 2, 3].map((i) => write(database.db, 'test.both', `both:${i}`)));
    await Promise.all([worker.runDue(), worker.runDue(), worker.runDue()]);
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it('has two workers on one database deliver every event once, each key in the order written', async () => {
    const seen: OutboxEvent[] = [];
    const slowly = async (event: OutboxEvent) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      seen.push(event);
    };
    const written: { id: string; key: string }[] = [];
    for (let i = 0; i < 40; i++) {
      const key = `service:CUS1:S${i % 5}`;
      written.push({ id: await write(database.db, 'test.many', key, { i }), key });
    }
    for (let n = 0; n < 2; n++) {
      const worker = createOutboxWorker({ db: database.db, clock: systemClock, log: quiet, handlers: new Map([['test.many', slowly]]), batchSize: 4 });
      workers.push(worker);
      worker.start();
    }
    await waitFor(() => seen.length >= written.length, 'all 40 delivered');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.map((e) => e.id).sort()).toEqual(written.map((w) => w.id).sort());
    for (const key of new Set(written.map((w) => w.key))) {
      expect(seen.filter((e) => e.orderingKey === key).map((e) => e.id)).toEqual(written.filter((w) => w.key === key).map((w) => w.id));
    }
    const states = await database.db.select({ state: outboxEvents.state }).from(outboxEvents).where(eq(outboxEvents.type, 'test.many'));
    expect(states.every((s) => s.state === 'delivered')).toBe(true);
  });

  it('tries again with growing waits, fails an event after its last try (logged, counted), and holds the later events of its key', async () => {
    const key = `service:CUS1:FAIL-${randomUUID()}`;
    const first = await write(database.db, 'test.refused', key);
    const second = await write(database.db, 'test.refused', key);
    const other = await write(database.db, 'test.refused', `service:CUS1:OK-${randomUUID()}`);
    const tries: number[] = [];
    const errors: string[] = [];
    const worker = createOutboxWorker({
      db: database.db,
      clock: systemClock,
      log: { ...quiet, error: (_obj, msg) => errors.push(msg) },
      handlers: new Map([
        [
          'test.refused',
          async (event: OutboxEvent) => {
            if (event.orderingKey !== key) return;
            tries.push(Date.now());
            throw new Error('answered 503');
          },
        ],
      ]),
      retry: { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 10_000 },
    });
    workers.push(worker);
    worker.start();
    const stateOf = async (id: string) => (await database.db.select().from(outboxEvents).where(eq(outboxEvents.id, id)))[0];
    await waitFor(async () => (await stateOf(first)).state === 'failed', 'the first event failed');
    expect(tries).toHaveLength(3);
    // Exponential: the second wait is about twice the first.
    expect(tries[1] - tries[0]).toBeGreaterThanOrEqual(100);
    expect(tries[2] - tries[1]).toBeGreaterThanOrEqual(200);
    expect(await stateOf(first)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'answered 503' });
    expect(await stateOf(second)).toMatchObject({ state: 'pending', attempts: 0 });
    await waitFor(async () => (await stateOf(other)).state === 'delivered', 'the other key delivered');
    expect(errors).toEqual(['outbox event failed after its last try; later events of its key wait']);
    const text = await metricsRegistry.metrics();
    expect(text).toMatch(/portal_outbox_deliveries_total\{type="test\.refused",outcome="failed"\} [1-9]/);
    expect(text).toMatch(/portal_outbox_deliveries_total\{type="test\.refused",outcome="retry"\} [1-9]/);
  });
});

describe('the signed webhook', () => {
  it('posts { id, type, createdAt, data } signed over the raw body with the id as Idempotency-Key; a receiver refuses another key with 401, which counts as failed', async () => {
    const receiver = await startWebhookReceiver(SECRET, 11113);
    try {
      const event: OutboxEvent = { id: randomUUID(), type: 'order.created', orderingKey: 'service:CUS1:S1', createdAt: new Date(), data: { reference: 'ORD-1' }, attempt: 1 };
      await webhookHandler({ url: receiver.url, secret: SECRET, timeoutMs: 5_000 })(event, new AbortController().signal);
      expect(receiver.deliveries).toEqual([{ key: event.id, body: { id: event.id, type: 'order.created', createdAt: event.createdAt.toISOString(), data: { reference: 'ORD-1' } } }]);

      const wrong = webhookHandler({ url: receiver.url, secret: randomBytes(32).toString('hex'), timeoutMs: 5_000 });
      await expect(wrong(event, new AbortController().signal)).rejects.toThrow(/answered 401/);
      expect(receiver.refused()).toBe(1);
      expect(receiver.deliveries).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('verifies its own signature and refuses a changed body, another key or an old time', () => {
    const body = webhookBody({ id: 'e1', type: 'ticket.created', createdAt: new Date(), data: { ticketNumber: 'TCK-1' } });
    const now = Math.floor(Date.now() / 1000);
    const header = signatureHeader(SECRET, body, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, body, SECRET, now)).toBe(true);
    expect(verifySignature(header, `${body} `, SECRET, now)).toBe(false);
    expect(verifySignature(header, body, `${SECRET}x`, now)).toBe(false);
    expect(verifySignature(header, body, SECRET, now + 301)).toBe(false);
    expect(verifySignature(undefined, body, SECRET, now)).toBe(false);
  });

  it('counts a receiver that does not answer in time as failed', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(freePort(), '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const post = webhookHandler({ url: `http://127.0.0.1:${port}/`, secret: SECRET, timeoutMs: 1_000 });
      await expect(post({ id: 'e2', type: 'order.created', orderingKey: 'k', createdAt: new Date(), data: {}, attempt: 1 }, new AbortController().signal)).rejects.toThrow(/did not answer within 1000 ms/);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
