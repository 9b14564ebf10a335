import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments } from '../src/db/schema';
import { startPayWeb3Peer, type PayWeb3Peer } from './support/payweb3-peer';
import { startTestServer, type TestServer } from './support/test-server';
import { freePort } from './support/free-port';

/**
 * The PayGate notify and return addresses are public, so each client address is held to a limit a minute (lowered
 * here to 5 notifies and 4 browser requests): over it the portal answers 429 and records nothing, while PayGate's
 * own valid notify, below its address's limit, is recorded as ever.
 */

const PEER_PORT = freePort();
const PORTAL_PORT = freePort();
const ORIGIN = `http://127.0.0.1:${PORTAL_PORT}`;
const PAYGATE_ID = '20000012345';
const KEY = randomBytes(12).toString('hex');
const NOTIFY_MAX = 5;
const BROWSER_MAX = 4;

let s: TestServer;
let peer: PayWeb3Peer;
let token: string;

const paymentOf = async (payRequestId: string) => (await s.db.select().from(payments).where(eq(payments.gatewayReference, payRequestId)))[0];
/** A form posted from `address` (behind the trusted proxy), or from this machine itself (PayGate's peer's address) without one. */
const postForm = (path: string, fields: Record<string, string>, address?: string) =>
  fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
const forged = () => ({ PAYGATE_ID, PAY_REQUEST_ID: randomUUID().toUpperCase(), TRANSACTION_STATUS: '1', CHECKSUM: randomBytes(16).toString('hex') });

/** Starts a payment and ends it approved at the gateway, without the gateway's notify yet. */
async function approvedPayment() {
  const started = await s.call('billing.payment.PerformPayGatePayment', { amount: 25, idempotencyKey: randomUUID() }, token);
  expect(started).toMatchObject({ status: 200 });
  const payRequestId = new URL(started.body.result.creditCardInfoCaptureUrl as string).searchParams.get('PAY_REQUEST_ID')!;
  await peer.finish(payRequestId, 'approved', { notify: false });
  return payRequestId;
}

/** A new window for every limit: the counters go by the server's clock. */
const nextMinute = () => s.clock.advance(61_000);

beforeAll(async () => {
  peer = await startPayWeb3Peer({ port: PEER_PORT, paygateId: PAYGATE_ID, key: KEY });
  const generous = { max: 10_000, windowMs: 600_000 };
  s = await startTestServer({
    publicOrigin: ORIGIN,
    trustProxy: ['127.0.0.1'],
    // The tests move the clock a minute at a time: paying stays allowed without signing in again.
    reauthFreshSeconds: 3600,
    paygate: {
      paygateId: PAYGATE_ID,
      secret: KEY,
      baseUrl: peer.baseUrl,
      limits: { notify: { name: 'paygate-notify', max: NOTIFY_MAX, windowMs: 60_000 }, browser: { name: 'paygate-browser', max: BROWSER_MAX, windowMs: 60_000 } },
    },
    otpLimits: { perCellNumber: { name: 'otp-cell', ...generous }, perClientAddress: { name: 'otp-ip', ...generous }, failuresPerCellNumber: { name: 'otp-fail', ...generous } },
  });
  await s.app.listen({ port: PORTAL_PORT, host: '127.0.0.1' });
  token = await s.signIn('0821234567');
});
afterAll(async () => {
  await s?.close();
  await peer?.close();
});

describe('rate limits on the PayGate notify and return addresses', () => {
  it("records PayGate's valid notify while another address that floods the notify address is answered 429", async () => {
    nextMinute();
    const id = await approvedPayment();
    const flooder = '203.0.113.7';
    for (let i = 0; i < NOTIFY_MAX; i++) expect((await postForm('/api/payments/paygate/notify', forged(), flooder)).status).toBe(404);
    const refused = await postForm('/api/payments/paygate/notify', forged(), flooder);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.text()).toBe('Too many requests');

    // PayGate's address is below its limit: its notify is believed and the payment recorded once.
    expect(await peer.notify(id)).toEqual({ status: 200, body: 'OK' });
    expect((await paymentOf(id)).status).toBe('succeeded');
    expect(s.log()).toContain('paygate request refused: too many from this address');
  });

  it('answers even a valid notify 429 once its address is over the limit, records nothing, and takes it the next minute', async () => {
    nextMinute();
    const id = await approvedPayment();
    // From the gateway's own address (no proxy header): the limit is per address, whoever sends.
    for (let i = 0; i < NOTIFY_MAX; i++) expect((await postForm('/api/payments/paygate/notify', forged())).status).toBe(404);
    expect(await peer.notify(id)).toEqual({ status: 429, body: 'Too many requests' });
    expect((await paymentOf(id)).status).toBe('pending');

    // PayGate posts an unanswered notify again later: in the next window it gets through.
    nextMinute();
    expect(await peer.notify(id)).toEqual({ status: 200, body: 'OK' });
    expect((await paymentOf(id)).status).toBe('succeeded');
  });

  it('holds each browser to the limit on the return address and the payment page, apart from other browsers', async () => {
    nextMinute();
    const browser = '198.51.100.20';
    const fields = { PAY_REQUEST_ID: randomUUID().toUpperCase(), TRANSACTION_STATUS: '1', CHECKSUM: randomBytes(16).toString('hex') };
    for (let i = 0; i < BROWSER_MAX - 1; i++) expect((await postForm('/api/payments/paygate/return', fields, browser)).status).toBe(404);
    const page = await fetch(`${ORIGIN}/api/payments/paygate/process?PAY_REQUEST_ID=${fields.PAY_REQUEST_ID}`, { headers: { 'x-forwarded-for': browser } });
    expect(page.status).toBe(404);
    const over = await postForm('/api/payments/paygate/return', fields, browser);
    expect(over.status).toBe(429);
    expect(over.headers.get('content-type')).toContain('text/html');
    expect(await over.text()).toContain('Please wait a moment');
    expect((await fetch(`${ORIGIN}/api/payments/paygate/return?PAY_REQUEST_ID=x`, { headers: { 'x-forwarded-for': browser } })).status).toBe(429);
    // Another browser is not held back by this one.
    expect((await postForm('/api/payments/paygate/return', fields, '198.51.100.21')).status).toBe(404);
  });
});
