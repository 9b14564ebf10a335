import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PAYMENT_RETURN_PARAM } from '@portal/contract';
import { paymentEffect, type PaymentFacts } from '@portal/contract/card-payment';
import { and, asc, eq, gt } from 'drizzle-orm';
import { accounts, debitOrderDetails, invoices, payments } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 16 'Billing speaks one truth': the debit order's standing, the collection rules, the pay dialog, the mandate and
 * the statement come from one collection plan; a card payment does to the next collection what the dialog said it would;
 * an invoice, a part or an advance can be paid; every payment is listed with its receipt.
 */

const ORIGIN = 'https://portal.example.com';
const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};
const CUSTOMER = '0821234567';
const TWO_PARENTS = '0831234567';
const CARD = { CARD_HOLDER: 'Thandi Mokoena', CARD_NUMBER: '4111 1111 1111 1111', CVV: '987', EXPIRY_MONTH: '7', EXPIRY_YEAR: '2029' };
const DECLINED = '4000 0000 0000 0002';
/** config/instances/default.json provider. */
const PROVIDER = { legalName: 'Customer Portal Telecoms (Pty) Ltd', registrationNumber: '2019/123456/07', vatNumber: '4123456789' };

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ otpLimits: GENEROUS, publicOrigin: ORIGIN });
});
afterAll(() => s.close());

