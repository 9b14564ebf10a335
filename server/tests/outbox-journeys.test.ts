import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema';
import { announceMissing, POSTGRES_URL, postgresReachable } from './support/backends';
import { openSeededDatabase } from './support/seeded-database';
import { spawnPortal } from './support/test-server';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from './support/webhook-receiver';
import { freePort } from './support/free-port';

/**
 * Whole journeys against a real portal process (server/src/main.ts) with PROVISIONING_ADAPTER=webhook and
 * HELPDESK_ADAPTER=webhook, posting to a receiver this test starts: the signed event of an order, a receiver that
 * fails three times, and a node killed with SIGKILL while it delivers, then started again.
 */
const CUSTOMER = '0821234567';
const SECRET = randomBytes(32).toString('hex');
const PORTS = { pglite: { portal: freePort(), receiver: freePort() }, postgres: { portal: freePort(), receiver: freePort() } };

announceMissing('PostgreSQL', postgresReachable);
const backends = ['pglite', ...(postgresReachable ? ['postgres' as const] : [])] as const;

let topUpId: number;
beforeAll(async () => {
  // The demo seed makes the same catalogue wherever it runs: the spawned portal's product ids are these.
  const seeded = await openSeededDatabase();
  topUpId = (await seeded.db.select().from(products).where(eq(products.name, 'Mobile Data Top-up 1 GB')))[0].id;
  await seeded.close();
});

