import { randomBytes, randomUUID } from 'node:crypto';
import { PAYMENT_RETURN_PARAM } from '@portal/contract';
import { and, eq, gt } from 'drizzle-orm';
import { accounts, invoices, payments } from '../src/db/schema';
import { startPayWeb3Peer, type PayWeb3Peer } from './support/payweb3-peer';
import { startTestServer, type TestServer } from './support/test-server';
import { freePort } from './support/free-port';

/**
 * PAYMENT_GATEWAY=paygate against a PayWeb3 peer started here (support/payweb3-peer.ts), which checks every checksum
 * the portal sends and refuses a wrong one. The portal listens on a real port: the peer posts its notify to it.
 */

const PEER_PORT = freePort();
const PORTAL_PORT = freePort();
const ORIGIN = `http://127.0.0.1:${PORTAL_PORT}`;
const PAYGATE_ID = '20000012345';
const KEY = randomBytes(12).toString('hex');
const CUSTOMER = '0821234567';

let s: TestServer;
let peer: PayWeb3Peer;
let token: string;

const owedCents = async () => {
  const rows = await s.db
    .select({ outstanding: invoices.outstanding })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(eq(accounts.accountCode, 'CUS1001'), gt(invoices.outstanding, '0')));
  return rows.reduce((sum, r) => sum + Math.round(Number(r.outstanding) * 100), 0);
};
const paymentOf = async (payRequestId: string) => (await s.db.select().from(payments).where(eq(payments.gatewayReference, payRequestId)))[0];
const validate = (payRequestId: string) => s.call('billing.payment.ValidatePayGatePayment', { token: payRequestId }, token);
const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' });

/** Starts a payment and follows the browser to PayGate's page: the portal's page posts PAY_REQUEST_ID and CHECKSUM on. */
async function startPayment(rand: number) {
  const started = await s.call('billing.payment.PerformPayGatePayment', { amount: rand, idempotencyKey: randomUUID() }, token);
  expect(started.status).toBe(200);
  const pageUrl = new URL(started.body.result.creditCardInfoCaptureUrl as string);
  expect(`${pageUrl.origin}${pageUrl.pathname}`).toBe(`${ORIGIN}/api/payments/paygate/process`);
  const payRequestId = pageUrl.searchParams.get('PAY_REQUEST_ID')!;

  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' http://127.0.0.1:${PEER_PORT}`);
  const body = await page.text();
  const action = /<form id="paygate-continue" method="post" action="([^"]+)"/.exec(body)?.[1];
  expect(action).toBe(`${peer.baseUrl}/process.trans`);
  const hidden = Object.fromEntries([...body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]));
  expect(hidden.PAY_REQUEST_ID).toBe(payRequestId);
  const atGateway = await postForm(action!, hidden);
  expect(atGateway.status).toBe(200);
  expect(peer.requests.get(payRequestId)!.processed).toBe(true);
  return payRequestId;
}

/** The browser's way back: posts what PayGate gave it to the portal's return address. */
const returnWith = (fields: Record<string, string>) => postForm(`${ORIGIN}/api/payments/paygate/return`, fields);

beforeAll(async () => {
  peer = await startPayWeb3Peer({ port: PEER_PORT, paygateId: PAYGATE_ID, key: KEY });
  const generous = { max: 10_000, windowMs: 600_000 };
  s = await startTestServer({
    publicOrigin: ORIGIN,
    paygate: { paygateId: PAYGATE_ID, secret: KEY, baseUrl: peer.baseUrl },
    otpLimits: { perCellNumber: { name: 'otp-cell', ...generous }, perClientAddress: { name: 'otp-ip', ...generous }, failuresPerCellNumber: { name: 'otp-fail', ...generous } },
  });
  await s.app.listen({ port: PORTAL_PORT, host: '127.0.0.1' });
  token = await s.signIn(CUSTOMER);
});
afterAll(async () => {
  await s?.close();
  await peer?.close();
});
afterEach(() => {
  // Every checksum the portal sent (initiate, process, query) was right.
  expect(peer.refused).toEqual([]);
  peer.forgeAnswers = false;
});