const accountIdOf = async (code: string) => (await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)))[0].id;
const result = async (name: string, body: unknown, token: string) => {
  const r = await s.call(name, body, token);
  expect([name, r.status, r.body.errors]).toEqual([name, 200, []]);
  return r.body.result;
};
const payNow = (token: string, body: Record<string, unknown> = {}) => result('billing.payment.GetPayGatePayNowDetails', body, token);
const rules = (token: string) => result('billing.GetCollectionRules', {}, token);
const details = (token: string) => result('billing.GetBillingDetails', {}, token);
const perform = (token: string, body: Record<string, unknown>) => s.call('billing.payment.PerformPayGatePayment', { idempotencyKey: randomUUID(), ...body }, token);

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const sessionIdIn = (html: string) => /name="PAY_REQUEST_ID" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** Starts a card payment, pays it at the simulator's page with `card`, validates the return: the validation. */
async function pay(token: string, body: Record<string, unknown>, card = CARD) {
  const started = await perform(token, body);
  expect([started.status, started.body.errors]).toEqual([200, []]);
  const page = await s.app.inject({ method: 'GET', url: pathOf(started.body.result.creditCardInfoCaptureUrl) });
  const done = await s.app.inject({
    method: 'POST',
    url: '/gateway-sim/pay',
    payload: new URLSearchParams({ PAY_REQUEST_ID: sessionIdIn(page.body), ACTION: 'pay', ...card }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(done.statusCode).toBe(303);
  const gatewayToken = new URL(done.headers.location as string).searchParams.get(PAYMENT_RETURN_PARAM)!;
  return result('billing.payment.ValidatePayGatePayment', { token: gatewayToken }, token);
}

/** The pay dialog's facts as the client reads them from the pay-now details. */
const factsOf = (details: { amountDue: number; collection: PaymentFacts['collection']; nextCollection: { date: string; amount: number } | null }): PaymentFacts => ({
  owedCents: Math.round(details.amountDue * 100),
  collection: details.collection,
  nextCollection: details.nextCollection && { date: details.nextCollection.date, amountCents: Math.round(details.nextCollection.amount * 100) },
});

const unpaidOf = async (accountId: number) =>
  s.db.select().from(invoices).where(and(eq(invoices.accountId, accountId), gt(invoices.outstanding, '0'))).orderBy(asc(invoices.dueDate));

/** Parses a PDF with PDF.js in a separate process (support/pdf-text.mjs): its text, one piece a line. */
function pdfText(bytes: Buffer) {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'support', 'pdf-text.mjs')], { input: bytes, maxBuffer: 50 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(run.stderr.toString());
  return (JSON.parse(run.stdout.toString()) as { items: { str: string }[] }).items.map((i) => i.str).join(' ');
}
const download = async (body: unknown, token: string) => {
  const r = await s.app.inject({
    method: 'POST',
    url: '/api/solid/isp-portal/download/billing.doc.DownloadPDFReceipt',
    payload: body as object,
    headers: { 'x-portal-authorization': token },
  });
  return { status: r.statusCode, headers: r.headers, bytes: r.rawPayload, body: r.body };
};

describe('one model of the debit order', () => {
  it('while the mandate awaits acceptance, billing, the rules and the pay dialog all say nothing is collected; accepted, all name the same date and amount', async () => {
    const token = await s.signIn(CUSTOMER);
    const waiting = await details(token);
    expect(waiting.debitOrder).toMatchObject({ state: 'awaiting-mandate', stateText: 'Awaiting mandate acceptance', mandate: 'awaiting-acceptance' });
    // The debit order on record is 'active' at the bank, but billing never says it collects: the mandate is not accepted.
    expect(waiting.billingDetails.debitOrderDetailsBean.status).toBe('active');
    const waitingRules = await rules(token);
    expect(waitingRules.nextCollectionDate).toBeNull();
    expect(waitingRules.rules.join(' ')).not.toMatch(/will be collected by debit order on/);
    expect(waitingRules.rules).toContain('Accept the mandate before 25 Nov 2026 and R 3 927.00 will be collected that day, or pay now by credit card.');
    const waitingPay = await payNow(token);
    expect(waitingPay).toMatchObject({ collection: { by: 'debit-order', state: 'awaiting-mandate' }, nextCollection: null });
    expect(paymentEffect(factsOf(waitingPay), 100_000)).toEqual(['Your debit order collects nothing until you accept its mandate.']);

    const { mandateId } = await result('billing.mandates.RenderDebitOrderMandate', {}, token);
    await result('billing.mandates.AcceptDebitOrderMandate', { mandateId }, token);

    const active = await details(token);
    expect(active.debitOrder).toEqual({ state: 'active', stateText: 'Active', mandate: 'accepted', collectionDay: '25th of the month' });
    const activeRules = await rules(token);
    expect(activeRules).toMatchObject({ nextCollectionDate: '2026-11-25', nextCollectionAmount: active.amountDue });
    expect(activeRules.rules[0]).toBe('R 3 927.00 will be collected by debit order on 25 Nov 2026.');
    const activePay = await payNow(token);
    expect(activePay).toMatchObject({ collection: { by: 'debit-order', state: 'runs', dayText: 'the 25th of the month' }, nextCollection: { date: '2026-11-25', amount: 3927 } });
  });

  it('a suspended debit order is suspended everywhere, and reactivating it names the next run', async () => {
    const token = await s.signIn(CUSTOMER);
    const order = (await s.db.select().from(debitOrderDetails).where(eq(debitOrderDetails.accountId, await accountIdOf('CUS1001'))))[0];
    await s.db.update(debitOrderDetails).set({ status: 'suspended' }).where(eq(debitOrderDetails.id, order.id));
    expect((await details(token)).debitOrder).toMatchObject({ state: 'suspended', stateText: 'Suspended' });
    expect((await rules(token)).nextCollectionDate).toBeNull();
    const pay = await payNow(token);
    expect(pay).toMatchObject({ collection: { by: 'debit-order', state: 'suspended' }, nextCollection: null });
    expect(paymentEffect(factsOf(pay), 5_000)).toEqual(['Your debit order is suspended, so nothing is collected automatically.']);
    const reactivated = await result('billing.payment.ReactivateDebitOrder', { id: order.id }, token);
    expect(reactivated.message).toBe('Your debit order has been reactivated. The next collection run is on 25 Nov 2026.');
    expect((await details(token)).debitOrder.state).toBe('active');
  });

  it('before the mandate was accepted the statement shows no debit order collection: the invoices were paid by EFT on their due date', async () => {
    const token = await s.signIn(CUSTOMER);
    const statement = await result('billing.GetViewStatement', { exportStartDate: '2026-01-01', exportEndDate: '2026-10-31' }, token);
    const descriptions = statement.entries.filter((e: { credit: number }) => e.credit > 0).map((e: { description: string }) => e.description);
    expect(descriptions).not.toContain('Debit order collection');
    const eft = statement.entries.filter((e: { description: string }) => e.description === 'EFT payment');
    expect(eft.length).toBe(10);
    expect(eft.map((e: { date: string }) => e.date.slice(8))).toEqual(Array(10).fill('07'));
  });

  it('the mandate authorises the provider by its legal name from the instance config, not the brand', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const mandate = await result('billing.mandates.RenderDebitOrderMandate', {}, token);
    expect(mandate.provider).toEqual({ ...PROVIDER, address: ['1 Fibre Lane', 'Rosebank', 'Johannesburg', '2196'] });
    expect(mandate.paragraphs[0]).toContain(`authorise ${PROVIDER.legalName} (registration number ${PROVIDER.registrationNumber}) to debit`);
    expect(mandate.paragraphs.join(' ')).not.toMatch(/authorise Customer Portal to/);
  });
});

describe('a card payment does to the next collection what the dialog said', () => {
  it('a part payment leaves the rest to the debit order on its day; paying the rest cancels that collection', async () => {
    // CUS1001's mandate was accepted above: R 3 927.00 is due to be collected on 25 Nov 2026.
    const token = await s.signIn(CUSTOMER);
    const before = await payNow(token);
    expect(paymentEffect(factsOf(before), 100_000)).toEqual(['Your debit order of R 2 927.00 on 25 Nov 2026 still runs for the rest.']);
    expect((await pay(token, { amount: 1000 })).paymentStatus).toBe(true);
    const afterPart = await rules(token);
    expect(afterPart).toMatchObject({ nextCollectionDate: '2026-11-25', nextCollectionAmount: 2927 });
    expect(afterPart.rules[0]).toBe('R 2 927.00 will be collected by debit order on 25 Nov 2026.');

    const rest = await payNow(token);
    expect(paymentEffect(factsOf(rest), 292_700)).toEqual([
      'Paying the full balance cancels this month’s debit order of R 2 927.00 on 25 Nov 2026: nothing is collected that day.',
    ]);
    expect((await pay(token, { amount: 2927 })).paymentStatus).toBe(true);
    const afterFull = await rules(token);
    expect(afterFull).toMatchObject({ nextCollectionDate: null, nextCollectionAmount: 0 });
    expect(afterFull.rules[0]).toBe('Nothing is owed at the moment, so no collection is scheduled.');
    expect(await details(token)).toMatchObject({ balance: 0, amountDue: 0, displayCurrentStatus: 'Up to date', debitOrder: { state: 'active' } });
  });

  it('with nothing owed the dialog offers an advance; an advance is kept as credit and shows as credit everywhere', async () => {
    const token = await s.signIn(CUSTOMER);
    const nothing = await payNow(token);
    expect(nothing).toMatchObject({ paymentAllowed: true, amountDue: 0, collectionAmount: 0, warningMessage: null, nextCollection: null });
    expect(paymentEffect(factsOf(nothing), 25_000)).toEqual([
      'Your debit order stays in place for the 25th of the month; credit is used before anything is collected.',
      'Nothing is owed at the moment: the whole payment is kept as credit on your account and used against your next invoices.',
    ]);
    // Without choosing an advance the stale amount of another tab is refused; chosen, it is taken.
    expect((await perform(token, { amount: 250 })).body.errors[0].message).toBe('There is nothing to pay on this account.');
    expect((await pay(token, { amount: 250, advance: true })).paymentStatus).toBe(true);
    expect(await details(token)).toMatchObject({ balance: -250, amountDue: 0, displayCurrentStatus: 'In credit' });
    expect(await payNow(token)).toMatchObject({ credit: 250, amountDue: 0, paymentStatus: 'In credit' });
    expect((await rules(token)).rules).toContain('You have R 250.00 in credit: it is used against your next invoices before anything is collected.');
    const [latest] = (await result('billing.GetPayments', {}, token)).payments;
    expect(latest).toMatchObject({ method: 'Card', amount: 250, status: 'Successful', description: 'R 250.00 kept as credit', receipt: true });
  });

  it('refuses amounts outside R 10 to R 100 000 or with fractions of a cent, with a clear message, and changes nothing', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const before = await s.db.select().from(payments).where(eq(payments.accountId, await accountIdOf('ENT2001')));
    for (const [amount, message] of [
      [9.99, 'amount: The smallest card payment is R 10.00.'],
      [100_000.01, 'amount: The largest card payment is R 100 000.00. For more, please pay by EFT.'],
      [12.345, 'amount: Please enter an amount in rand and cents, such as 250.00.'],
    ] as const) {
      const r = await perform(token, { amount, advance: true });
      expect([amount, r.status, r.body.errors[0]]).toEqual([amount, 400, { code: 'BAD_INPUT', field: 'amount', message }]);
    }
    expect((await perform(token, { amount: 100_000, advance: true })).status).toBe(200);
    expect((await s.db.select().from(payments).where(eq(payments.accountId, await accountIdOf('ENT2001')))).length).toBe(before.length + 1);
  });
});