describe.each(backends)('signed webhooks from a portal process on %s', (backend) => {
  jest.setTimeout(600_000);
  const ports = PORTS[backend];
  const origin = `http://127.0.0.1:${ports.portal}`;
  let receiver: WebhookReceiver;
  let portal: ReturnType<typeof spawnPortal> | undefined;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver(SECRET, ports.receiver);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-journey-'));
    let where: Record<string, string> = { DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    if (backend === 'postgres') {
      const { Client } = await import('pg');
      const name = `outbox_journey_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(statement).finally(() => client.end());
      };
      await admin(`CREATE DATABASE "${name}"`);
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      where = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
      cleanup = async () => {
        await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        rmSync(dataDir, { recursive: true, force: true });
      };
    }
    env = {
      ...where,
      PORT: String(ports.portal),
      FILES_DIR: path.join(dataDir, 'files'),
      PROVISIONING_ADAPTER: 'webhook',
      HELPDESK_ADAPTER: 'webhook',
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      // Longer than any wait of the test for a state: the held delivery is still under way when the node is killed.
      WEBHOOK_TIMEOUT_MS: '10000',
      WEBHOOK_RETRY_BASE_MS: '200',
      DRAIN_SECONDS: '0',
    };
    portal = spawnPortal(env);
    await portal.ready();
  });
  afterAll(async () => {
    await portal?.stop();
    await receiver?.close();
    await cleanup?.();
  });

  const call = async (name: string, body: unknown, token?: string) => {
    const response = await fetch(`${origin}/api/solid/isp-portal/action/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-portal-authorization': token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { result: Record<string, unknown> } };
  };
  const signIn = async () => {
    const before = ((await (await fetch(`${origin}/api/dev/outbox`)).json()) as { to: string; text: string }[]).length;
    await call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
    let pin: string | undefined;
    await waitFor(async () => {
      const texts = ((await (await fetch(`${origin}/api/dev/outbox`)).json()) as { to: string; text: string }[]).slice(before);
      pin = /\b(\d{6})\b/.exec(texts.filter((m) => m.to === CUSTOMER).at(-1)?.text ?? '')?.[1];
      return pin !== undefined;
    }, 'a PIN texted');
    const verified = await call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin });
    const [account] = verified.body.result.matchedAccounts as { userToken: string }[];
    return (await call('login.otp.SelectAccount', { userToken: account.userToken })).body.result.accessToken as string;
  };
  const topUp = async (token: string) => {
    const placed = await call('commerce.PlaceOrder', { cart: { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: topUpId, quantity: 1 }] }, idempotencyKey: randomUUID() }, token);
    expect(placed.status).toBe(200);
    return placed.body.result.reference as string;
  };
  const portalLog = () => `the portal's log:\n${portal?.stdout()}\n${portal?.stderr()}`;
  const eventOf = (reference: string) => receiver.processed.find((e) => e.data.reference === reference);
  const idsOf = (reference: string) => new Set(receiver.deliveries.filter((d) => d.body.data.reference === reference).map((d) => d.key));

  it('hands an order placed to the receiver as a signed order.created, once, with its id as Idempotency-Key', async () => {
    const token = await signIn();
    const reference = await topUp(token);
    await waitFor(() => eventOf(reference) !== undefined, 'order.created received');
    const event = eventOf(reference)!;
    expect(event).toMatchObject({ type: 'order.created', data: { kind: 'order', reference, accountCode: 'CUS1001', serviceTag: 'MOB-300412', serviceType: 'mobiledata' } });
    expect(Date.parse(event.createdAt)).not.toBeNaN();
    expect(receiver.deliveries.filter((d) => d.body.id === event.id)).toEqual([{ key: event.id, body: event }]);
    // Nothing of the session travels: no token, no PIN.
    expect(JSON.stringify(event)).not.toContain(token);
    expect(receiver.refused()).toBe(0);
    // The order is not done because the back office has it: it completes when the back office says so.
    const orders = (await call('account.orders.GetOrders', {}, token)).body.result.orders as { reference: string; status: string }[];
    expect(orders.find((o) => o.reference === reference)!.status).toBe('pending');
  });

  it('delivers an event the receiver refused three times once more, under the same Idempotency-Key, and it is acted on once', async () => {
    const token = await signIn();
    receiver.failNext(3);
    const reference = await topUp(token);
    await waitFor(() => eventOf(reference) !== undefined, 'order.created received after three refusals');
    const { id } = eventOf(reference)!;
    expect([...idsOf(reference)]).toEqual([id]);
    expect(receiver.countsByKey().get(id)).toBe(4);
    expect(receiver.processed.filter((e) => e.id === id)).toHaveLength(1);
  });

  it('loses nothing when the node is killed mid-delivery: after a restart every event arrives, each acted on once, each service’s in order', async () => {
    const token = await signIn();
    receiver.holdNext();
    const held = await topUp(token);
    await waitFor(() => receiver.held.length === 1, 'the delivery held');
    const next = await topUp(token);
    const ticket = await call('billing.support.CreateBillingSupportTicket', { description: 'Please explain the top-up charges on my last invoice.' }, token);
    expect(ticket.status).toBe(200);
    const ticketNumber = ticket.body.result.ticketNumber as string;
    // Another key goes meanwhile; the service's next event waits for the one being delivered.
    await waitFor(() => receiver.processed.some((e) => e.type === 'ticket.created' && e.data.ticketNumber === ticketNumber), 'ticket.created received', portalLog);
    expect(idsOf(next).size).toBe(0);
    expect(receiver.countsByKey().get(receiver.held[0].key)).toBe(1);

    process.kill(portal!.pid, 'SIGKILL');
    await portal!.exit();
    receiver.held.splice(0).forEach((h) => h.response.destroy());
    portal = spawnPortal(env);
    await portal.ready();

    // The held one's claim is the killed node's until its lease (twice the webhook timeout and 5 s) runs out.
    await waitFor(() => eventOf(held) !== undefined && eventOf(next) !== undefined, 'both orders received after the restart', portalLog);
    // The one cut off came again with its own id: the receiver recognised it.
    const heldIds = [...idsOf(held)];
    expect(heldIds).toHaveLength(1);
    expect(receiver.countsByKey().get(heldIds[0])).toBeGreaterThanOrEqual(2);
    expect([...idsOf(next)]).toHaveLength(1);
    // Each id acted on once; the service's orders in the order placed.
    const ids = receiver.processed.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const service = receiver.processed.filter((e) => e.data.serviceTag === 'MOB-300412').map((e) => e.data.reference);
    expect(service.slice(-2)).toEqual([held, next]);
    expect(receiver.refused()).toBe(0);
  });
});
