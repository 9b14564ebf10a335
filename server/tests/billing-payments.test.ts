import { randomUUID } from 'node:crypto';
import { catalogue } from '@portal/contract/catalogue';
import { PAYMENT_RETURN_PARAM } from '@portal/contract';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applyPaymentToInvoices } from '../src/billing/ledger';
import { accounts, creditCardDetails, gatewaySimSessions, invoices, payments } from '../src/db/schema';
import { announceMissing, POSTGRES_URL, postgresReachable } from './support/backends';
import { startTestServer, type Backend, type TestServer } from './support/test-server';

const ORIGIN = 'https://portal.example.com';
const CUSTOMER = '0821234567';
/** ENT2001 (two unpaid invoices) and BUS3001 (nothing owed). */
const TWO_PARENTS = '0831234567';
const APPROVED = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';
const CVV = '987';
const CARD = { CARD_HOLDER: 'Thandi Mokoena', CARD_NUMBER: APPROVED, CVV, EXPIRY_MONTH: '7', EXPIRY_YEAR: '2029' };

/** The server of the backend being run: PGlite always, PostgreSQL too when one is reachable (real concurrency). */
let s: TestServer;

const newKey = () => randomUUID();
const centsText = (cents: number) => (cents / 100).toFixed(2);
const perform = (token: string, amount: number, idempotencyKey = newKey()) =>
  s.call('billing.payment.PerformPayGatePayment', { amount, idempotencyKey }, token);
