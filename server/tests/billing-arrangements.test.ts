import { randomUUID } from 'node:crypto';
import { PAYMENT_RETURN_PARAM } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { loadInstanceConfig } from '../src/app';
import { accounts, invoices, paymentArrangements, payments } from '../src/db/schema';
import { isDemoMailAdapter } from '../src/mail/mail-adapter';
import { findRepoRoot } from '../src/paths';
import { announceMissing, POSTGRES_URL, postgresReachable } from './support/backends';
import { startTestServer, type Backend, type TestServer } from './support/test-server';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from './support/webhook-receiver';
import { freePort } from './support/free-port';

const ORIGIN = 'https://portal.example.com';
/** CUS1001: overdue at the seed day. */
const CUSTOMER = '0821234567';
/** ENT2001 (enterprise, overdue) and BUS3001 (nothing owed). */
const TWO_PARENTS = '0831234567';
const SECRET = 'arrangements-webhook-secret-0123456789abcdef';
const BACKOFFICE_TOKEN = `bo1-${'a'.repeat(48)}`;
const CARD = { CARD_HOLDER: 'Thandi Mokoena', CARD_NUMBER: '4111 1111 1111 1111', CVV: '987', EXPIRY_MONTH: '7', EXPIRY_YEAR: '2029' };
const DAY_MS = 24 * 3600 * 1000;

let s: TestServer;
let receiver: WebhookReceiver;
const config = loadInstanceConfig(findRepoRoot(), 'default');
const defaultRules = { ...config.paymentArrangements };

const get = (token: string) => s.call('billing.arrangement.GetPaymentArrangement', {}, token);
const make = (token: string, parts: { dueDate: string; amount: number }[], idempotencyKey = randomUUID()) =>
  s.call('billing.arrangement.MakePaymentArrangement', { parts, idempotencyKey }, token);