describe('paying one invoice', () => {
  it('opens on that invoice’s outstanding amount and pays that invoice, not the oldest', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const acme = await accountIdOf('ENT2001');
    const [oldest, newest] = await unpaidOf(acme);
    const shown = await payNow(token, { invoiceTxNumber: newest.invoiceTxNumber });
    expect(shown).toMatchObject({
      invoice: { invoiceTxNumber: newest.invoiceTxNumber, outstanding: Number(newest.outstanding), dueDate: newest.dueDate },
      collectionAmount: Number(newest.outstanding),
    });
    const tooMuch = await perform(token, { amount: Number(newest.outstanding) + 1, invoiceTxNumber: newest.invoiceTxNumber });
    expect(tooMuch.body.errors[0]).toMatchObject({ field: 'amount', message: expect.stringMatching(/^The amount may not be more than the R [\d ]+\.\d\d outstanding on invoice INV2001-\d+\.$/) });
    expect((await perform(token, { amount: 50, invoiceTxNumber: newest.invoiceTxNumber, advance: true })).status).toBe(400);

    const paid = await pay(token, { amount: Number(newest.outstanding), invoiceTxNumber: newest.invoiceTxNumber });
    expect(paid).toMatchObject({ paymentStatus: true, paidFor: 'account', amount: Number(newest.outstanding) });
    // The confirmation names the invoice it paid.
    expect(paid.paidTowards).toBe(`Invoice ${newest.invoiceTxNumber} R ${Number(newest.outstanding).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`);
    const [afterNewest] = await s.db.select().from(invoices).where(eq(invoices.id, newest.id));
    const [afterOldest] = await s.db.select().from(invoices).where(eq(invoices.id, oldest.id));
    expect(afterNewest).toMatchObject({ outstanding: '0.00', status: 'Paid' });
    expect(afterOldest.outstanding).toBe(oldest.outstanding);

    // Paid now: a stale dialog for it is refused, and nothing is charged.
    const again = await perform(token, { amount: 10, invoiceTxNumber: newest.invoiceTxNumber });
    expect(again.body.errors[0]).toMatchObject({ field: 'invoiceTxNumber', message: `Invoice ${newest.invoiceTxNumber} is already paid.` });
    const [listed] = (await result('billing.GetPayments', {}, token)).payments;
    expect(listed.description).toBe(`Invoice ${newest.invoiceTxNumber} R ${Number(newest.outstanding).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`);
  });

  it('answers another account’s invoice exactly like an unknown one, in the dialog and the payment', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const [foreign] = await unpaidOf(await accountIdOf('CUS1001')).then(async (rows) => (rows.length ? rows : s.db.select().from(invoices).where(eq(invoices.accountId, await accountIdOf('CUS1001')))));
    for (const invoiceTxNumber of [foreign.invoiceTxNumber, 'INV-NO-SUCH']) {
      const shown = await s.call('billing.payment.GetPayGatePayNowDetails', { invoiceTxNumber }, token);
      expect([invoiceTxNumber, shown.status, shown.body.errors[0].message]).toEqual([invoiceTxNumber, 404, 'That invoice was not found.']);
      const paid = await perform(token, { amount: 10, invoiceTxNumber });
      expect([invoiceTxNumber, paid.status, paid.body.errors[0].message]).toEqual([invoiceTxNumber, 404, 'That invoice was not found.']);
    }
  });
});