const validate = (token: string, gatewayToken: string, name = 'billing.payment.ValidatePayGatePayment') => s.call(name, { token: gatewayToken }, token);
const payNow = async (token: string) => (await s.call('billing.payment.GetPayGatePayNowDetails', {}, token)).body.result;

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const postForm = (url: string, fields: Record<string, string>) =>
  s.app.inject({ method: 'POST', url: pathOf(url), payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const sessionIdIn = (html: string) => /name="PAY_REQUEST_ID" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** The customer at the hosted page: opens it, then pays with the fields given or presses Cancel; answers the gateway's reply. */
async function atHostedPage(pageUrl: string, fields: Record<string, string> | 'cancel') {
  const page = await s.app.inject({ method: 'GET', url: pathOf(pageUrl) });
  expect(page.statusCode).toBe(200);
  const id = sessionIdIn(page.body);
  const body = fields === 'cancel' ? { PAY_REQUEST_ID: id, ACTION: 'cancel' } : { PAY_REQUEST_ID: id, ACTION: 'pay', ...fields };
  return postForm(`${ORIGIN}/gateway-sim/pay`, body);
}

/** The portal's capture frame: posts pairList to redirectUrl, then the customer submits the card form. */
async function inFrame(frame: { redirectUrl: string; pairList: { key: string; value: string }[] }, fields: Record<string, string>) {
  const page = await postForm(frame.redirectUrl, Object.fromEntries(frame.pairList.map((p) => [p.key, p.value])));
  expect(page.statusCode).toBe(200);
  expect(page.body).toMatch(/target="_top"/);
  return postForm(`${ORIGIN}/gateway-sim/pay`, { PAY_REQUEST_ID: sessionIdIn(page.body), ACTION: 'pay', ...fields });
}

/** The token the gateway hands back on the portal's return address. */
const returnToken = (location: string, path = '/payment/redirect') => {
  const url = new URL(location);
  expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}${path}`);
  return url.searchParams.get(PAYMENT_RETURN_PARAM)!;
};

async function owedCents(accountCode: string) {
  const rows = await s.db
    .select({ outstanding: invoices.outstanding })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(eq(accounts.accountCode, accountCode), gt(invoices.outstanding, '0')));
  return rows.reduce((sum, r) => sum + Math.round(Number(r.outstanding) * 100), 0);
}
const accountId = async (code: string) => (await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)))[0].id;
const paymentsWithKey = (key: string) => s.db.select().from(payments).where(eq(payments.idempotencyKey, key));

/** Pays `amount` through the hosted page with a card and returns the gateway token. */
async function payThroughGateway(token: string, amount: number, card: Record<string, string> | 'cancel' = CARD) {
  const started = await perform(token, amount);
  expect(started.status).toBe(200);
  const done = await atHostedPage(started.body.result.creditCardInfoCaptureUrl, card);
  expect(done.statusCode).toBe(303);
  return returnToken(done.headers.location as string);
}

announceMissing('PostgreSQL', postgresReachable);
const BACKENDS: Backend[] = postgresReachable ? ['pglite', 'postgres'] : ['pglite'];

describe.each(BACKENDS)('payments on %s', (backend) => {
  beforeAll(async () => {
    const generous = { max: 10_000, windowMs: 600_000 };
    s = await startTestServer({
      backend,
      databaseUrl: POSTGRES_URL,
      publicOrigin: ORIGIN,
      otpLimits: { perCellNumber: { name: 'otp-cell', ...generous }, perClientAddress: { name: 'otp-ip', ...generous }, failuresPerCellNumber: { name: 'otp-fail', ...generous } },
    });
  });
  afterAll(async () => {
    // node-postgres resolves pool.end() before its clients have said goodbye, and the scratch database is then
    // dropped WITH (FORCE): a client still closing gets a FATAL the pool re-emits, unheard (see the report).
    (s.db as unknown as { $client?: { on?: (event: string, listener: () => void) => void } }).$client?.on?.('error', () => undefined);
    await s.close();
  });

  describe('billing.payment.GetPayGatePayNowDetails (spec §3 Pay-now details)', () => {
    it('shows the customer, the amount owed as the collection amount, and the overdue warning', async () => {
      const token = await s.signIn(CUSTOMER);
      // The seed leaves November's invoice of R 3 927.00 unpaid, due on the 7th; the test clock is at the 22nd.
      expect(await owedCents('CUS1001')).toBe(392_700);
      expect(await payNow(token)).toEqual({
        customerName: 'Thandi Mokoena',
        paymentStatus: 'Overdue',
        paymentAllowed: true,
        warningMessage: 'Your account is overdue. Please pay the outstanding amount to avoid interruption of your services.',
        collectionAmount: 3927,
        collectionAmountDisplay: 'R 3 927.00',
        amountDue: 3927,
        credit: 0,
        invoice: null,
        // The debit order's mandate awaits acceptance: nothing is collected automatically.
        collection: { by: 'debit-order', state: 'awaiting-mandate' },
        nextCollection: null,
      });
    });

    it('offers only an advance when nothing is owed, and no payment on an account that is not active', async () => {
      const token = await s.signIn(TWO_PARENTS, 'BUS3001');
      expect(await payNow(token)).toEqual({
        customerName: 'Dlamini Consulting',
        paymentStatus: 'Up to date',
        paymentAllowed: true,
        warningMessage: null,
        collectionAmount: 0,
        collectionAmountDisplay: 'R 0.00',
        amountDue: 0,
        credit: 0,
        invoice: null,
        collection: { by: 'card', state: 'runs', dayText: 'the 5th of the month' },
        nextCollection: null,
      });
      // Without choosing an advance, a payment is refused: nothing is owed.
      const refused = await perform(token, 10);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].message).toBe('There is nothing to pay on this account.');

      const cus = await s.signIn(CUSTOMER);
      await s.db.update(accounts).set({ status: 'Suspended' }).where(eq(accounts.accountCode, 'CUS1001'));
      try {
        const suspended = await payNow(cus);
        expect(suspended).toMatchObject({ paymentAllowed: false, paymentStatus: 'Suspended' });
        expect(suspended.warningMessage).toMatch(/suspended/);
        expect((await perform(cus, 10)).status).toBe(400);
      } finally {
        await s.db.update(accounts).set({ status: 'Active' }).where(eq(accounts.accountCode, 'CUS1001'));
      }
    });

    it('needs a session with the billing module', async () => {
      const r = await s.call('billing.payment.GetPayGatePayNowDetails', {});
      expect(r.status).toBe(401);
    });
  });

  describe('billing.payment.PerformPayGatePayment', () => {
    it('opens the simulator’s hosted page for the amount, returning to /payment/redirect', async () => {
      const token = await s.signIn(CUSTOMER);
      const key = newKey();
      const r = await perform(token, 100.5, key);
      expect(r.status).toBe(200);
      const url = new URL(r.body.result.creditCardInfoCaptureUrl);
      expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/gateway-sim/pay`);
      const [row] = await paymentsWithKey(key);
      expect(row).toMatchObject({ kind: 'payment', status: 'pending', amount: '100.50', accountId: await accountId('CUS1001') });
      expect(row.reference).toMatch(/^PAY-[0-9A-F]{10}$/);
      const [session] = await s.db.select().from(gatewaySimSessions).where(eq(gatewaySimSessions.id, row.gatewayReference!));
      expect(session).toMatchObject({ kind: 'payment', amount: '100.50', merchantReference: row.reference, returnUrl: `${ORIGIN}/payment/redirect`, status: 'created' });
      const page = await s.app.inject({ method: 'GET', url: pathOf(url.toString()) });
      expect(page.body).toContain('R 100.50');
    });

    it('refuses an amount of zero or less, with cents beyond two places, or above what is owed', async () => {
      const token = await s.signIn(CUSTOMER);
      for (const amount of [0, -5, 10.001]) {
        const r = await perform(token, amount);
        expect([amount, r.status, r.body.errors[0].field]).toEqual([amount, 400, 'amount']);
      }
      const owed = await owedCents('CUS1001');
      const tooMuch = await perform(token, owed / 100 + 0.01);
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.errors[0]).toMatchObject({ field: 'amount', message: expect.stringMatching(/^The amount may not be more than the R [\d ]+\.\d\d owed on this account\.$/) });
      const missingKey = await s.call('billing.payment.PerformPayGatePayment', { amount: 10 }, token);
      expect(missingKey.status).toBe(400);
      const cardNumber = await s.call('billing.payment.PerformPayGatePayment', { amount: 10, idempotencyKey: newKey(), cardNumber: '4111111111111111' }, token);
      expect(cardNumber.status).toBe(400);
    });

    it('is a sensitive action: a token older than 2 minutes gets the re-auth code', async () => {
      const token = await s.signIn(CUSTOMER);
      s.clock.advance(121_000);
      const r = await perform(token, 10);
      expect(r.status).toBe(403);
      expect(r.body.errors[0].code).toBe('REAUTH_REQUIRED');
    });

    it('answers the same key with the same body with the same page, creating nothing', async () => {
      const token = await s.signIn(CUSTOMER);
      const key = newKey();
      const first = await perform(token, 25, key);
      const second = await perform(token, 25, key);
      expect(second.status).toBe(200);
      expect(second.body.result).toEqual(first.body.result);
      expect(await paymentsWithKey(key)).toHaveLength(1);
      const [{ count }] = await s.db
        .select({ count: sql<number>`count(*)::int` })
        .from(gatewaySimSessions)
        .where(eq(gatewaySimSessions.merchantReference, (await paymentsWithKey(key))[0].reference));
      expect(count).toBe(1);
    });

    it('refuses the same key with a different body with 422', async () => {
      const token = await s.signIn(CUSTOMER);
      const key = newKey();
      expect((await perform(token, 25, key)).status).toBe(200);
      const different = await perform(token, 26, key);
      expect(different.status).toBe(422);
      expect(different.body.errors[0]).toMatchObject({ field: 'idempotencyKey', message: expect.stringMatching(/already used for a different request/) });
      const asCapture = await s.call('billing.payment.GetCardCaptureFrame', { idempotencyKey: key }, token);
      expect(asCapture.status).toBe(422);
      expect(await paymentsWithKey(key)).toHaveLength(1);
    });

    it('lets a refused request be retried with its key: a refusal claims nothing', async () => {
      const token = await s.signIn(CUSTOMER);
      const key = newKey();
      const owed = await owedCents('CUS1001');
      expect((await perform(token, owed / 100 + 1, key)).status).toBe(400);
      expect(await paymentsWithKey(key)).toHaveLength(0);
      expect((await perform(token, owed / 100 + 1, key)).status).toBe(400);
    });
  });

  describe('a payment through the simulator, validated on return', () => {
    it('succeeds with the approved test card: the invoices are paid once and the result says so', async () => {
      const token = await s.signIn(CUSTOMER);
      const before = await owedCents('CUS1001');
      const gatewayToken = await payThroughGateway(token, 100);
      const result = await validate(token, gatewayToken);
      expect(result.status).toBe(200);
      const [row] = await s.db.select().from(payments).where(eq(payments.gatewayReference, gatewayToken));
      expect(result.body.result).toEqual({
        kind: 'payment',
        paymentStatus: true,
        message: 'Payment successful.',
        reference: row.reference,
        serviceTag: 'CUS1001',
        displayProduct: 'Account payment',
        displayAmount: 'R 100.00',
        amount: 100,
        paidFor: 'account',
        // The oldest unpaid invoice takes a payment made for none in particular.
        paidTowards: expect.stringMatching(/^Invoice INV1001-\d{4} R 100\.00$/),
      });
      expect(row.status).toBe('succeeded');
      expect(await owedCents('CUS1001')).toBe(before - 10_000);
      expect((await payNow(token)).collectionAmount).toBe((before - 10_000) / 100);

      // A page reload validates again: the same answer, and nothing changes.
      const again = await validate(token, gatewayToken);
      expect(again.body.result).toEqual(result.body.result);
      const generic = await validate(token, gatewayToken, 'billing.payment.ValidatePayment');
      expect(generic.body.result).toEqual(result.body.result);
      expect(await owedCents('CUS1001')).toBe(before - 10_000);
    });

    it('pays the oldest invoice first and marks it Paid', async () => {
      const token = await s.signIn(TWO_PARENTS, 'ENT2001');
      const acme = await accountId('ENT2001');
      const unpaid = () =>
        s.db
          .select()
          .from(invoices)
          .where(and(eq(invoices.accountId, acme), gt(invoices.outstanding, '0')))
          .orderBy(asc(invoices.dueDate));
      const [oldest, newest] = await unpaid();
      const amount = Number(oldest.outstanding) + 100;
      const gatewayToken = await payThroughGateway(token, amount);
      expect((await validate(token, gatewayToken)).body.result.paymentStatus).toBe(true);
      const [paidOldest] = await s.db.select().from(invoices).where(eq(invoices.id, oldest.id));
      const [partlyNewest] = await s.db.select().from(invoices).where(eq(invoices.id, newest.id));
      expect(paidOldest).toMatchObject({ outstanding: '0.00', status: 'Paid' });
      expect(Number(partlyNewest.outstanding)).toBeCloseTo(Number(newest.outstanding) - 100, 2);
      expect(partlyNewest.status).toBe(newest.status);
    });

    it('fails with the decline test card: nothing is paid', async () => {
      const token = await s.signIn(CUSTOMER);
      const before = await owedCents('CUS1001');
      const gatewayToken = await payThroughGateway(token, 50, { ...CARD, CARD_NUMBER: DECLINED });
      const result = (await validate(token, gatewayToken)).body.result;
      expect(result).toMatchObject({ kind: 'payment', paymentStatus: false, message: 'The card was declined by the bank.', displayAmount: 'R 50.00' });
      expect((await s.db.select().from(payments).where(eq(payments.gatewayReference, gatewayToken)))[0].status).toBe('failed');
      expect(await owedCents('CUS1001')).toBe(before);
    });

    it('is abandoned when the customer cancels at the page: nothing is paid', async () => {
      const token = await s.signIn(CUSTOMER);
      const before = await owedCents('CUS1001');
      const gatewayToken = await payThroughGateway(token, 50, 'cancel');
      const result = (await validate(token, gatewayToken)).body.result;
      expect(result).toMatchObject({ paymentStatus: false, message: 'The payment was cancelled at the payment page.' });
      expect((await s.db.select().from(payments).where(eq(payments.gatewayReference, gatewayToken)))[0].status).toBe('abandoned');
      expect(await owedCents('CUS1001')).toBe(before);
    });

    it('stays pending while the page is open, and completes when the customer comes back from paying', async () => {
      const token = await s.signIn(CUSTOMER);
      const started = await perform(token, 20);
      const [row] = await s.db.select().from(payments).where(eq(payments.redirectUrl, started.body.result.creditCardInfoCaptureUrl));
      const early = (await validate(token, row.gatewayReference!)).body.result;
      expect(early).toMatchObject({ paymentStatus: false, message: 'The payment has not been completed at the payment page yet.' });
      const done = await atHostedPage(started.body.result.creditCardInfoCaptureUrl, CARD);
      expect((await validate(token, returnToken(done.headers.location as string))).body.result.paymentStatus).toBe(true);
    });

    it('answers another account’s token, or a made-up one, with not-found and no data', async () => {
      const owner = await s.signIn(CUSTOMER);
      const gatewayToken = await payThroughGateway(owner, 10);
      const stranger = await s.signIn(TWO_PARENTS, 'ENT2001');
      for (const t of [gatewayToken, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x']) {
        const r = await validate(stranger, t);
        expect(r.status).toBe(404);
        expect(r.body.errors[0].code).toBe('NOT_FOUND');
        expect(JSON.stringify(r.body)).not.toContain('CUS1001');
      }
      // The stranger's look did not complete it; the owner still can.
      expect((await s.db.select().from(payments).where(eq(payments.gatewayReference, gatewayToken)))[0].status).toBe('pending');
      expect((await validate(owner, gatewayToken)).body.result.paymentStatus).toBe(true);
    });
  });

  describe('a payment is charged once', () => {
    it('a double click: two identical requests give one page and one payment', async () => {
      const token = await s.signIn(CUSTOMER);
      const key = newKey();
      const [a, b] = await Promise.all([perform(token, 30, key), perform(token, 30, key)]);
      expect(a.body.result).toEqual(b.body.result);
      expect(await paymentsWithKey(key)).toHaveLength(1);
    });

    it('100 concurrent identical requests, then repeated validations: one payment, one gateway session, the balance reduced once', async () => {
      const token = await s.signIn(CUSTOMER);
      const before = await owedCents('CUS1001');
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 100 }, () => perform(token, 40, key)));
      expect(answers.map((r) => r.status)).toEqual(Array(100).fill(200));
      expect(new Set(answers.map((r) => r.body.result.creditCardInfoCaptureUrl)).size).toBe(1);
      const rows = await paymentsWithKey(key);
      expect(rows).toHaveLength(1);
      const sessions = await s.db.select().from(gatewaySimSessions).where(eq(gatewaySimSessions.merchantReference, rows[0].reference));
      expect(sessions).toHaveLength(1);

      const done = await atHostedPage(answers[0].body.result.creditCardInfoCaptureUrl, CARD);
      const gatewayToken = returnToken(done.headers.location as string);
      const results = await Promise.all(Array.from({ length: 10 }, () => validate(token, gatewayToken)));
      expect(new Set(results.map((r) => JSON.stringify(r.body.result))).size).toBe(1);
      expect(results[0].body.result).toMatchObject({ paymentStatus: true, displayAmount: 'R 40.00' });
      expect(await owedCents('CUS1001')).toBe(before - 4000);

      // A retry after it all (the browser's back button) returns the same page, which says it was processed.
      const retried = await perform(token, 40, key);
      expect(retried.body.result).toEqual(answers[0].body.result);
      const page = await s.app.inject({ method: 'GET', url: pathOf(retried.body.result.creditCardInfoCaptureUrl) });
      expect(page.body).toContain('Already processed');
      expect(await owedCents('CUS1001')).toBe(before - 4000);
    });
    it('a reload or a second tab (new keys) gets the same payment page: paid there once, nothing more can be paid', async () => {
      const token = await s.signIn(TWO_PARENTS, 'ENT2001');
      const owed = await owedCents('ENT2001');
      expect(owed).toBeGreaterThan(0);
      const tabs = [await perform(token, owed / 100), await perform(token, owed / 100)];
      expect(tabs.map((t) => t.status)).toEqual([200, 200]);
      expect(tabs[1].body.result).toEqual(tabs[0].body.result);
      const [{ count }] = await s.db
        .select({ count: sql<number>`count(*)::int` })
        .from(gatewaySimSessions)
        .where(and(eq(gatewaySimSessions.status, 'created'), eq(gatewaySimSessions.amount, centsText(owed))));
      expect(count).toBe(1);

      const done = await atHostedPage(tabs[0].body.result.creditCardInfoCaptureUrl, CARD);
      expect((await validate(token, returnToken(done.headers.location as string))).body.result.paymentStatus).toBe(true);
      expect(await owedCents('ENT2001')).toBe(0);
      // The second tab's page was that same page: it now says so, and a new payment is refused.
      const page = await s.app.inject({ method: 'GET', url: pathOf(tabs[1].body.result.creditCardInfoCaptureUrl) });
      expect(page.body).toContain('Already processed');
      const again = await perform(token, owed / 100);
      expect(again.status).toBe(400);
      expect(again.body.errors[0].message).toBe('There is nothing to pay on this account.');
      const charged = await s.db
        .select()
        .from(payments)
        .where(and(eq(payments.accountId, await accountId('ENT2001')), eq(payments.status, 'succeeded'), eq(payments.amount, centsText(owed))));
      expect(charged).toHaveLength(1);
      expect(charged[0].unapplied).toBe('0.00');
      const joined = await s.db.select().from(payments).where(and(eq(payments.accountId, await accountId('ENT2001')), eq(payments.status, 'joined')));
      expect(joined.map((p) => p.redirectUrl)).toEqual([tabs[0].body.result.creditCardInfoCaptureUrl]);
    });

    it('a payment approved at the gateway whose browser never came back counts before a new one may start', async () => {
      const token = await s.signIn(CUSTOMER);
      const before = await owedCents('CUS1001');
      const started = await perform(token, 30);
      const done = await atHostedPage(started.body.result.creditCardInfoCaptureUrl, CARD);
      expect(done.statusCode).toBe(303);
      // The tab closed before /payment/redirect: nothing validated it. A new payment for the rest starts fine.
      const owedNow = before - 3000;
      const next = await perform(token, owedNow / 100);
      expect(next.status).toBe(200);
      expect(await owedCents('CUS1001')).toBe(owedNow);
      // …and one for the old, full amount is refused: it would be more than is owed.
      expect((await perform(token, before / 100)).status).toBe(400);
      expect((await validate(token, returnToken(done.headers.location as string))).body.result).toMatchObject({ paymentStatus: true, displayAmount: 'R 30.00' });
      expect(await owedCents('CUS1001')).toBe(owedNow);
    });

    it('a new amount while another page is open voids that page: paying there afterwards charges nothing', async () => {
      const token = await s.signIn(CUSTOMER);
      const before = await owedCents('CUS1001');
      const first = await perform(token, 11);
      const second = await perform(token, 12);
      expect(second.body.result.creditCardInfoCaptureUrl).not.toBe(first.body.result.creditCardInfoCaptureUrl);
      const voided = first.body.result.creditCardInfoCaptureUrl as string;
      expect((await s.app.inject({ method: 'GET', url: pathOf(voided) })).body).toContain('Already processed');
      const late = await postForm(`${ORIGIN}/gateway-sim/pay`, { PAY_REQUEST_ID: new URL(voided).searchParams.get('session')!, ACTION: 'pay', ...CARD });
      expect(late.statusCode).toBe(409);
      const paid = await atHostedPage(second.body.result.creditCardInfoCaptureUrl, CARD);
      expect((await validate(token, returnToken(paid.headers.location as string))).body.result.paymentStatus).toBe(true);
      expect(await owedCents('CUS1001')).toBe(before - 1200);
    });

    it('money that reaches the account another way while the card page is open is not lost: the excess is kept as credit, and every view agrees', async () => {
      const token = await s.signIn(TWO_PARENTS, 'ENT2001');
      const acme = await accountId('ENT2001');
      // ENT2001 was paid up above: a new invoice makes something owed again.
      await s.db.update(invoices).set({ outstanding: '250.00', status: 'Unpaid' }).where(eq(invoices.invoiceTxNumber, 'INV2001-0006'));
      const started = await perform(token, 250);
      // A back-office EFT is reconciled against the invoice meanwhile.
      await s.db.transaction(async (tx) => applyPaymentToInvoices(tx as never, acme, 25_000));
      const done = await atHostedPage(started.body.result.creditCardInfoCaptureUrl, CARD);
      expect((await validate(token, returnToken(done.headers.location as string))).body.result.paymentStatus).toBe(true);
      const [card] = await s.db.select().from(payments).where(and(eq(payments.accountId, acme), eq(payments.status, 'succeeded'))).orderBy(desc(payments.id)).limit(1);
      expect(card.unapplied).toBe('250.00');

      const details = (await s.call('billing.GetBillingDetails', {}, token)).body.result;
      expect(details).toMatchObject({ balance: -250, amountDue: 0, overdue: false, displayCurrentStatus: 'In credit' });
      expect(await payNow(token)).toMatchObject({ paymentStatus: 'In credit', collectionAmount: 0, amountDue: 0, credit: 250 });
      expect((await perform(token, 10)).status).toBe(400);
      const statement = await s.call('billing.GetViewStatement', { exportStartDate: '2026-01-01', exportEndDate: '2026-11-22' }, token);
      expect(statement.body.result.closingBalance).toBe(-250);
    });
  });

  describe('card capture in a frame (billing.payment.GetCardCaptureFrame)', () => {
    it('returns the frame form; the card captured there is stored as the gateway token and the obfuscated card', async () => {
      const token = await s.signIn(CUSTOMER);
      const key = newKey();
      const frame = (await s.call('billing.payment.GetCardCaptureFrame', { idempotencyKey: key }, token)).body.result;
      expect(frame.redirectUrl).toBe(`${ORIGIN}/gateway-sim/process`);
      expect(frame.pairList).toEqual([{ key: 'PAY_REQUEST_ID', value: expect.stringMatching(/^[\w-]{32}$/) }]);
      const repeated = (await s.call('billing.payment.GetCardCaptureFrame', { idempotencyKey: key }, token)).body.result;
      expect(repeated).toEqual(frame);

      const before = await owedCents('CUS1001');
      const done = await inFrame(frame, { ...CARD, CARD_HOLDER: 'Thandi  Mokoena', EXPIRY_MONTH: '12', EXPIRY_YEAR: '2030' });
      expect(done.statusCode).toBe(303);
      const gatewayToken = returnToken(done.headers.location as string);
      const result = (await validate(token, gatewayToken, 'billing.payment.ValidatePayment')).body.result;
      expect(result).toMatchObject({ kind: 'capture', paymentStatus: true, message: 'Card details successfully captured.', displayAmount: 'R 0.00', serviceTag: 'CUS1001' });
      const [card] = await s.db.select().from(creditCardDetails).where(eq(creditCardDetails.accountId, await accountId('CUS1001')));
      expect(card).toMatchObject({ cardNumberObfuscated: '**** **** **** 1111', cardHolderObfuscated: 'T***** M******', expiryMonth: 12, expiryYear: 2030 });
      expect(card.gatewayToken).toMatch(/^tok_/);
      expect(await owedCents('CUS1001')).toBe(before);
    });

    it('is a sensitive action (the captured card replaces the one on record): a token older than 2 minutes gets the re-auth code', async () => {
      const token = await s.signIn(CUSTOMER);
      s.clock.advance(121_000);
      const stale = await s.call('billing.payment.GetCardCaptureFrame', { idempotencyKey: newKey() }, token);
      expect(stale.body.errors[0].code).toBe('REAUTH_REQUIRED');
    });

    it('reports a declined capture as failed and leaves the card on record as it was', async () => {
      const token = await s.signIn(TWO_PARENTS, 'BUS3001');
      const bus = await accountId('BUS3001');
      const before = await s.db.select().from(creditCardDetails).where(eq(creditCardDetails.accountId, bus));
      const frame = (await s.call('billing.payment.GetCardCaptureFrame', { idempotencyKey: newKey() }, token)).body.result;
      const done = await inFrame(frame, { ...CARD, CARD_NUMBER: DECLINED });
      const result = (await validate(token, returnToken(done.headers.location as string), 'billing.payment.ValidatePayment')).body.result;
      expect(result).toMatchObject({ kind: 'capture', paymentStatus: false, message: 'Failed to capture credit card details' });
      const onRecord = () => s.db.select().from(creditCardDetails).where(eq(creditCardDetails.accountId, bus));
      expect(await onRecord()).toEqual(before);
    });
  });

  describe('PayHost card registration (billing.payment.payhost.GetPayHostRedirect)', () => {
    it('registers the card with its collection day and returns to /payment/redirect/payhost', async () => {
      const token = await s.signIn(TWO_PARENTS, 'ENT2001');
      const acme = await accountId('ENT2001');
      const frame = (await s.call('billing.payment.payhost.GetPayHostRedirect', { accountId: acme, collectionDay: 2 }, token)).body.result;
      expect(frame.redirectUrl).toBe(`${ORIGIN}/gateway-sim/process`);
      const done = await inFrame(frame, { ...CARD, CARD_HOLDER: 'Johan van der Merwe' });
      const gatewayToken = returnToken(done.headers.location as string, '/payment/redirect/payhost');
      const result = (await validate(token, gatewayToken, 'billing.payment.ValidatePayment')).body.result;
      expect(result).toMatchObject({ kind: 'capture', paymentStatus: true, displayProduct: 'Credit card registration' });
      const [card] = await s.db.select().from(creditCardDetails).where(eq(creditCardDetails.accountId, acme));
      expect(card).toMatchObject({ collectionDayId: 2, cardNumberObfuscated: '**** **** **** 1111', cardHolderObfuscated: 'J**** v** d** M****' });
      expect((await s.db.select().from(accounts).where(eq(accounts.id, acme)))[0].paymentMethodId).toBe(1);
    });

    it('registers a card on a child account the parent’s session may manage', async () => {
      const token = await s.signIn(TWO_PARENTS, 'ENT2001');
      const child = await accountId('ENT2001-01');
      const frame = (await s.call('billing.payment.payhost.GetPayHostRedirect', { accountId: child, collectionDay: 6 }, token)).body.result;
      const done = await inFrame(frame, CARD);
      const result = (await validate(token, returnToken(done.headers.location as string, '/payment/redirect/payhost'), 'billing.payment.ValidatePayment')).body.result;
      expect(result).toMatchObject({ paymentStatus: true, serviceTag: 'ENT2001-01' });
      expect((await s.db.select().from(creditCardDetails).where(eq(creditCardDetails.accountId, child)))[0].collectionDayId).toBe(6);
    });

    it('refuses another account’s id with not-found, a collection day that is not an option, and a stale token', async () => {
      const token = await s.signIn(TWO_PARENTS, 'ENT2001');
      const foreign = await s.call('billing.payment.payhost.GetPayHostRedirect', { accountId: await accountId('CUS1001'), collectionDay: 1 }, token);
      expect(foreign.status).toBe(404);
      const badDay = await s.call('billing.payment.payhost.GetPayHostRedirect', { accountId: await accountId('ENT2001'), collectionDay: 99 }, token);
      expect(badDay.status).toBe(400);
      expect(badDay.body.errors[0].field).toBe('collectionDay');
      s.clock.advance(121_000);
      const stale = await s.call('billing.payment.payhost.GetPayHostRedirect', { accountId: await accountId('ENT2001'), collectionDay: 1 }, token);
      expect(stale.body.errors[0].code).toBe('REAUTH_REQUIRED');
    });
  });

  describe('bad input', () => {
    it('answers fuzzed bodies on every payment action with 4xx only', async () => {
      const token = await s.signIn(CUSTOMER);
      const names = [
        'billing.payment.GetPayGatePayNowDetails',
        'billing.payment.PerformPayGatePayment',
        'billing.payment.GetCardCaptureFrame',
        'billing.payment.payhost.GetPayHostRedirect',
        'billing.payment.ValidatePayGatePayment',
        'billing.payment.ValidatePayment',
      ];
      const bodies = [null, [], 'x', 42, { amount: '10', idempotencyKey: newKey() }, { amount: 1e308, idempotencyKey: newKey() }, { amount: 10, idempotencyKey: 'short' },
        { idempotencyKey: 'x'.repeat(65) }, { accountId: -1, collectionDay: 1 }, { accountId: 2 ** 40, collectionDay: 1 }, { token: '' }, { token: 'x'.repeat(5000) }, { token: ['a'] }, { a: { b: [1] } }];
      for (const name of names) {
        for (const body of bodies) {
          const r = await s.app.inject({
            method: 'POST',
            url: `/api/solid/isp-portal/action/${name}`,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json', 'x-portal-authorization': token },
          });
          expect([name, body, r.statusCode < 500]).toEqual([name, body, true]);
        }
      }
    });
  });

  describe('card numbers never reach the portal', () => {
    it('no action’s input schema has a card number or CVV field', () => {
      const keys = new Set<string>();
      const walk = (node: unknown) => {
        if (!node || typeof node !== 'object') return;
        const properties = (node as { properties?: Record<string, unknown> }).properties;
        if (properties) for (const key of Object.keys(properties)) keys.add(key);
        for (const value of Object.values(node)) walk(value);
      };
      for (const entry of Object.values(catalogue)) walk(z.toJSONSchema(entry.input, { io: 'input', unrepresentable: 'any' }));
      expect(keys.size).toBeGreaterThan(20);
      expect([...keys].filter((k) => /card.?number|cvv|csc|pan$/i.test(k))).toEqual([]);
    });

    it('no portal table, no API answer and no log line holds a card number or CVV typed at the gateway', async () => {
      const token = await s.signIn(CUSTOMER);
      const started = await perform(token, 15);
      const canary = '4111-1111-1111-1111';
      const done = await atHostedPage(started.body.result.creditCardInfoCaptureUrl, { ...CARD, CARD_NUMBER: canary, CVV: '5309' });
      const answer = await validate(token, returnToken(done.headers.location as string));
      expect(JSON.stringify(answer.body)).not.toMatch(/4111.?1111.?1111.?1111/);
      expect(Object.values(answer.body.result)).not.toContain('5309');
      const frame = (await s.call('billing.payment.GetCardCaptureFrame', { idempotencyKey: newKey() }, token)).body.result;
      const captured = await inFrame(frame, { ...CARD, CVV: '5309' });
      await validate(token, returnToken(captured.headers.location as string), 'billing.payment.ValidatePayment');

      const tables = (await s.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as { rows: { table_name: string }[] };
      expect(tables.rows.length).toBeGreaterThan(10);
      for (const { table_name } of tables.rows) {
        const rows = (await s.db.execute(sql`select * from ${sql.identifier(table_name)}`)) as unknown as { rows: Record<string, unknown>[] };
        const dump = JSON.stringify(rows.rows);
        expect([table_name, /4111.?1111.?1111.?1111/.test(dump)]).toEqual([table_name, false]);
        expect([table_name, rows.rows.some((r) => Object.values(r).includes('5309'))]).toEqual([table_name, false]);
      }
      const log = s.log();
      expect(log).toContain('payment completed');
      expect(log).not.toMatch(/4111.?1111.?1111.?1111/);
      expect(log).not.toMatch(/CVV|CARD_NUMBER|["=]5309["&]/);
    });
  });
});
