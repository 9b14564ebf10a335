import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAPABILITY_UNAVAILABLE_MESSAGES, ERROR_CODES } from '@portal/contract';
import { openDatabase } from '../src/db/connect';
import { eq } from 'drizzle-orm';
import { accounts, outboxEvents, people, products, tickets } from '../src/db/schema';
import { parseSettings, SettingsError } from '../src/settings';
import { freePort, spawnPortal, startTestServer, type TestServer } from './support/test-server';

const SECRET = 'f3a9c1e07b5d24688e1f0a3c9b7d5e2a41c6f8093e7b2d5a6c1f4e8b0a9d3c72';
const CUSTOMER = '0821234567';

/** The settings production needs, with an SMS gateway nobody answers (no PIN is asked for in these starts). */
const PRODUCTION = {
  PORTAL_MODE: 'production',
  PUBLIC_ORIGIN: 'https://portal.example.com',
  JWT_SECRET: SECRET,
  DATA_ENCRYPTION_KEY: '9c4e1a7f3b0d852e6a1c9f4b7d3e0a58c2f6b9d14e7a3c0f8b5d2e96a1c4f7b3',
  SMS_ADAPTER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/send',
  ADDRESS_LOOKUP_ADAPTER: 'http',
  ADDRESS_LOOKUP_URL: 'http://127.0.0.1:9/suggest',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseSettings(env, '/srv/portal');
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).problems;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('what production refuses in its settings', () => {
  it('accepts the production settings, with every capability off by default', () => {
    expect(parseSettings(PRODUCTION, '/srv/portal')).toMatchObject({
      mode: 'production',
      paymentAdapter: 'off',
      provisioningAdapter: 'off',
      helpdeskAdapter: 'off',
      debitCollectionAdapter: 'off',
    });
    expect(parseSettings({}, '/srv/portal').mode).toBe('demo');
  });

  it.each([
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: '' }, /^PUBLIC_ORIGIN is required in production/],
    ['JWT_SECRET', { JWT_SECRET: '' }, /^JWT_SECRET is required in production .*JWT_SECRET_FILE/],
    ['DATA_ENCRYPTION_KEY', { DATA_ENCRYPTION_KEY: '' }, /^DATA_ENCRYPTION_KEY is required in production .*DATA_ENCRYPTION_KEY_FILE/],
    ['SMS_ADAPTER (unset)', { SMS_ADAPTER: '' }, /^SMS_ADAPTER is not set: production sends PINs only through an SMS gateway/],
    ['SMS_ADAPTER=demo', { SMS_ADAPTER: 'demo' }, /^SMS_ADAPTER="demo": production sends PINs only through an SMS gateway/],
    ['PAYMENT_ADAPTER=demo', { PAYMENT_ADAPTER: 'demo' }, /^PAYMENT_ADAPTER=demo is not allowed in production: the payment gateway simulator/],
    ['PROVISIONING_ADAPTER=demo', { PROVISIONING_ADAPTER: 'demo' }, /^PROVISIONING_ADAPTER=demo is not allowed in production/],
    ['HELPDESK_ADAPTER=demo', { HELPDESK_ADAPTER: 'demo' }, /^HELPDESK_ADAPTER=demo is not allowed in production/],
    ['DEBIT_COLLECTION_ADAPTER=demo', { DEBIT_COLLECTION_ADAPTER: 'demo' }, /^DEBIT_COLLECTION_ADAPTER=demo is not allowed in production/],
  ])('refuses %s with one line naming it', (_what, change, line) => {
    const problems = problemsOf({ ...PRODUCTION, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(line);
  });

  it('starts with the webhook adapters for provisioning and the helpdesk, and refuses them without URL and secret', () => {
    const settings = parseSettings({ ...PRODUCTION, PROVISIONING_ADAPTER: 'webhook', HELPDESK_ADAPTER: 'webhook', WEBHOOK_URL: 'https://billing.example.com/events', WEBHOOK_SECRET: SECRET }, '/srv/portal');
    expect(settings).toMatchObject({ mode: 'production', provisioningAdapter: 'webhook', helpdeskAdapter: 'webhook', webhookUrl: 'https://billing.example.com/events' });
    expect(problemsOf({ ...PRODUCTION, PROVISIONING_ADAPTER: 'webhook' }).map((p) => p.split(' ')[0])).toEqual(['WEBHOOK_URL', 'WEBHOOK_SECRET']);
  });

  it('refuses an unknown mode', () => {
    expect(problemsOf({ PORTAL_MODE: 'prod' })).toEqual(['PORTAL_MODE="prod": use demo (simulators and demo people, the default) or production (real customers).']);
  });

  describe('NAME_FILE forms of secret settings', () => {
    let dir: string;
    beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), 'portal-mode-files-'))));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reads the file, less one trailing newline, and never echoes it', () => {
      const file = path.join(dir, 'jwt');
      writeFileSync(file, `${SECRET}\n`);
      const metrics = path.join(dir, 'metrics');
      writeFileSync(metrics, 'metrics-token-0123456789abcdef\r\n');
      const settings = parseSettings({ ...PRODUCTION, JWT_SECRET: '', JWT_SECRET_FILE: file, METRICS_TOKEN_FILE: metrics }, '/srv/portal');
      expect(settings.jwtSecret).toBe(SECRET);
      expect(settings.metricsToken).toBe('metrics-token-0123456789abcdef');
    });

    it('refuses both forms at once, and a file it cannot read', () => {
      const file = path.join(dir, 'jwt2');
      writeFileSync(file, SECRET);
      expect(problemsOf({ ...PRODUCTION, JWT_SECRET_FILE: file })).toEqual(['JWT_SECRET and JWT_SECRET_FILE are both set: keep one of them.']);
      const missing = problemsOf({ ...PRODUCTION, JWT_SECRET: '', JWT_SECRET_FILE: path.join(dir, 'absent') });
      expect(missing).toEqual([`JWT_SECRET_FILE=${JSON.stringify(path.join(dir, 'absent'))} cannot be read (ENOENT): give the path of a file holding JWT_SECRET.`]);
    });

    it('checks a key read from a file as it checks one given directly', () => {
      const weak = path.join(dir, 'weak');
      writeFileSync(weak, 'a'.repeat(40));
      const [problem] = problemsOf({ ...PRODUCTION, JWT_SECRET: '', JWT_SECRET_FILE: weak });
      expect(problem).toMatch(/^JWT_SECRET is too predictable/);
      expect(problem).not.toContain('a'.repeat(40));
    });
  });
});

