import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema';
import { openSeededDatabase } from './support/seeded-database';
import { spawnPortal } from './support/test-server';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from './support/webhook-receiver';
import { freePort } from './support/free-port';

type Cancellation = { reference: string; status: string; delayed?: boolean };

/**
 * A real portal process (server/src/main.ts) whose webhook receiver always refuses, with WEBHOOK_MAX_ATTEMPTS=1: the
 * order.created and cancellation.created events end failed, and the customer's reads show them as delayed, never as done.
 */
const CUSTOMER = '0821234567';
const SECRET = randomBytes(32).toString('hex');
const PORTAL_PORT = freePort();

type Order = { reference: string; status: string; delayed?: boolean };

describe('jobs whose event failed after its last try', () => {
  jest.setTimeout(600_000);
  const origin = `http://127.0.0.1:${PORTAL_PORT}`;
  let receiver: WebhookReceiver;
  let portal: ReturnType<typeof spawnPortal> | undefined;
  let dataDir: string;
  let topUpId: number;

  beforeAll(async () => {
    const seeded = await openSeededDatabase();
    topUpId = (await seeded.db.select().from(products).where(eq(products.name, 'Mobile Data Top-up 1 GB')))[0].id;
    await seeded.close();
    receiver = await startWebhookReceiver(SECRET);
    receiver.failNext(1_000_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-delayed-'));
    portal = spawnPortal({
      DATA_DIR: dataDir,
      PORT: String(PORTAL_PORT),
      FILES_DIR: path.join(dataDir, 'files'),
      PROVISIONING_ADAPTER: 'webhook',
      HELPDESK_ADAPTER: 'webhook',
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_RETRY_BASE_MS: '200',
      WEBHOOK_MAX_ATTEMPTS: '1',
      DRAIN_SECONDS: '0',
    });
    await portal.ready();
  });
  afterAll(async () => {
    await portal?.stop();
    await receiver?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
  const ordersOf = async (token: string) => (await call('account.orders.GetOrders', {}, token)).body.result.orders as Order[];

  it('shows the order as delayed (still pending, not completed) once the receiver refused its one try', async () => {
    const token = await signIn();
    const placed = await call('commerce.PlaceOrder', { cart: { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: topUpId, quantity: 1 }] }, idempotencyKey: randomUUID() }, token);
    expect(placed.status).toBe(200);
    const reference = placed.body.result.reference as string;

    // Before its try ends it is an ordinary pending order; the refused try is what makes it delayed.
    await waitFor(() => receiver.deliveries.some((d) => d.body.data.reference === reference), 'order.created tried');
    let order: Order | undefined;
    await waitFor(async () => {
      order = (await ordersOf(token)).find((o) => o.reference === reference);
      return order?.delayed === true;
    }, 'the order shown as delayed');
    expect(order).toMatchObject({ reference, status: 'pending', delayed: true });
    expect(receiver.processed.some((e) => e.data.reference === reference)).toBe(false);

    // The customer's other orders (delivered or never sent) carry no delayed flag.
    const others = (await ordersOf(token)).filter((o) => o.reference !== reference);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((o) => o.delayed === undefined)).toBe(true);
  });

  it('shows a cancellation the provider never got as delayed under Cancellations and on the service page', async () => {
    const token = await signIn();
    const serviceTag = 'ADSL-400513';
    const options = (await call('services.GetCancellationOptions', { serviceTag }, token)).body.result as { earliestDate: string; hardware: { id: string }[] };
    const asked = await call(
      'commerce.CancelService',
      {
        cancellation: {
          serviceTag,
          cancellationDate: options.earliestDate,
          cancellationLines: ['plan'],
          cancellationInformation: { reasonId: 'price' },
          cancellationHardware: options.hardware.map((h) => ({ id: h.id, returnMethod: 'courier-collection' })),
        },
        idempotencyKey: randomUUID(),
      },
      token,
    );
    expect(asked.status).toBe(200);
    const reference = asked.body.result.reference as string;
    let cancellation: Cancellation | undefined;
    await waitFor(async () => {
      const list = (await call('account.cancellations.GetCancellations', {}, token)).body.result.cancellations as Cancellation[];
      cancellation = list.find((c) => c.reference === reference);
      return cancellation?.delayed === true;
    }, 'the cancellation shown as delayed');
    expect(cancellation).toMatchObject({ reference, status: 'pending', delayed: true });
    const service = (await call('services.GetService', { serviceTag }, token)).body.result as { cancellation: Cancellation | null };
    expect(service.cancellation).toMatchObject({ reference, delayed: true });
  });
});
