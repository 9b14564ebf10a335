import { spawn } from 'node:child_process';
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

/**
 * A real portal process whose webhook receiver refuses at first, with WEBHOOK_MAX_ATTEMPTS=1: an order's event ends
 * failed and holds back the next event of its service. The operator finds it with GET /events?state=failed, retries
 * it (POST /events/{id}/retry, and `server outbox retry --failed` with the portal stopped), and it is delivered
 * before the event it held back; the order stops showing as Delayed once it is delivered.
 */
const CUSTOMER = '0821234567';
const SECRET = randomBytes(32).toString('hex');
const TOKEN = `ops-${randomBytes(24).toString('hex')}`;
const PORTAL_PORT = freePort();

type Order = { reference: string; status: string; delayed?: boolean };
type ListedEvent = { id: string; type: string; state: string; attempts: number; orderingKey: string; lastError: string | null; retriedAt: string | null; data: Record<string, unknown> };

describe('an operator retries failed outbound events', () => {
  jest.setTimeout(600_000);
  const origin = `http://127.0.0.1:${PORTAL_PORT}`;
  const backoffice = `${origin}/api/backoffice/v1`;
  let receiver: WebhookReceiver;
  let portal: ReturnType<typeof spawnPortal> | undefined;
  let dataDir: string;
  let topUpId: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    const seeded = await openSeededDatabase();
    topUpId = (await seeded.db.select().from(products).where(eq(products.name, 'Mobile Data Top-up 1 GB')))[0].id;
    await seeded.close();
    receiver = await startWebhookReceiver(SECRET);
    receiver.failNext(1_000_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-retry-'));
    env = {
      DATA_DIR: dataDir,
      PORT: String(PORTAL_PORT),
      FILES_DIR: path.join(dataDir, 'files'),
      PROVISIONING_ADAPTER: 'webhook',
      HELPDESK_ADAPTER: 'webhook',
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      // Long enough that a delivery the receiver holds is answered by the test, never timed out.
      WEBHOOK_TIMEOUT_MS: '60000',
      WEBHOOK_MAX_ATTEMPTS: '1',
      BACKOFFICE_TOKEN: TOKEN,
      DRAIN_SECONDS: '0',
    };
    portal = spawnPortal(env);
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
  const orderOf = async (token: string, reference: string) => (await ordersOf(token)).find((o) => o.reference === reference);
  const placeTopUp = async (token: string) => {
    const placed = await call('commerce.PlaceOrder', { cart: { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: topUpId, quantity: 1 }] }, idempotencyKey: randomUUID() }, token);
    expect(placed.status).toBe(200);
    return placed.body.result.reference as string;
  };
  const failedEvents = async (query = 'state=failed', token: string | null = TOKEN) => {
    const response = await fetch(`${backoffice}/events?${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: (await response.json()) as { events: ListedEvent[]; next: number | null; error?: { message: string } } };
  };
  const retry = async (id: string, key = randomUUID(), token: string | null = TOKEN) => {
    const response = await fetch(`${backoffice}/events/${encodeURIComponent(id)}/retry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: '{}',
    });
    return { status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true', body: (await response.json()) as { event: ListedEvent; retried: boolean; error?: { message: string } } };
  };
  const eventOf = (reference: string) => (d: { body: { type: string; data: Record<string, unknown> } }) => d.body.type === 'order.created' && d.body.data.reference === reference;

  it('lists the failed event, retries it once however often asked, and delivers it before the later event of its service', async () => {
    const token = await signIn();
    const first = await placeTopUp(token);
    await waitFor(async () => (await orderOf(token, first))?.delayed === true, 'the first order shown as delayed');

    // The receiver works again; the next order of the same service waits behind the failed one, never tried.
    receiver.failNext(0);
    const second = await placeTopUp(token);
    const listed = await failedEvents();
    expect(listed.status).toBe(200);
    const failed = listed.body.events.find((e) => e.data.reference === first)!;
    expect(failed).toMatchObject({ type: 'order.created', state: 'failed', attempts: 1, orderingKey: 'service:CUS1001:MOB-300412', lastError: expect.stringContaining('answered 503'), retriedAt: null });
    expect(listed.body.events.some((e) => e.data.reference === second)).toBe(false);
    expect((await failedEvents('state=pending&type=order.created')).body.events.map((e) => e.data.reference)).toContain(second);
    expect(receiver.deliveries.some(eventOf(second))).toBe(false);
    // Waiting behind it, the second is delayed too: the provider will not get it until the first is retried.
    expect(await orderOf(token, second)).toMatchObject({ status: 'pending', delayed: true });

    // Bearer-auth'd like the rest of the API; a bad query is a 400 that says why.
    expect((await failedEvents('state=failed', null)).status).toBe(401);
    expect((await retry(failed.id, randomUUID(), null)).status).toBe(401);
    const bad = await failedEvents('state=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.error!.message).toContain('state must be one of pending, delivered, failed, skipped');
    expect((await failedEvents('limit=0')).status).toBe(400);
    expect((await retry('no-such-event')).status).toBe(404);

    // Held by the receiver: the retried delivery is under way, so the order still shows as Delayed.
    receiver.holdNext();
    const key = randomUUID();
    const retried = await retry(failed.id, key);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ retried: true, event: { id: failed.id, state: 'pending', attempts: 0 } });
    expect(retried.body.event.retriedAt).not.toBeNull();
    // The same request again is a replay; a new request finds it no longer failed and changes nothing.
    expect(await retry(failed.id, key)).toMatchObject({ status: 200, replayed: true, body: { retried: true } });
    expect(await retry(failed.id)).toMatchObject({ status: 200, replayed: false, body: { retried: false } });

    await waitFor(() => receiver.held.length === 1, 'the retried event delivered (and held)');
    expect(receiver.held[0].key).toBe(failed.id);
    expect(await orderOf(token, first)).toMatchObject({ status: 'pending', delayed: true });
    expect(receiver.deliveries.some(eventOf(second))).toBe(false);

    receiver.held[0].response.writeHead(204).end();
    await waitFor(() => receiver.processed.some((e) => e.data.reference === second), 'the held-back order delivered');
    const order = receiver.deliveries.map((d) => (eventOf(first)(d) ? 'first' : eventOf(second)(d) ? 'second' : null)).filter(Boolean);
    expect(order).toEqual(['first', 'first', 'second']);
    await waitFor(async () => (await orderOf(token, first))?.delayed === undefined, 'the first order no longer delayed');
    expect((await orderOf(token, second))?.delayed).toBeUndefined();
    expect(await orderOf(token, first)).toMatchObject({ status: 'pending' });
    expect((await failedEvents()).body.events.some((e) => e.id === failed.id)).toBe(false);
  });

  it("shows a mailbox's Being added and, behind it, Being removed as Delayed until the failed event is retried", async () => {
    type Mailbox = { localPart: string; pending: { state: string; reference: string; delayed?: boolean } | null };
    const token = await signIn();
    const mailboxes = async () => ((await call('communication.GetEmail', { serviceTag: 'EML-500614' }, token)).body.result as { mailboxes: Mailbox[] }).mailboxes;
    const pendingOf = async (localPart: string) => (await mailboxes()).find((m) => m.localPart === localPart)?.pending;
    receiver.failNext(1);
    const added = await call('communication.AddMailbox', { serviceTag: 'EML-500614', address: 'ops@mokoena-design.co.za', displayName: 'Ops', quotaMb: 512 }, token);
    expect(added.status).toBe(200);
    const reference = added.body.result.reference as string;
    await waitFor(async () => (await pendingOf('ops'))?.delayed === true, 'the new mailbox shown as delayed');
    expect(await pendingOf('ops')).toEqual({ state: 'adding', reference, delayed: true });
    const removed = await call('communication.RemoveMailbox', { serviceTag: 'EML-500614', address: 'ayanda@mokoena-design.co.za' }, token);
    expect(removed.status).toBe(200);
    expect(await pendingOf('ayanda')).toEqual({ state: 'removing', reference: removed.body.result.reference, delayed: true });
    // The service's other mailboxes have no change on their way.
    expect((await mailboxes()).filter((m) => !['ops', 'ayanda'].includes(m.localPart)).every((m) => m.pending === null)).toBe(true);

    const [failed] = (await failedEvents('state=failed&type=service.change.requested')).body.events.filter((e) => e.data.reference === reference);
    expect((await retry(failed.id)).body.retried).toBe(true);
    await waitFor(() => receiver.processed.some((e) => e.data.reference === removed.body.result.reference), 'both changes delivered');
    // Delivered, so no longer delayed; still being added and removed until the provider reports them done.
    await waitFor(async () => (await pendingOf('ops'))?.delayed === undefined, 'the mailbox no longer delayed');
    expect(await pendingOf('ops')).toEqual({ state: 'adding', reference });
    expect(await pendingOf('ayanda')).toEqual({ state: 'removing', reference: removed.body.result.reference });
  });

  it('retries every failed event from the command line (server outbox retry --failed) while the portal is stopped', async () => {
    const token = await signIn();
    receiver.failNext(1);
    const reference = await placeTopUp(token);
    await waitFor(async () => (await orderOf(token, reference))?.delayed === true, 'the order shown as delayed');
    const [failed] = (await failedEvents('state=failed&type=order.created')).body.events.filter((e) => e.data.reference === reference);
    await portal!.stop();

    const run = (args: string[]) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: path.join(__dirname, '..'), env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.stderr.on('data', (chunk) => (out += chunk));
        child.once('exit', (code) => resolve({ code, out }));
      });
    const done = await run(['outbox', 'retry', '--failed']);
    expect(done.code).toBe(0);
    expect(done.out).toContain(`Retrying ${failed.id} (order.created, service:CUS1001:MOB-300412).`);
    expect(done.out).toContain('1 failed event sent to be tried again.');
    const again = await run(['outbox', 'retry', failed.id]);
    expect(again.out).toContain(`${failed.id} is not a failed event: left as it is.`);
    expect((await run(['outbox', 'retry'])).code).toBe(2);

    portal = spawnPortal(env);
    await portal.ready();
    await waitFor(() => receiver.processed.some((e) => e.id === failed.id), 'the retried event delivered');
    const fresh = await signIn();
    await waitFor(async () => (await orderOf(fresh, reference))?.delayed === undefined, 'the order no longer delayed');
  });
});