describe('starting the real server in production', () => {
  let portal: ReturnType<typeof spawnPortal> | undefined;
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-mode-'));
  });
  afterEach(async () => {
    await portal?.stop();
    portal = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start without PUBLIC_ORIGIN, JWT_SECRET and a real SMS adapter, one line each, before touching the data folder', async () => {
    portal = spawnPortal({ PORT: String(await freePort()), DATA_DIR: dataDir, PORTAL_MODE: 'production' });
    expect(await portal.exit()).toBe(1);
    const stderr = portal.stderr();
    expect(stderr).toContain('The portal cannot start; fix these settings:\n');
    expect(stderr).toMatch(/^ {2}PUBLIC_ORIGIN is required in production/m);
    expect(stderr).toMatch(/^ {2}JWT_SECRET is required in production/m);
    expect(stderr).toMatch(/^ {2}DATA_ENCRYPTION_KEY is required in production \(PORTAL_MODE=production\)/m);
    expect(stderr).toMatch(/^ {2}SMS_ADAPTER is not set: production sends PINs only through an SMS gateway/m);
    expect(portal.stdout()).not.toContain('Customer portal:');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses every simulator and demo adapter, naming each', async () => {
    portal = spawnPortal({
      ...PRODUCTION,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SMS_ADAPTER: 'demo',
      PAYMENT_ADAPTER: 'demo',
      PROVISIONING_ADAPTER: 'demo',
      HELPDESK_ADAPTER: 'demo',
      DEBIT_COLLECTION_ADAPTER: 'demo',
    });
    expect(await portal.exit()).toBe(1);
    const lines = portal.stderr().split('\n').filter((line) => line.startsWith('  '));
    expect(lines.map((line) => line.trim().split(/[= ]/)[0])).toEqual(['SMS_ADAPTER', 'PAYMENT_ADAPTER', 'PROVISIONING_ADAPTER', 'HELPDESK_ADAPTER', 'DEBIT_COLLECTION_ADAPTER']);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses the demo address list while the instance turns address suggestions on', async () => {
    portal = spawnPortal({ ...PRODUCTION, PORT: String(await freePort()), DATA_DIR: dataDir, ADDRESS_LOOKUP_ADAPTER: 'demo', ADDRESS_LOOKUP_URL: '' });
    expect(await portal.exit()).toBe(1);
    expect(portal.stderr()).toMatch(/^ {2}ADDRESS_LOOKUP_ADAPTER is demo while the instance config turns address suggestions on/m);
  });

  it('starts on an empty database without seeding it, and serves no simulator, outbox or open metrics', async () => {
    const port = await freePort();
    const keyFile = path.join(dataDir, '..', `${path.basename(dataDir)}-jwt`);
    writeFileSync(keyFile, `${SECRET}\n`);
    try {
      portal = spawnPortal({ ...PRODUCTION, JWT_SECRET: '', JWT_SECRET_FILE: keyFile, PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: `http://localhost:${port}` });
      // A new embedded database is made and migrated first: slow on a loaded machine, so the limit catches hangs only.
      await portal.ready(150_000);
      expect(portal.stdout()).toContain('Production mode: no demo data, no simulators, no outbox.');
      expect(portal.stdout()).toContain('Not available (no adapter configured): payments, provisioning, helpdesk, debitOrders.');
      expect(portal.stdout()).not.toMatch(/Demo data|0821234567/);
      const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`);
      for (const url of ['/gateway-sim/', '/gateway-sim/pay/abc', '/api/dev/outbox', '/metrics']) expect([url, (await get(url)).status]).toEqual([url, 404]);
      const config = await (await get('/instance-config.json')).json();
      expect(config.capabilities).toEqual({ payments: false, provisioning: false, helpdesk: false, debitOrders: false });
      expect((await get('/version')).status).toBe(200);
      expect(await portal.stop()).toBe(0);
    } finally {
      rmSync(keyFile, { force: true });
    }
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.select().from(accounts)).toEqual([]);
      expect(await database.db.select().from(people)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});

describe('a production server with no payment, provisioning, helpdesk or debit collection adapter', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer({ mode: 'production' });
    token = await s.signIn(CUSTOMER);
  });
  afterAll(() => s.close());

  const refusedWith = (response: { status: number; body: { errors: { code: string; message: string }[] } }, capability: keyof typeof CAPABILITY_UNAVAILABLE_MESSAGES) => {
    expect(response.status).toBe(503);
    expect(response.body.errors).toEqual([{ code: ERROR_CODES.serviceUnavailable, message: CAPABILITY_UNAVAILABLE_MESSAGES[capability] }]);
  };

  it('signs in through its SMS adapter and shows the account and billing views', async () => {
    expect(token).toMatch(/^ey/);
    expect((await s.call('account.GetAccount', {}, token)).status).toBe(200);
    expect((await s.call('billing.GetInvoices', {}, token)).status).toBe(200);
    expect((await s.call('tickets.GetTickets', {}, token)).status).toBe(200);
  });

  it('simulates no connection: without RADIUS accounting the live session is unknown (the page shows no panel)', async () => {
    const live = await s.call('services.GetLiveSession', { serviceTag: 'LTE-200311' }, token);
    expect(live.body.result).toEqual({ serviceTag: 'LTE-200311', session: { state: 'unknown' } });
  });

  it('refuses card payments, card capture and card registration', async () => {
    refusedWith(await s.call('billing.payment.PerformPayGatePayment', { amount: 10, idempotencyKey: randomUUID() }, token), 'payments');
    refusedWith(await s.call('billing.payment.GetCardCaptureFrame', { idempotencyKey: randomUUID() }, token), 'payments');
  });

  it('refuses orders before recording anything', async () => {
    const cart = { serviceTag: 'FTTH-100234', cartLines: [{ productId: 1, quantity: 1 }], upgrade: false };
    refusedWith(await s.call('commerce.PlaceOrder', { cart, idempotencyKey: randomUUID() }, token), 'provisioning');
  });

  it('refuses tickets, and logs none', async () => {
    const before = (await s.db.select({ id: tickets.id }).from(tickets)).length;
    const address = { line1: '12 Main Road', line2: 'Unit 4', city: 'Johannesburg', postalCode: '2001' };
    const report = await s.call('outages.ReportOutage', { serviceTag: 'FTTH-100234', address, description: 'No internet since 07:00.', idempotencyKey: randomUUID() }, token);
    refusedWith(report, 'helpdesk');
    expect((await s.db.select({ id: tickets.id }).from(tickets)).length).toBe(before);
  });

  it('refuses to set up a debit order', async () => {
    const debitOrder = {
      paymentMethodId: 2,
      billingDetails: {
        debitOrderDetailsBean: {
          accountHolder: 'Thandi Mokoena',
          bankNameId: 8,
          accountNumber: '9876543210',
          accountTypeId: 2,
          branchCode: '051001',
          debitCollectionDayId: 2,
          idNumberTypeId: 1,
          idNumber: '',
          declarationAccepted: true,
        },
        creditCardDetailsBean: null,
      },
    };
    refusedWith(await s.call('billing.UpdateBillingDetails', debitOrder, token), 'debitOrders');
  });

  it('says which capabilities are on in the instance config it serves', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/instance-config.json' });
    expect(response.json().capabilities).toEqual({ payments: false, provisioning: false, helpdesk: false, debitOrders: false });
    expect((await s.app.inject({ method: 'GET', url: '/gateway-sim/' })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'POST', url: '/api/dev/usage', payload: { serviceTag: 'MOB-300412', dataMb: 100 } })).statusCode).toBe(404);
  });
});

describe('a demo server with a capability switched off (PAYMENT_ADAPTER=off)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ capabilities: { payments: false } });
  });
  afterAll(() => s.close());

  it('refuses payments and serves no simulator, while the rest runs as in the demo', async () => {
    const token = await s.signIn(CUSTOMER);
    const paid = await s.call('billing.payment.PerformPayGatePayment', { amount: 10, idempotencyKey: randomUUID() }, token);
    expect(paid.status).toBe(503);
    expect(paid.body.errors[0].message).toBe(CAPABILITY_UNAVAILABLE_MESSAGES.payments);
    expect((await s.app.inject({ method: 'GET', url: '/gateway-sim/' })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/instance-config.json' })).json().capabilities).toEqual({ payments: false, provisioning: true, helpdesk: true, debitOrders: true });
    // Still the demo: its outbox is there.
    expect((await s.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
  });
});

describe('a production server with the webhook adapters (PROVISIONING_ADAPTER=webhook, HELPDESK_ADAPTER=webhook)', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Nobody listens at port 9: what is placed waits in the outbox, pending, as when the back office is down.
    s = await startTestServer({ mode: 'production', jobs: { provisioning: 'webhook', helpdesk: 'webhook', webhook: { url: 'http://127.0.0.1:9/events', secret: SECRET, timeoutMs: 1000 } } });
  });
  afterAll(() => s.close());

  it('turns orders and tickets on, and writes each one’s event for the back office; the order stays pending, never done', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/instance-config.json' })).json().capabilities).toEqual({ payments: false, provisioning: true, helpdesk: true, debitOrders: false });
    const token = await s.signIn(CUSTOMER);
    const [topUp] = await s.db.select().from(products).where(eq(products.name, 'Mobile Data Top-up 1 GB'));
    const placed = await s.call('commerce.PlaceOrder', { cart: { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: topUp.id, quantity: 1 }] }, idempotencyKey: randomUUID() }, token);
    expect(placed.status).toBe(200);
    const ticket = await s.call('billing.support.CreateBillingSupportTicket', { description: 'Why was I charged twice?' }, token);
    expect(ticket.status).toBe(200);
    const events = await s.db.select().from(outboxEvents);
    expect(events.map((e) => e.type).sort()).toEqual(['order.created', 'ticket.created']);
    expect(events.every((e) => e.state === 'pending')).toBe(true);
    const orders = (await s.call('account.orders.GetOrders', {}, token)).body.result.orders as { reference: string; status: string }[];
    expect(orders.find((o) => o.reference === placed.body.result.reference)!.status).toBe('pending');
  });
});