const rowsOf = async (code: string) => {
  const [account] = await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code));
  return s.db.select().from(paymentArrangements).where(eq(paymentArrangements.accountId, account.id));
};
const mailbox = () => {
  const mail = s.mail ?? undefined;
  return isDemoMailAdapter(mail) ? mail.mailbox : [];
};
const eventsOf = (type: string) => receiver.processed.filter((e) => e.type === type);
const backoffice = (url: string, body: unknown) =>
  s.app.inject({ method: 'POST', url: `/api/backoffice/v1${url}`, payload: body as object, headers: { authorization: `Bearer ${BACKOFFICE_TOKEN}`, 'idempotency-key': randomUUID() } });

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
/** Pays `amount` by card through the simulator's hosted page and validates it on return, as the browser does. */
async function payByCard(token: string, amount: number) {
  const started = await s.call('billing.payment.PerformPayGatePayment', { amount, idempotencyKey: randomUUID() }, token);
  expect(started.status).toBe(200);
  const page = await s.app.inject({ method: 'GET', url: pathOf(started.body.result.creditCardInfoCaptureUrl) });
  const id = /name="PAY_REQUEST_ID" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const done = await s.app.inject({
    method: 'POST',
    url: '/gateway-sim/pay',
    payload: new URLSearchParams({ PAY_REQUEST_ID: id, ACTION: 'pay', ...CARD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(done.statusCode).toBe(303);
  const gatewayToken = new URL(done.headers.location as string).searchParams.get(PAYMENT_RETURN_PARAM)!;
  const validated = await s.call('billing.payment.ValidatePayGatePayment', { token: gatewayToken }, token);
  expect(validated.body.result.paymentStatus).toBe(true);
}

announceMissing('PostgreSQL', postgresReachable);
const BACKENDS: Backend[] = postgresReachable ? ['pglite', 'postgres'] : ['pglite'];

describe.each(BACKENDS)('payment arrangements on %s', (backend) => {
  beforeAll(async () => {
    receiver = await startWebhookReceiver(SECRET, freePort('tcp'));
    const generous = { max: 10_000, windowMs: 600_000 };
    s = await startTestServer({
      backend,
      databaseUrl: POSTGRES_URL,
      publicOrigin: ORIGIN,
      instanceConfig: config,
      backoffice: { tokens: [BACKOFFICE_TOKEN], requestsPerMinute: 1000 },
      jobs: { provisioning: 'webhook', helpdesk: 'webhook', webhook: { url: receiver.url, secret: SECRET, timeoutMs: 5000 } },
      otpLimits: { perCellNumber: { name: 'otp-cell', ...generous }, perClientAddress: { name: 'otp-ip', ...generous }, failuresPerCellNumber: { name: 'otp-fail', ...generous } },
    });
  });
  afterEach(() => Object.assign(config.paymentArrangements, defaultRules));
  afterAll(async () => {
    (s.db as unknown as { $client?: { on?: (event: string, listener: () => void) => void } }).$client?.on?.('error', () => undefined);
    await s.close();
    await receiver.close();
  });

  it('offers an overdue customer an arrangement by the instance rules', async () => {
    const r = await get(await s.signIn(CUSTOMER));
    expect(r.status).toBe(200);
    expect(r.body.result.arrangement).toBeNull();
    expect(r.body.result.eligibility).toMatchObject({ eligible: true, reason: null, earliestDate: '2026-11-22', latestDate: '2026-12-22', maxParts: 3 });
    expect(r.body.result.eligibility.overdue).toBeGreaterThan(0);
  });

  it('says why an account may not make one', async () => {
    expect((await get(await s.signIn(TWO_PARENTS, 'BUS3001'))).body.result.eligibility).toMatchObject({
      eligible: false,
      reason: 'Nothing on your account is overdue, so there is nothing to arrange.',
    });
    const token = await s.signIn(CUSTOMER);
    config.paymentArrangements.accountTypes = ['enterprise'];
    expect((await get(token)).body.result.eligibility.reason).toBe('Payment arrangements are not offered for this kind of account. Please contact us to discuss your account.');
    config.paymentArrangements.accountTypes = ['standard'];
    config.paymentArrangements.maxOverdue = 1;
    expect((await get(token)).body.result.eligibility.reason).toMatch(/^Your overdue balance of R [\d ]+\.\d\d is more than the R 1\.00 an arrangement can be made for here\. Please contact us to discuss it\.$/);
    config.paymentArrangements.maxOverdue = defaultRules.maxOverdue;
    config.paymentArrangements.minOverdue = 1_000_000;
    const refused = await make(token, [{ dueDate: '2026-11-30', amount: (await get(token)).body.result.eligibility.overdue }]);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toMatch(/is less than the R 1 000 000\.00 an arrangement is made for\. Please pay it now\.$/);
    expect(await rowsOf('CUS1001')).toHaveLength(0);
  });

  it('refuses parts that break a rule with a 4xx that says so, and writes nothing', async () => {
    const token = await s.signIn(CUSTOMER);
    const overdue: number = (await get(token)).body.result.eligibility.overdue;
    const cases: [unknown, number, RegExp][] = [
      [[{ dueDate: '2026-11-30', amount: overdue - 0.01 }], 400, /^parts: The parts add up to R [\d ]+\.\d\d, but the overdue balance is R [\d ]+\.\d\d: they must add up to exactly that\.$/],
      [[{ dueDate: '2026-11-24', amount: 1 }, { dueDate: '2026-11-26', amount: 1 }, { dueDate: '2026-11-28', amount: 1 }, { dueDate: '2026-11-30', amount: overdue - 3 }], 400, /^parts: Pay in at most 3 parts\.$/],
      [[{ dueDate: '2026-12-23', amount: overdue }], 400, /^parts: The last date may be no later than /],
      [[{ dueDate: '2026-11-21', amount: overdue }], 400, /^parts: A date may not be in the past\.$/],
      [[{ dueDate: '2026-11-31', amount: overdue }], 400, /Enter the date as YYYY-MM-DD\./],
      [[{ dueDate: '2026-11-30', amount: 10.005 }], 400, /Enter an amount in rand/],
      [[{ dueDate: '2026-11-30', amount: overdue - 1 }, { dueDate: '2026-11-30', amount: 1 }], 400, /Each date must be after the one before it\./],
      [[], 400, /Add at least one payment date\./],
    ];
    for (const [parts, status, message] of cases) {
      const r = await s.call('billing.arrangement.MakePaymentArrangement', { parts, idempotencyKey: randomUUID() }, token);
      expect([JSON.stringify(parts), r.status, r.body.errors?.[0]?.message]).toEqual([JSON.stringify(parts), status, expect.stringMatching(message)]);
    }
    expect(await rowsOf('CUS1001')).toHaveLength(0);
  });

  it('makes an arrangement in parts: confirmed on screen, by e-mail and to the back office, signed; once per key', async () => {
    const token = await s.signIn(CUSTOMER);
    const overdue: number = (await get(token)).body.result.eligibility.overdue;
    const parts = [
      { dueDate: '2026-11-25', amount: 200 },
      { dueDate: '2026-12-10', amount: Math.round((overdue - 200) * 100) / 100 },
    ];
    const key = randomUUID();
    const r = await make(token, parts, key);
    expect(r.status).toBe(200);
    const { arrangement } = r.body.result;
    expect(arrangement).toMatchObject({ status: 'kept', statusText: 'Kept', total: overdue, paid: 0, nextPart: { dueDate: '2026-11-25', amount: 200 } });
    expect(arrangement.parts.map((p: { state: string }) => p.state)).toEqual(['due', 'due']);
    expect(r.body.result.message).toMatch(new RegExp(`^Your payment arrangement ${arrangement.reference} is confirmed: R [\\d ]+\\.\\d\\d in 2 parts, the last by 10 Dec 2026\\. We have sent you the details\\.$`));

    // The same request again (a double click): the same arrangement; the key for other parts is refused.
    expect((await make(token, parts, key)).body.result.arrangement.reference).toBe(arrangement.reference);
    expect((await make(token, [{ dueDate: '2026-11-30', amount: overdue }], key)).status).toBe(422);
    expect(await rowsOf('CUS1001')).toHaveLength(1);
    // A second one while it runs is refused.
    const second = await make(token, [{ dueDate: '2026-11-30', amount: overdue }]);
    expect(second.status).toBe(409);
    expect(second.body.errors[0].message).toBe('You already have a payment arrangement running. Keep to it; a new one can be made once it has ended.');

    await waitFor(() => eventsOf('arrangement.made').length === 1, 'arrangement.made at the back office');
    expect(eventsOf('arrangement.made')[0].data).toMatchObject({ reference: arrangement.reference, accountCode: 'CUS1001', status: 'kept', parts: [{ dueDate: '2026-11-25', amount: '200.00' }, { dueDate: '2026-12-10' }] });
    expect(receiver.refused()).toBe(0);
    await s.outbox.runDue();
    expect(mailbox().map((m) => m.subject)).toContain(`Your payment arrangement ${arrangement.reference} is confirmed`);

    // Another account sees none of it.
    expect((await get(await s.signIn(TWO_PARENTS, 'ENT2001'))).body.result.arrangement).toBeNull();
  });

  it('holds off suspension while it is kept, and says so on the dashboard and the pay dialog', async () => {
    const token = await s.signIn(CUSTOMER);
    const suspend = await backoffice('/services/FTTH-100234/status', { status: 'suspended', reason: 'The account is overdue.' });
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json().error.message).toMatch(/^The account keeps payment arrangement ARR-[0-9A-F]{10}: its services are not suspended for the overdue balance while it is kept\./);
    const alerts = (await s.call('dashboard.alert.GetAlerts', {}, token)).body.result.alerts as { id: string; title: string }[];
    expect(alerts.map((a) => a.title)).toContain('Payment arrangement being kept');
    expect(alerts.some((a) => a.id.startsWith('invoice-overdue:'))).toBe(false);
    expect((await s.call('billing.payment.GetPayGatePayNowDetails', {}, token)).body.result.warningMessage).toMatch(/^Your overdue balance is covered by payment arrangement ARR-/);
    // Another reason, said so: it goes through.
    expect((await backoffice('/services/FTTH-100234/status', { status: 'suspended', reason: 'Abuse report.', despiteArrangement: true })).statusCode).toBe(200);
    expect((await backoffice('/services/FTTH-100234/status', { status: 'active' })).statusCode).toBe(200);
  });

  it('does not cover an invoice that falls overdue after it was made', async () => {
    const [account] = await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, 'CUS1001'));
    // An invoice due on the day the arrangement was made, and the day after.
    const madeOn = s.clock.now().toISOString().slice(0, 10);
    s.clock.advance(DAY_MS);
    const [later] = await s.db
      .insert(invoices)
      .values({ accountId: account.id, invoiceTxNumber: `INV-LATER-${backend}`, invoiceDate: madeOn, dueDate: madeOn, total: '150.00', outstanding: '150.00', status: 'Unpaid' })
      .returning();
    try {
      const token = await s.signIn(CUSTOMER);
      const alerts = (await s.call('dashboard.alert.GetAlerts', {}, token)).body.result.alerts as { id: string; message: string }[];
      expect(alerts.map((a) => a.id.split(':')[0])).toEqual(expect.arrayContaining(['arrangement-kept', 'invoice-overdue']));
      // Only what the arrangement does not cover is warned of.
      expect(alerts.find((a) => a.id.startsWith('invoice-overdue:'))!.message).toMatch(
        new RegExp(`^Invoice INV-LATER-${backend} was due on .+: R 150\\.00 is unpaid besides what payment arrangement ARR-[0-9A-F]{10} covers\\. Please pay now`),
      );
      expect((await s.call('billing.payment.GetPayGatePayNowDetails', {}, token)).body.result.warningMessage).not.toMatch(/covered by payment arrangement/);
      expect((await backoffice('/services/FTTH-100234/status', { status: 'suspended', reason: 'The account is overdue.' })).statusCode).toBe(200);
      expect((await backoffice('/services/FTTH-100234/status', { status: 'active' })).statusCode).toBe(200);
    } finally {
      await s.db.delete(invoices).where(eq(invoices.id, later.id));
      s.clock.advance(-DAY_MS);
    }
    // Without it, the arrangement covers what is overdue again.
    expect((await backoffice('/services/FTTH-100234/status', { status: 'suspended', reason: 'The account is overdue.' })).statusCode).toBe(409);
  });

  it('counts a card payment towards the first part, and a missed date on the server clock breaks it', async () => {
    let token = await s.signIn(CUSTOMER);
    await payByCard(token, 200);
    let { arrangement } = (await get(token)).body.result;
    expect(arrangement).toMatchObject({ status: 'kept', paid: 200, nextPart: { dueDate: '2026-12-10' } });
    expect(arrangement.parts.map((p: { state: string }) => p.state)).toEqual(['paid', 'due']);

    // 10 December passes without the second part.
    s.clock.advance(19 * DAY_MS);
    // A session does not last that long: signed in again.
    token = await s.signIn(CUSTOMER);
    ({ arrangement } = (await get(token)).body.result);
    expect(arrangement).toMatchObject({ status: 'broken', statusText: 'Broken', paid: 200, nextPart: null });
    expect(arrangement.parts.map((p: { state: string }) => p.state)).toEqual(['paid', 'missed']);
    expect(arrangement.summary).toMatch(/^Broken: the part due on 10 Dec 2026 was not paid by its date/);
    await waitFor(() => eventsOf('arrangement.broken').length === 1, 'arrangement.broken at the back office');
    expect(eventsOf('arrangement.broken')[0].data).toMatchObject({ reference: arrangement.reference, status: 'broken', paid: '200.00', missedDueDate: '2026-12-10' });
    await s.outbox.runDue();
    expect(mailbox().map((m) => m.subject)).toContain(`Your payment arrangement ${arrangement.reference} has ended`);
    // The overdue alert is back, suspension is the provider's to decide again, and a new arrangement waits six months.
    const alerts = (await s.call('dashboard.alert.GetAlerts', {}, token)).body.result.alerts as { id: string }[];
    expect(alerts.some((a) => a.id.startsWith('invoice-overdue:'))).toBe(true);
    expect((await backoffice('/services/FTTH-100234/status', { status: 'suspended', reason: 'The account is overdue.' })).statusCode).toBe(200);
    expect((await get(token)).body.result.eligibility.reason).toBe('An arrangement on this account was broken on 11 Dec 2026: a new one can be made 6 months after that. Please pay now, or contact us.');
  });

  it('completes once everything arranged is paid, and the back office hears so', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    config.paymentArrangements.maxOverdue = 50_000;
    const { eligibility } = (await get(token)).body.result;
    expect(eligibility.eligible).toBe(true);
    const made = await make(token, [{ dueDate: eligibility.latestDate, amount: eligibility.overdue }]);
    expect(made.status).toBe(200);
    // R 100 arrives by EFT, recorded by the billing system; the card pays the rest.
    const [account] = await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, 'ENT2001'));
    const now = s.clock.now();
    await s.db.insert(payments).values({ accountId: account.id, kind: 'eft', idempotencyKey: `eft-${randomUUID()}`, requestHash: 'eft', amount: '100.00', status: 'succeeded', reference: `EFT-${randomUUID()}`, createdAt: now, completedAt: now });
    expect((await get(token)).body.result.arrangement).toMatchObject({ status: 'kept', paid: 100 });
    await payByCard(token, eligibility.overdue - 100);
    const { arrangement } = (await get(token)).body.result;
    expect(arrangement).toMatchObject({ status: 'completed', statusText: 'Completed', paid: eligibility.overdue, nextPart: null });
    await waitFor(() => eventsOf('arrangement.completed').length === 1, 'arrangement.completed at the back office');
    expect(eventsOf('arrangement.completed')[0].data).toMatchObject({ reference: arrangement.reference, accountCode: 'ENT2001', status: 'completed' });
  });
});
