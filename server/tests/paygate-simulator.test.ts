import { randomUUID } from 'node:crypto';
import { PAYMENT_RETURN_PARAM } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { payments } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';
import { freePort } from './support/free-port';

/**
 * The demo with PAYMENT_GATEWAY=paygate: the portal's PayWeb3 adapter talks to the simulator's PayWeb3 pages at the
 * portal's own origin (/gateway-sim/payweb3/), the same protocol as PayGate's, so that going live is a change of
 * settings. The portal listens on a real port: its adapter and the simulator's notify reach it over HTTP.
 */

const PORT = freePort();
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SIM = `${ORIGIN}/gateway-sim/payweb3`;
const CARD = { CARD_HOLDER: 'Thandi Mokoena', CARD_NUMBER: '4111 1111 1111 1111', CVV: '987', EXPIRY_MONTH: '7', EXPIRY_YEAR: '2031' };

let s: TestServer;
let token: string;

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
const hiddenFields = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]));

beforeAll(async () => {
  s = await startTestServer({ publicOrigin: ORIGIN, paygate: { paygateId: '10011072130', secret: 'secret', baseUrl: SIM } });
  await s.app.listen({ port: PORT, host: '127.0.0.1' });
  token = await s.signIn('0821234567');
});
afterAll(async () => s?.close());

describe("the demo gateway's PayWeb3 pages", () => {
  it('take a card payment end to end: initiate, process.trans, the card form, notify, return, validation', async () => {
    const started = await s.call('billing.payment.PerformPayGatePayment', { amount: 99, idempotencyKey: randomUUID() }, token);
    expect(started.status).toBe(200);
    const step = await (await fetch(started.body.result.creditCardInfoCaptureUrl)).text();
    expect(step).toContain(`action="${SIM}/process.trans"`);
    const cardPage = await postForm(`${SIM}/process.trans`, hiddenFields(step));
    expect(cardPage.status).toBe(200);
    const form = await cardPage.text();
    expect(form).toContain(`action="/gateway-sim/payweb3/pay"`);
    const id = hiddenFields(form).PAY_REQUEST_ID;

    const paid = await postForm(`${SIM}/pay`, { PAY_REQUEST_ID: id, ACTION: 'pay', ...CARD });
    expect(paid.status).toBe(303);
    // The simulator's notify reached the portal before the browser went back.
    expect((await s.db.select().from(payments).where(eq(payments.gatewayReference, id)))[0].status).toBe('succeeded');
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/api/payments/paygate/return`);
    const returned = await fetch(back, { redirect: 'manual' });
    expect(returned.status).toBe(303);
    expect(new URL(returned.headers.get('location')!).searchParams.get(PAYMENT_RETURN_PARAM)).toBe(id);
    const validated = await s.call('billing.payment.ValidatePayGatePayment', { token: id }, token);
    expect(validated.body.result).toMatchObject({ paymentStatus: true, message: 'Payment successful.' });
  });

  it('checks the checksums it is sent, as PayGate does', async () => {
    const initiated = await postForm(`${SIM}/initiate.trans`, {
      PAYGATE_ID: '10011072130', REFERENCE: 'X-1', AMOUNT: '100', CURRENCY: 'ZAR', RETURN_URL: `${ORIGIN}/r`, TRANSACTION_DATE: '2026-11-22 10:00:00', LOCALE: 'en-za', COUNTRY: 'ZAF', EMAIL: 'a@b.co', CHECKSUM: '0'.repeat(32),
    });
    expect(new URLSearchParams(await initiated.text()).get('ERROR')).toBe('DATA_CHK');
    const started = await s.call('billing.payment.PerformPayGatePayment', { amount: 10, idempotencyKey: randomUUID() }, token);
    const fields = hiddenFields(await (await fetch(started.body.result.creditCardInfoCaptureUrl)).text());
    expect((await postForm(`${SIM}/process.trans`, { ...fields, CHECKSUM: '1'.repeat(32) })).status).toBe(400);
    const query = await postForm(`${SIM}/query.trans`, { PAYGATE_ID: '10011072130', PAY_REQUEST_ID: fields.PAY_REQUEST_ID, REFERENCE: 'wrong', CHECKSUM: '2'.repeat(32) });
    expect(new URLSearchParams(await query.text()).get('ERROR')).toBe('DATA_CHK');
  });
});