describe('payments and receipts', () => {
  it('lists every payment newest first, failed ones too; under a mandate awaiting acceptance nothing reads as collected by debit order', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const declined = await pay(token, { amount: 15, advance: true }, { ...CARD, CARD_NUMBER: DECLINED });
    expect(declined.paymentStatus).toBe(false);
    const { payments: listed, total } = await result('billing.GetPayments', { page: 1, pageSize: 100 }, token);
    expect(total).toBe(listed.length);
    expect(listed[0]).toMatchObject({ reference: declined.reference, method: 'Card', amount: 15, status: 'Failed', description: 'The card was declined by the bank.', receipt: false });
    const dates = listed.map((p: { date: string }) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // ENT2001's mandate awaits acceptance: its debit order has collected nothing, its invoices were paid by EFT.
    expect(listed.filter((p: { method: string }) => p.method === 'Debit order')).toEqual([]);
    const eft = listed.filter((p: { method: string }) => p.method === 'EFT');
    expect(eft.length).toBeGreaterThan(0);
    expect(eft.every((p: { description: string; status: string; receipt: boolean }) => p.description.startsWith('Invoice ') && p.status === 'Successful' && p.receipt)).toBe(true);
    const page2 = await result('billing.GetPayments', { page: 2, pageSize: 2 }, token);
    expect(page2.payments.map((p: { reference: string }) => p.reference)).toEqual(listed.slice(2, 4).map((p: { reference: string }) => p.reference));
  });

  it('a receipt names the provider, its VAT number, the account and what was paid', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const paid = (await result('billing.GetPayments', { pageSize: 100 }, token)).payments.find(
      (p: { description: string; status: string }) => p.status === 'Successful' && p.description.startsWith('Invoice'),
    );
    const r = await download({ paymentReference: paid.reference }, token);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain(`Receipt ${paid.reference}.pdf`);
    const text = pdfText(r.bytes);
    for (const expected of ['Payment Receipt', PROVIDER.legalName, PROVIDER.vatNumber, PROVIDER.registrationNumber, 'Acme Logistics (Pty) Ltd', 'ENT2001', paid.reference, paid.description])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
  });

  it('a card payment’s receipt names the card by its last four digits, and nothing more of it', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const validation = await pay(token, { amount: 25, advance: true });
    expect(validation.paymentStatus).toBe(true);
    const text = pdfText((await download({ paymentReference: validation.reference }, token)).bytes);
    const last4 = CARD.CARD_NUMBER.replace(/\D/g, '').slice(-4);
    expect(text).toContain(`Card •••• ${last4}`);
    expect(text).not.toContain(CARD.CARD_NUMBER.replace(/\D/g, '').slice(0, 6));
  });

  it('has no receipt for another account’s payment, a failed one or an unknown reference: all alike, not found', async () => {
    const acme = await s.signIn(TWO_PARENTS, 'ENT2001');
    const customer = await s.signIn(CUSTOMER);
    const mine = (await result('billing.GetPayments', { pageSize: 100 }, customer)).payments;
    const failed = (await result('billing.GetPayments', { pageSize: 100 }, acme)).payments.find((p: { status: string }) => p.status === 'Failed');
    for (const [token, reference] of [
      [acme, mine.find((p: { receipt: boolean }) => p.receipt).reference],
      [acme, failed.reference],
      [acme, 'PAY-0000000000'],
    ] as const) {
      const r = await download({ paymentReference: reference }, token);
      expect([reference, r.status, JSON.parse(r.body).errors[0].message]).toEqual([reference, 404, 'That payment was not found.']);
    }
    expect((await download({ paymentReference: '' }, acme)).status).toBe(400);
    expect((await download({ paymentReference: 'x'.repeat(41) }, acme)).status).toBe(400);
  });
});
