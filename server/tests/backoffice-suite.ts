import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ServiceDetail } from '@portal/contract/catalogue';
import { eq } from 'drizzle-orm';
import { BACKOFFICE_ROUTES, servedBackofficeRoutes } from '../src/backoffice/plugin';
import { openApiPath } from '../src/backoffice/openapi';
import { openDatabase, type Database } from '../src/db/connect';
import { backofficeRequests, dashboardAlerts, products, ticketMessages, tickets } from '../src/db/schema';
import { seedDemoData } from '../src/demo/seed';
import { openSeededDatabase, SEED_DAY, testFieldCipher } from './support/seeded-database';
import { testFileStore } from './support/test-files';
import { startTestServer, type TestServer } from './support/test-server';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const TOKEN = `bo1-${randomBytes(24).toString('hex')}`;
const SECOND_TOKEN = `bo2-${randomBytes(24).toString('hex')}`;
const REQUESTS_PER_MINUTE = 40;
const CUSTOMER = '0821234567';
const CUSTOMER_ACCOUNT = 'CUS1001';

/** Every request comes from its own address (behind the one trusted proxy) unless a test names one. */
const someAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;

/** A PostgreSQL database of this suite's own (named backoffice_…), migrated and seeded, dropped by `drop`. */
async function scratchPostgres(serverUrl: string) {
  const { Client } = await import('pg');
  const name = `backoffice_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await seedDemoData(database.db, testFileStore(), testFieldCipher, SEED_DAY);
  return { database, drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Validates an OpenAPI 3.1 document with @seriousme/openapi-schema-validator (an ES module, so in a node of its own). */
function validateOpenApi(document: unknown): { valid: boolean; version: string; errors?: unknown } {
  const script = `import { Validator } from '@seriousme/openapi-schema-validator';
let text = ''; process.stdin.on('data', (c) => (text += c)); process.stdin.on('end', async () => {
  const validator = new Validator();
  const result = await validator.validate(JSON.parse(text));
  process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors }));
});`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { input: JSON.stringify(document), cwd: path.join(__dirname, '..'), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`The OpenAPI validator did not run: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** The back-office API through real HTTP, on one database backend (`port` in the suite's own range). */
export function describeBackoffice(backend: 'pglite' | 'postgres', port: number, postgresUrl?: string) {
  describe(`back-office API on ${backend}`, () => {
    let s: TestServer;
    let database: Database;
    let drop: (() => Promise<void>) | undefined;
    let base: string;

    beforeAll(async () => {
      if (backend === 'postgres') ({ database, drop } = await scratchPostgres(postgresUrl!));
      else database = await openSeededDatabase();
      s = await startTestServer({
        database,
        otpLimits: GENEROUS,
        trustProxy: ['127.0.0.1'],
        backoffice: { tokens: [TOKEN, SECOND_TOKEN], requestsPerMinute: REQUESTS_PER_MINUTE },
      });
      await s.app.listen({ port, host: '127.0.0.1' });
      base = `http://127.0.0.1:${port}/api/backoffice/v1`;
    });
    afterAll(async () => {
      await s?.close();
      await database?.close();
      await drop?.();
    });

    interface Call {
      body?: unknown;
      raw?: string;
      key?: string | null;
      token?: string | null;
      ip?: string;
      contentType?: string;
      authorization?: string;
    }

    /** POSTs to the API as a provider's system would, over HTTP. */
    async function api(route: string, { body, raw, key = randomUUID(), token = TOKEN, ip = someAddress(), contentType = 'application/json', authorization }: Call = {}) {
      const headers: Record<string, string> = { 'x-forwarded-for': ip };
      if (authorization !== undefined) headers.authorization = authorization;
      else if (token) headers.authorization = `Bearer ${token}`;
      if (key) headers['idempotency-key'] = key;
      if (body !== undefined || raw !== undefined) headers['content-type'] = contentType;
      const response = await fetch(`${base}${route}`, { method: 'POST', headers, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, replayed: response.headers.get('idempotent-replayed') === 'true' };
    }

    const productId = async (name: string) => (await s.db.select().from(products).where(eq(products.name, name)))[0].id;
    const detail = async (serviceTag: string, token: string) => (await s.call('services.GetService', { serviceTag }, token)).body.result as ServiceDetail;
    const ordersOf = async (token: string) => (await s.call('account.orders.GetOrders', {}, token)).body.result.orders as { reference: string; status: string; failureReason?: string }[];
    const alertsOf = async (token: string) => (await s.call('dashboard.alert.GetAlerts', {}, token)).body.result.alerts as { id: string; title: string; message: string; severity: string }[];
    const nextInvoiceLines = async (token: string) => (await s.call('billing.GetViewInvoice', { isNextNext: true }, token)).body.result.lines as { description: string }[];
    const keptKeys = async () => (await s.db.select().from(backofficeRequests)).length;

    describe('when it is off', () => {
      it('answers 404 on every path of it when no token is configured', async () => {
        const off = await startTestServer({ database });
        try {
          for (const url of ['/api/backoffice/v1/openapi.json', '/api/backoffice/v1/broadcasts']) {
            const r = await off.app.inject({ method: url.endsWith('json') ? 'GET' : 'POST', url, headers: { authorization: `Bearer ${TOKEN}`, 'idempotency-key': randomUUID() }, payload: url.endsWith('json') ? undefined : {} });
            expect(r.statusCode).toBe(404);
          }
        } finally {
          await off.close();
        }
      });
    });

    describe('who may call it', () => {
      const complete = '/provisioning/ORD-1001-0007/complete';

      it('refuses a request without a token, with a wrong one, or with a malformed header (401), and changes nothing', async () => {
        const before = await keptKeys();
        for (const call of [{ token: null }, { token: `${TOKEN}x` }, { token: 'short' }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }, { authorization: `Bearer  ${TOKEN}` }]) {
          const r = await api(complete, { body: {}, ...call });
          expect(r.status).toBe(401);
          expect(r.body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.stringContaining('Bearer') });
        }
        expect(await keptKeys()).toBe(before);
        expect(s.log()).not.toContain(TOKEN);
      });

      it('takes each of the configured tokens, and never writes one to the log', async () => {
        expect((await api(complete, { body: {}, token: TOKEN })).status).toBe(200);
        expect((await api(complete, { body: {}, token: SECOND_TOKEN })).status).toBe(200);
        expect(s.log()).not.toContain(TOKEN);
        expect(s.log()).not.toContain(SECOND_TOKEN);
      });

      it('limits the requests of one address per minute (429), and counts them apart from other addresses', async () => {
        const ip = someAddress();
        const answers: number[] = [];
        for (let i = 0; i < REQUESTS_PER_MINUTE + 1; i++) answers.push((await api('/tickets/TCK-NOSUCH/status', { body: { status: 'open', agentName: 'A' }, ip })).status);
        expect(answers.slice(0, REQUESTS_PER_MINUTE).every((status) => status === 404)).toBe(true);
        const limited = await api('/tickets/TCK-NOSUCH/status', { body: { status: 'open', agentName: 'A' }, ip });
        expect(limited.status).toBe(429);
        expect(limited.body.error.code).toBe('RATE_LIMITED');
        expect((await api('/tickets/TCK-NOSUCH/status', { body: { status: 'open', agentName: 'A' } })).status).toBe(404);
        s.clock.advance(61_000);
        expect((await api('/tickets/TCK-NOSUCH/status', { body: { status: 'open', agentName: 'A' }, ip })).status).toBe(404);
      });

      it('stops an address after 20 refused tokens, even when it then sends the right one', async () => {
        const ip = someAddress();
        for (let i = 0; i < 20; i++) expect((await api(complete, { body: {}, ip, token: `guess-${i}-${'x'.repeat(40)}` })).status).toBe(401);
        const right = await api(complete, { body: {}, ip });
        expect(right.status).toBe(429);
        expect(right.body.error.message).toContain('refused tokens');
        s.clock.advance(10 * 60_000 + 1_000);
        expect((await api(complete, { body: {}, ip })).status).toBe(200);
      });
    });

    describe('bad requests are 4xx with a clear message and change nothing', () => {
      it('refuses unknown fields, wrong types, bad JSON, a missing key, another media type, and unknown objects', async () => {
        const before = await keptKeys();
        const cases: [string, Call, number, RegExp][] = [
          ['/provisioning/ORD-1001-0007/fail', { body: { reason: 'No coverage', extra: 1 } }, 400, /Unrecognized key.*extra/],
          ['/provisioning/ORD-1001-0007/fail', { body: { reason: '' } }, 400, /reason: reason must not be empty/],
          ['/provisioning/ORD-1001-0007/fail', { body: { reason: 42 } }, 400, /reason/],
          ['/provisioning/ORD-1001-0007/fail', { body: [] }, 400, /body is not valid/],
          ['/provisioning/ORD-1001-0007/fail', { raw: '{"reason": ' }, 400, /not valid JSON/],
          ['/provisioning/ORD-1001-0007/fail', { body: { reason: 'x' }, key: null }, 400, /Idempotency-Key/],
          ['/provisioning/ORD-1001-0007/fail', { body: { reason: 'x' }, key: 'short' }, 400, /Idempotency-Key/],
          ['/provisioning/ORD-1001-0007/fail', { raw: 'reason=x', contentType: 'application/x-www-form-urlencoded' }, 415, /JSON/],
          ['/provisioning/ORD-NOSUCH-1/complete', { body: {} }, 404, /^The order, cancellation or service change with reference ORD-NOSUCH-1 was not found\.$/],
          ['/provisioning/bad%20ref/complete', { body: {} }, 400, /reference/],
          ['/tickets/TCK-NOSUCH/replies', { body: { agentName: 'A', body: 'Hello' } }, 404, /^Ticket TCK-NOSUCH was not found\.$/],
          ['/tickets/TCK-10021/status', { body: { status: 'resolved', agentName: 'A' } }, 400, /status must be one of open, closed/],
          ['/services/NOSUCH-1/status', { body: { status: 'suspended', reason: 'Overdue' } }, 404, /^The service NOSUCH-1 was not found\.$/],
          ['/services/FTTH-100234/status', { body: { status: 'suspended' } }, 400, /needs a reason/],
          ['/broadcasts', { body: { title: 'T', message: 'M', audience: { accountCodes: ['NOSUCH99'] } } }, 404, /No account has code NOSUCH99/],
          ['/broadcasts', { body: { title: 'T', message: 'M', audience: { all: false } } }, 400, /audience/],
          ['/broadcasts', { body: { title: 'T', message: 'M', audience: { all: true }, kind: 'advert' } }, 400, /kind must be one of service, promotion/],
          ['/broadcasts', { body: { title: 'T', message: 'M', audience: { all: true }, link: { label: 'Go', to: '/nowhere' } } }, 400, /not a page of this portal/],
          ['/broadcasts', { body: { title: 'T', message: 'M', audience: { all: true }, expiresAt: '2020-01-01T00:00:00Z' } }, 400, /in the past/],
          ['/nosuch', { body: {} }, 404, /has no POST/],
        ];
        for (const [route, call, status, message] of cases) {
          const r = await api(route, call);
          expect({ route, status: r.status }).toEqual({ route, status });
          expect(r.body.error.message).toMatch(message);
        }
        const tooLarge = await api('/broadcasts', { raw: JSON.stringify({ title: 'T', message: 'x'.repeat(70 * 1024), audience: { all: true } }) });
        expect(tooLarge.status).toBe(413);
        expect(await keptKeys()).toBe(before);
      });
    });

    describe('provisioning', () => {
      it('completes an upgrade placed in the portal: the service moves to the new plan and the order is completed; a replay answers the same and changes nothing', async () => {
        const token = await s.signIn(CUSTOMER);
        const placed = await s.call('commerce.PlaceOrder', { cart: { serviceTag: 'MOB-300412', cartLines: [{ productId: await productId('Mobile Data 50 GB'), quantity: 1 }] }, idempotencyKey: randomUUID() }, token);
        expect(placed.status).toBe(200);
        const reference = placed.body.result.reference as string;
        expect((await detail('MOB-300412', token)).pendingChange).toMatchObject({ reference });

        const key = randomUUID();
        const done = await api(`/provisioning/${reference}/complete`, { body: {}, key });
        expect(done.status).toBe(200);
        expect(done.body).toMatchObject({ reference, kind: 'order', failureReason: null });
        expect(done.replayed).toBe(false);
        const service = await detail('MOB-300412', token);
        expect(service.product!.name).toBe('Mobile Data 50 GB');
        expect(service.pendingChange).toBeNull();
        expect((await ordersOf(token)).find((o) => o.reference === reference)!.status).toBe('completed');

        const kept = await keptKeys();
        const again = await api(`/provisioning/${reference}/complete`, { key });
        expect(again).toEqual({ ...done, replayed: true });
        expect(await keptKeys()).toBe(kept);
        const otherRoute = await api(`/provisioning/${reference}/fail`, { body: { reason: 'No' }, key });
        expect(otherRoute.status).toBe(422);
        expect(otherRoute.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
        expect((await ordersOf(token)).find((o) => o.reference === reference)!.status).toBe('completed');
        const late = await api(`/provisioning/${reference}/fail`, { body: { reason: 'No' } });
        expect(late.status).toBe(409);
      });

      it('fails an order with a reason: Orders & Docs and the service page say why, and its charge leaves the next invoice', async () => {
        const token = await s.signIn(CUSTOMER);
        const placed = await s.call('commerce.PlaceOrder', { cart: { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: await productId('Mobile Data Top-up 5 GB'), quantity: 1 }] }, idempotencyKey: randomUUID() }, token);
        const reference = placed.body.result.reference as string;
        expect(await nextInvoiceLines(token)).toContainEqual(expect.objectContaining({ description: 'Mobile Data Top-up 5 GB (MOB-300412)' }));
        const reason = 'The SIM is blocked on the network; call us to replace it.';
        const key = randomUUID();
        const failed = await api(`/provisioning/${reference}/fail`, { body: { reason }, key });
        expect(failed.status).toBe(200);
        expect(failed.body).toEqual({ reference, kind: 'order', status: 'failed', failureReason: reason });
        expect((await ordersOf(token)).find((o) => o.reference === reference)).toMatchObject({ status: 'failed', failureReason: reason });
        expect((await detail('MOB-300412', token)).failedRequest).toEqual({ kind: 'order', reference, reason });
        expect(await nextInvoiceLines(token)).not.toContainEqual(expect.objectContaining({ description: 'Mobile Data Top-up 5 GB (MOB-300412)' }));
        const otherBody = await api(`/provisioning/${reference}/fail`, { body: { reason: 'Another reason' }, key });
        expect(otherBody.status).toBe(422);
        expect((await ordersOf(token)).find((o) => o.reference === reference)!.failureReason).toBe(reason);
        expect((await api(`/provisioning/${reference}/complete`, { body: {} })).status).toBe(409);
      });

      it('completes and fails cancellations: scheduled with the date asked, or failed with the reason under Cancellations', async () => {
        const token = await s.signIn(CUSTOMER);
        const ask = async (serviceTag: string, date?: string) => {
          const options = (await s.call('services.GetCancellationOptions', { serviceTag }, token)).body.result;
          if (date) options.earliestDate = date;
          const r = await s.call(
            'commerce.CancelService',
            {
              cancellation: {
                serviceTag,
                cancellationDate: options.earliestDate,
                cancellationLines: ['plan'],
                cancellationInformation: { reasonId: 'price' },
                cancellationHardware: options.hardware.map((h: { id: string }) => ({ id: h.id, returnMethod: 'courier-collection' })),
              },
              idempotencyKey: randomUUID(),
            },
            token,
          );
          expect(r.status).toBe(200);
          return { reference: r.body.result.reference as string, date: options.earliestDate as string };
        };
        const cancellationsOf = async () => (await s.call('account.cancellations.GetCancellations', {}, token)).body.result.cancellations as { reference: string; status: string; effectiveDate: string | null; failureReason?: string }[];

        // A date ahead: on its day the cancellation completes.
        const first = await ask('ADSL-400513', '2026-11-27');
        const done = await api(`/provisioning/${first.reference}/complete`, { body: {} });
        expect(done.body).toMatchObject({ kind: 'cancellation', status: 'scheduled' });
        expect((await cancellationsOf()).find((c) => c.reference === first.reference)).toMatchObject({ status: 'scheduled', effectiveDate: first.date });

        const second = await ask('FTTH-100234');
        expect((await detail('FTTH-100234', token)).status).toBe('Cancellation pending');
        const reason = 'Your contract runs until March: cancel from then.';
        expect((await api(`/provisioning/${second.reference}/fail`, { body: { reason } })).body).toMatchObject({ kind: 'cancellation', status: 'failed', failureReason: reason });
        expect((await cancellationsOf()).find((c) => c.reference === second.reference)).toMatchObject({ status: 'failed', failureReason: reason });
        const service = await detail('FTTH-100234', token);
        expect(service.status).toBe('Active');
        expect(service.cancellation).toBeNull();
        expect(service.failedRequest).toEqual({ kind: 'cancellation', reference: second.reference, reason });
      });

      it("completes and fails service changes: the change takes effect, or is undone and Recent changes says why", async () => {
        const token = await s.signIn(CUSTOMER);
        const extensions = async () => (await s.call('communication.GetVoip', { serviceTag: 'VOIP-600715' }, token)).body.result.extensions as { extension: string; pending: unknown }[];
        const add = async (extension: string) => {
          const r = await s.call('communication.AddExtension', { serviceTag: 'VOIP-600715', extension, name: 'Back office', device: 'Desk phone' }, token);
          expect({ status: r.status, errors: r.body.errors }).toEqual({ status: 200, errors: [] });
          return r.body.result.reference as string;
        };
        // The plan's extensions are all in use: one goes first, then there is room for a new one.
        const [first] = await extensions();
        const removal = await s.call('communication.RemoveExtension', { serviceTag: 'VOIP-600715', extension: first.extension }, token);
        expect(removal.status).toBe(200);
        const removed = removal.body.result.reference as string;
        expect((await extensions()).find((e) => e.extension === first.extension)).toMatchObject({ pending: { state: 'removing', reference: removed } });
        expect((await api(`/provisioning/${removed}/complete`, { body: {} })).body).toEqual({ reference: removed, kind: 'change', status: 'completed', failureReason: null });
        expect((await extensions()).some((e) => e.extension === first.extension)).toBe(false);

        const refused = await add('182');
        const reason = 'Extension 182 is reserved on our exchange.';
        expect((await api(`/provisioning/${refused}/fail`, { body: { reason } })).body).toEqual({ reference: refused, kind: 'change', status: 'failed', failureReason: reason });
        expect((await extensions()).some((e) => e.extension === '182')).toBe(false);
        const activity = (await s.call('services.GetServiceActivity', { serviceTag: 'VOIP-600715' }, token)).body.result.entries as { message: string; reference: string }[];
        expect(activity[0]).toMatchObject({ message: `Not done: ${reason}`, reference: refused });
        expect((await api(`/provisioning/${refused}/complete`, { body: {} })).status).toBe(409);
      });
    });

    describe('tickets', () => {
      const text = 'Restart the router, then wait two minutes.\n';
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

      it("adds an agent's reply with an attachment that the customer reads and downloads in the ticket's conversation", async () => {
        const token = await s.signIn(CUSTOMER);
        const key = randomUUID();
        const body = { agentName: 'Priya from Support', body: 'We reset your port. Steps attached.', attachments: [{ fileName: 'steps.txt', contentBase64: Buffer.from(text).toString('base64') }] };
        const r = await api('/tickets/tck-10021/replies', { body, key });
        expect(r.status).toBe(200);
        expect(r.body).toMatchObject({ ticketNumber: 'TCK-10021', attachments: [{ fileName: 'steps.txt', contentType: 'text/plain', size: text.length }] });
        const ticket = (await s.call('tickets.GetTicket', { ticketNumber: 'TCK-10021' }, token)).body.result;
        const shown = ticket.messages.at(-1);
        expect(shown).toMatchObject({ author: 'agent', authorName: 'Priya from Support', body: 'We reset your port. Steps attached.', attachments: [{ fileName: 'steps.txt', contentType: 'text/plain' }] });
        expect(ticket.history.at(-1).event).toBe('Priya from Support replied');
        const download = await s.app.inject({
          method: 'POST',
          url: '/api/solid/isp-portal/download/tickets.DownloadAttachment',
          headers: { 'x-portal-authorization': token },
          payload: { ticketNumber: 'TCK-10021', attachmentId: shown.attachments[0].id },
        });
        expect(download.statusCode).toBe(200);
        expect(download.body).toBe(text);

        const messages = (await s.db.select().from(ticketMessages)).length;
        const again = await api('/tickets/TCK-10021/replies', { body, key });
        expect(again).toEqual({ ...r, replayed: true });
        expect((await s.db.select().from(ticketMessages)).length).toBe(messages);
      });

      it('holds attachments to the checks of customer uploads: a file whose name hides its type, or an empty one, is refused and nothing is kept', async () => {
        const messages = (await s.db.select().from(ticketMessages)).length;
        const disguised = await api('/tickets/TCK-10021/replies', { body: { agentName: 'A', body: 'B', attachments: [{ fileName: 'notes.txt', contentBase64: png.toString('base64') }] } });
        expect(disguised.status).toBe(400);
        expect(disguised.body.error.message).toContain('notes.txt is a PNG image');
        const empty = await api('/tickets/TCK-10021/replies', { body: { agentName: 'A', body: 'B', attachments: [{ fileName: 'a.txt', contentBase64: '' }] } });
        expect(empty.status).toBe(400);
        const notBase64 = await api('/tickets/TCK-10021/replies', { body: { agentName: 'A', body: 'B', attachments: [{ fileName: 'a.txt', contentBase64: 'not base64!' }] } });
        expect(notBase64.status).toBe(400);
        expect((await s.db.select().from(ticketMessages)).length).toBe(messages);
      });

      it("closes and reopens a ticket as the customer's ticket page shows it", async () => {
        const token = await s.signIn(CUSTOMER);
        const closed = await api('/tickets/TCK-10021/status', { body: { status: 'closed', agentName: 'Johan from Support' } });
        expect(closed.body).toEqual({ ticketNumber: 'TCK-10021', status: 'closed', changed: true });
        const page = (await s.call('tickets.GetTicket', { ticketNumber: 'TCK-10021' }, token)).body.result;
        expect(page).toMatchObject({ status: 'closed', reopenUntil: expect.any(String) });
        expect(page.history.at(-1).event).toBe('Closed by Johan from Support');
        expect((await api('/tickets/TCK-10021/status', { body: { status: 'closed', agentName: 'Johan from Support' } })).body.changed).toBe(false);
        expect((await api('/tickets/TCK-10021/status', { body: { status: 'open', agentName: 'Johan from Support' } })).body.changed).toBe(true);
        const [row] = await s.db.select().from(tickets).where(eq(tickets.ticketNumber, 'TCK-10021'));
        expect(row).toMatchObject({ status: 'open', closedAt: null });
      });
    });

    describe('services and broadcasts', () => {
      it('suspends a service with a reason that the dashboard alerts show, and makes it active again', async () => {
        const token = await s.signIn(CUSTOMER);
        const reason = 'The account is 60 days overdue';
        const suspended = await api('/services/WIFI-400816/status', { body: { status: 'suspended', reason } });
        expect(suspended.body).toEqual({ serviceTag: 'WIFI-400816', status: 'suspended', reason, changed: true });
        const alert = (await alertsOf(token)).find((a) => a.id === 'service-suspended:WIFI-400816');
        expect(alert).toMatchObject({ severity: 'critical', message: expect.stringContaining(`is suspended: ${reason}.`) });
        expect((await detail('WIFI-400816', token)).status).toBe('Suspended');
        const active = await api('/services/WIFI-400816/status', { body: { status: 'active' } });
        expect(active.body).toEqual({ serviceTag: 'WIFI-400816', status: 'active', reason: null, changed: true });
        expect((await alertsOf(token)).some((a) => a.id === 'service-suspended:WIFI-400816')).toBe(false);
      });

      it("shows a broadcast on the named accounts' dashboards only, and on every account's with all", async () => {
        const token = await s.signIn(CUSTOMER);
        const other = await s.signIn('0831234567');
        const probe = await s.call('dashboard.alert.GetAlerts', {}, other);
        expect({ status: probe.status, errors: probe.body.errors }).toEqual({ status: 200, errors: [] });
        const key = randomUUID();
        const named = { title: 'Maintenance on Saturday', message: 'Fibre is down 02:00–04:00 for upgrades.', severity: 'warning', audience: { accountCodes: [CUSTOMER_ACCOUNT] }, link: { label: 'View outages', to: '/outages' } };
        const r = await api('/broadcasts', { body: named, key });
        expect(r.body).toEqual({ recipients: 1 });
        expect(await alertsOf(token)).toContainEqual(expect.objectContaining({ title: 'Maintenance on Saturday', severity: 'warning', kind: 'service' }));
        expect((await alertsOf(other)).some((a) => a.title === 'Maintenance on Saturday')).toBe(false);
        const rows = (await s.db.select().from(dashboardAlerts)).length;
        expect((await api('/broadcasts', { body: named, key })).replayed).toBe(true);
        expect((await s.db.select().from(dashboardAlerts)).length).toBe(rows);

        // A promotion: the dashboard shows it apart from the service alerts.
        const all = await api('/broadcasts', { body: { title: 'New app', message: 'Our app is out.', audience: { all: true }, kind: 'promotion', expiresAt: new Date(s.clock.now().getTime() + 86_400_000).toISOString() } });
        expect(all.body.recipients).toBeGreaterThan(1);
        expect(await alertsOf(other)).toContainEqual(expect.objectContaining({ title: 'New app', severity: 'info', kind: 'promotion' }));
        s.clock.advance(86_400_000 + 1000);
        expect((await alertsOf(await s.signIn('0831234567'))).some((a) => a.title === 'New app')).toBe(false);
      });
    });

    describe('the OpenAPI document', () => {
      it('is a valid OpenAPI 3.1 document with the bearer scheme, every route served, its bodies and answers', async () => {
        const response = await fetch(`${base}/openapi.json`);
        expect(response.status).toBe(200);
        const document = await response.json();
        const result = validateOpenApi(document);
        expect(result.errors ?? null).toBeNull();
        expect(result).toMatchObject({ valid: true, version: '3.1' });
        expect(document.openapi).toBe('3.1.0');
        expect(document.components.securitySchemes.bearerToken).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
        expect(document.security).toEqual([{ bearerToken: [] }]);

        // Every route the server registered under the prefix (as Fastify registered it) is documented, and only those.
        const served = servedBackofficeRoutes(s.app).filter((r) => !(r.method === 'GET' && r.url.endsWith('/openapi.json')) && r.method !== 'HEAD');
        const documented = Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops as object).map((m) => `${m.toUpperCase()} /api/backoffice/v1${p}`));
        expect(served.map((r) => `${r.method} ${openApiPath(r.url)}`).sort()).toEqual(documented.sort());
        expect(documented).toHaveLength(BACKOFFICE_ROUTES.length);
        for (const route of BACKOFFICE_ROUTES.filter((r) => r.method === 'GET')) {
          // A read takes its query's parameters, no body and no Idempotency-Key.
          const operation = document.paths[openApiPath(route.path)].get;
          expect(operation.requestBody).toBeUndefined();
          expect(operation.parameters.map((p: { name: string }) => p.name)).not.toContain('Idempotency-Key');
          expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
        }
        expect(document.paths['/events'].get.parameters).toContainEqual(
          expect.objectContaining({ name: 'state', in: 'query', required: false, schema: expect.objectContaining({ enum: ['pending', 'delivered', 'failed', 'skipped'] }) }),
        );
        expect(document.paths['/events/{id}/retry'].post.responses['200'].content['application/json'].schema.properties).toHaveProperty('retried');
        for (const route of BACKOFFICE_ROUTES.filter((r) => r.method === 'POST')) {
          const operation = document.paths[openApiPath(route.path)].post;
          expect(operation.requestBody.content['application/json'].schema).toMatchObject({ type: 'object', additionalProperties: false });
          expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }));
          expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '422', '429']));
          // The example in the document is one the handler's own schema takes.
          expect(route.body.safeParse(route.example).success).toBe(true);
        }
      });
    });
  });
}