describe('card payments through PayGate PayWeb3 (PAYMENT_GATEWAY=paygate)', () => {
  it('initiate, process page, notify, return: the payment is recorded once and the invoice paid down', async () => {
    const before = await owedCents();
    const id = await startPayment(150);
    const initiated = peer.requests.get(id)!.fields;
    expect(initiated).toMatchObject({ PAYGATE_ID: PAYGATE_ID, AMOUNT: '15000', CURRENCY: 'ZAR', LOCALE: 'en-za', COUNTRY: 'ZAF', NOTIFY_URL: `${ORIGIN}/api/payments/paygate/notify`, RETURN_URL: `${ORIGIN}/api/payments/paygate/return` });
    expect(initiated.EMAIL).toMatch(/@/);
    expect(initiated.TRANSACTION_DATE).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const back = await peer.finish(id, 'approved');
    expect(peer.notifyAnswers.at(-1)).toEqual({ status: 200, body: 'OK' });
    // The notify alone paid it: the balance shows it before the browser is back.
    expect(await owedCents()).toBe(before - 15_000);
    expect((await paymentOf(id)).status).toBe('succeeded');

    const returned = await returnWith(back);
    expect(returned.status).toBe(303);
    const location = new URL(returned.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${ORIGIN}/payment/redirect`);
    expect(location.searchParams.get(PAYMENT_RETURN_PARAM)).toBe(id);

    const validated = await validate(id);
    expect(validated.body.result).toMatchObject({ paymentStatus: true, message: 'Payment successful.', amount: 150 });
    expect(await owedCents()).toBe(before - 15_000);
  });

  it('a declined payment is recorded as failed and pays nothing', async () => {
    const before = await owedCents();
    const id = await startPayment(80);
    const back = await peer.finish(id, 'declined');
    expect(peer.notifyAnswers.at(-1)).toEqual({ status: 200, body: 'OK' });
    expect((await returnWith(back)).status).toBe(303);
    const validated = await validate(id);
    expect(validated.body.result).toMatchObject({ paymentStatus: false, message: 'The card was declined by the bank.' });
    expect((await paymentOf(id)).status).toBe('failed');
    expect(await owedCents()).toBe(before);
  });

  it('refuses a return whose checksum was tampered with, and records nothing from it', async () => {
    const before = await owedCents();
    const id = await startPayment(60);
    const back = await peer.finish(id, 'approved', { notify: false });
    const tampered = await returnWith({ ...back, CHECKSUM: back.CHECKSUM.replace(/^./, (c) => (c === '0' ? '1' : '0')) });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('The payment could not be confirmed');
    // A declined return turned into an approved one: the checksum no longer matches.
    expect((await returnWith({ ...back, TRANSACTION_STATUS: '2' })).status).toBe(400);
    expect((await paymentOf(id)).status).toBe('pending');
    expect(await owedCents()).toBe(before);
    expect(s.log()).toContain('paygate return refused');
    expect(s.log()).not.toContain(KEY);
  });

  it('refuses a tampered or forged notify (400), logs it without the key, and counts no payment', async () => {
    const id = await startPayment(70);
    // Measured once the payment started: starting it settled the earlier test's payment, which the peer approved.
    const before = await owedCents();
    await peer.finish(id, 'declined', { notify: false });
    // A declined result turned approved after signing, and one re-signed with a key that is not PayGate's.
    const flipped = await peer.notify(id, (entries) => entries.map(([k, v]) => [k, k === 'TRANSACTION_STATUS' ? '1' : v]));
    expect(flipped).toEqual({ status: 400, body: 'Checksum or fields do not verify' });
    const moved = await peer.notify(id, (entries) => entries.map(([k, v]) => [k, k === 'CHECKSUM' ? randomBytes(16).toString('hex') : v]));
    expect(moved.status).toBe(400);
    const unknown = await peer.notify(id, (entries) => entries.map(([k, v]) => [k, k === 'PAY_REQUEST_ID' ? randomUUID().toUpperCase() : v]));
    expect(unknown.status).toBe(404);
    expect((await paymentOf(id)).status).toBe('pending');
    expect(await owedCents()).toBe(before);
    expect(s.log()).toContain('paygate notify refused');
    expect(s.log()).not.toContain(KEY);
  });

  it('a replayed notify is answered OK and counted once', async () => {
    const before = await owedCents();
    const id = await startPayment(40);
    await peer.finish(id, 'approved');
    const replay = await peer.notify(id);
    expect(replay).toEqual({ status: 200, body: 'OK' });
    expect(await owedCents()).toBe(before - 4000);
    const recorded = await s.db.select().from(payments).where(eq(payments.gatewayReference, id));
    expect(recorded.map((p) => p.status)).toEqual(['succeeded']);
  });

  it('asks query.trans when neither the notify nor the return arrives, and believes only an answer that verifies', async () => {
    const before = await owedCents();
    const id = await startPayment(30);
    await peer.finish(id, 'approved', { notify: false });

    peer.forgeAnswers = true;
    const queried = peer.queries;
    const forged = await validate(id);
    expect(forged.body.result).toMatchObject({ paymentStatus: false, message: 'The payment has not been completed at the payment page yet.' });
    expect(peer.queries).toBe(queried + 1);
    expect(s.log()).toContain('paygate query answer refused');
    expect(await owedCents()).toBe(before);

    peer.forgeAnswers = false;
    const validated = await validate(id);
    expect(validated.body.result).toMatchObject({ paymentStatus: true, message: 'Payment successful.' });
    expect(await owedCents()).toBe(before - 3000);
  });

  it('refuses an initiate answer that does not verify: no payment page is given', async () => {
    peer.forgeAnswers = true;
    const started = await s.call('billing.payment.PerformPayGatePayment', { amount: 20, idempotencyKey: randomUUID() }, token);
    expect(started.status).toBe(502);
    expect(started.body.errors[0].message).toBe('The payment gateway did not accept the payment request. Please try again later or contact support.');
    expect(s.log()).toContain('paygate initiate answer refused');
  });

  it('offers no card capture without a payment: PayWeb3 vaults a card only during a charge', async () => {
    const frame = await s.call('billing.payment.GetCardCaptureFrame', { idempotencyKey: randomUUID() }, token);
    expect(frame.status).toBe(503);
    expect(frame.body.errors[0].message).toBe('Saving a card without a payment is not available with this payment gateway. Pay by card instead, or contact support.');
  });
});
