import { eq } from 'drizzle-orm';
import { GATEWAY_SIM_SESSION_MS, simulatorGateway, type GatewaySessionKind } from '../src/adapters/payment-gateway';
import { gatewaySimSessions } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';

const RETURN_URL = 'https://portal.example.com/payment/redirect';
const APPROVED = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';
const GOOD_CARD = { CARD_HOLDER: 'Thandi Mokoena', CARD_NUMBER: APPROVED, CVV: '987', EXPIRY_MONTH: '7', EXPIRY_YEAR: '2029' };

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** A session opened as the payment actions open one. */
async function openSession(kind: GatewaySessionKind = 'payment', amount = '250.00') {
  const gateway = simulatorGateway(s.clock);
  const { reference } = await gateway.createSession({ kind, merchantReference: 'PAY-TEST0001', amount, returnUrl: RETURN_URL }, s.db);
  return { id: reference, links: gateway.links(reference), outcome: () => gateway.readOutcome(reference, s.db) };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (url: string, fields: Record<string, string>) =>
  s.app.inject({ method: 'POST', url, payload: form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const submit = (id: string, fields: Record<string, string>) => post('/gateway-sim/pay', { PAY_REQUEST_ID: id, ACTION: 'pay', ...fields });
const row = async (id: string) => (await s.db.select().from(gatewaySimSessions).where(eq(gatewaySimSessions.id, id)))[0];

describe('the hosted payment page', () => {
  it('shows the merchant, the amount and a card form that posts to the top window, without any script', async () => {
    const { links } = await openSession('payment', '1234.5');
    const page = await s.app.inject({ method: 'GET', url: links.pageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<dt>Merchant</dt><dd>Customer Portal</dd>');
    expect(page.body).toContain('R 1 234.50');
    expect(page.body).toContain('PAY-TEST0001');
    expect(page.body).toMatch(/<form method="post" action="\/gateway-sim\/pay" target="_top"/);
    for (const label of ['Card holder', 'Card number', 'CVV', 'Expiry date', 'Month', 'Year']) expect(page.body).toContain(`>${label}</`);
    expect(page.body).toContain('<option value="">Please Select</option>');
    expect(page.body).toContain('>Pay R 1 234.50</button>');
    expect(page.body).toContain('>Cancel</button>');
    expect(page.body).toContain('4111 1111 1111 1111');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
  });

  it('may be framed by the portal and post back to it: same-origin frame and form rules', async () => {
    const { links } = await openSession();
    const page = await s.app.inject({ method: 'GET', url: links.pageUrl });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('opens inside the capture frame from the form the portal posts (PAY_REQUEST_ID)', async () => {
    const { links } = await openSession('capture', '0.00');
    const fields = Object.fromEntries(links.form.fields.map((f) => [f.key, f.value]));
    const page = await post(links.form.action, fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Enter card details</h1>');
    expect(page.body).toContain('No charge');
    expect(page.body).toMatch(/target="_top"/);
  });

  it('answers an unknown or malformed session with a not-found page', async () => {
    for (const url of ['/gateway-sim/pay?session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/gateway-sim/pay?session=../../etc', '/gateway-sim/pay']) {
      const page = await s.app.inject({ method: 'GET', url });
      expect([url, page.statusCode]).toEqual([url, 404]);
      expect(page.body).toContain('Payment session not found');
    }
    expect((await submit('nope', GOOD_CARD)).statusCode).toBe(404);
  });

  it('lists the test cards at /gateway-sim/', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/gateway-sim/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('4111 1111 1111 1111</code>: approved');
    expect(page.body).toContain('4000 0000 0000 0002</code>: declined');
  });

  it('keeps the actions JSON-only: the form parser belongs to the simulator', async () => {
    const r = await post('/api/solid/isp-portal/action/login.otp.RequestOtp', { cellNumber: '0821234567' });
    expect(r.statusCode).toBe(415);
  });
});

describe('the card form (spec §5 Card form)', () => {
  it('requires every field and shows the errors on its own page, without echoing the card number or CVV', async () => {
    const { id } = await openSession();
    const empty = await submit(id, {});
    expect(empty.statusCode).toBe(422);
    for (const message of [
      'The Card holder field is required.',
      'The Card number field is required.',
      'The CVV field is required.',
      'Please make a selection for Expiry month.',
      'Please make a selection for Expiry year.',
    ]) {
      expect(empty.body).toContain(message);
    }
    expect(empty.body).toContain('role="alert"');
    expect(empty.body).toContain('aria-invalid="true"');

    const letters = await submit(id, { ...GOOD_CARD, CARD_NUMBER: '4111 1111 abcd 1111', CVV: '9x7' });
    expect(letters.statusCode).toBe(422);
    expect(letters.body).toContain('The Card number field may only contain numeric characters.');
    expect(letters.body).toContain('The CVV field may only contain numeric characters.');
    expect(letters.body).not.toContain('abcd');
    expect(letters.body).not.toContain('9x7');
    // What may be kept is kept: the holder and the expiry selections.
    expect(letters.body).toContain('value="Thandi Mokoena"');
    expect(letters.body).toContain('<option value="7" selected>07</option>');
    expect((await row(id)).status).toBe('created');
  });

  it('refuses an expiry date that has passed', async () => {
    const { id } = await openSession();
    // The test clock is in November 2026.
    const expired = await submit(id, { ...GOOD_CARD, EXPIRY_MONTH: '10', EXPIRY_YEAR: '2026' });
    expect(expired.statusCode).toBe(422);
    expect(expired.body).toContain('The card has expired.');
  });
});

describe('outcomes', () => {
  it('approves the success test card: back to the portal with the token; only the last four digits and a card token kept', async () => {
    const { id, outcome } = await openSession();
    expect(await outcome()).toEqual({ status: 'pending' });
    const r = await submit(id, GOOD_CARD);
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe(`${RETURN_URL}?paymentToken=${id}`);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'approved', cardLast4: '1111', cardHolder: 'Thandi Mokoena', expiryMonth: 7, expiryYear: 2029 });
    expect(stored.cardToken).toMatch(/^tok_[0-9a-f]{32}$/);
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    expect(Object.values(stored)).not.toContain('987');
    expect(await outcome()).toEqual({
      status: 'approved',
      card: { token: stored.cardToken, last4: '1111', holder: 'Thandi Mokoena', expiryMonth: 7, expiryYear: 2029 },
    });
  });

  it('declines the decline test card, and any other number', async () => {
    for (const number of [DECLINED, '5500000000000004']) {
      const { id, outcome } = await openSession();
      const r = await submit(id, { ...GOOD_CARD, CARD_NUMBER: number });
      expect(r.statusCode).toBe(303);
      expect(await row(id)).toMatchObject({ status: 'declined', cardToken: null });
      expect(await outcome()).toEqual({ status: 'declined', message: 'The card was declined by the bank.' });
    }
  });

  it('abandons the session on Cancel, whatever the form holds', async () => {
    const { id, outcome } = await openSession();
    const r = await post('/gateway-sim/pay', { PAY_REQUEST_ID: id, ACTION: 'cancel' });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe(`${RETURN_URL}?paymentToken=${id}`);
    expect(await outcome()).toEqual({ status: 'abandoned', message: 'The payment was cancelled at the payment page.' });
  });

  it('completes each session once: a second submit says it was already processed and returns the same token', async () => {
    const { id } = await openSession();
    const [first, second] = await Promise.all([submit(id, GOOD_CARD), submit(id, { ...GOOD_CARD, CARD_NUMBER: DECLINED })]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([303, 409]);
    const again = first.statusCode === 409 ? first : second;
    expect(again.body).toContain('Already processed');
    expect(again.body).toContain(`href="${RETURN_URL}?paymentToken=${id}" target="_top"`);
    const settled = (await row(id)).status;
    const cancel = await post('/gateway-sim/pay', { PAY_REQUEST_ID: id, ACTION: 'cancel' });
    expect(cancel.statusCode).toBe(409);
    expect((await row(id)).status).toBe(settled);
    const reopened = await s.app.inject({ method: 'GET', url: `/gateway-sim/pay?session=${id}` });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body).toContain('Already processed');
    expect(reopened.body).not.toContain('<form');
  });

  it('expires a session left open for 30 minutes: it can no longer be paid and counts as abandoned', async () => {
    const { id, outcome } = await openSession();
    s.clock.advance(GATEWAY_SIM_SESSION_MS + 1000);
    const r = await submit(id, GOOD_CARD);
    expect(r.statusCode).toBe(409);
    expect(r.body).toContain('the payment page expired');
    expect(await outcome()).toEqual({ status: 'abandoned', message: 'The payment page expired before the card details were submitted.' });
  });
});

describe('logs', () => {
  it('never hold a card number, a CVV or a session id', async () => {
    const { id } = await openSession();
    await submit(id, { ...GOOD_CARD, CARD_NUMBER: '4111-1111-1111-1111' });
    const log = s.log();
    expect(log).toContain('/gateway-sim/pay');
    expect(log).not.toMatch(/4111.?1111.?1111.?1111/);
    expect(log).not.toMatch(/CVV|CARD_NUMBER/);
    expect(log).not.toContain(id);
  });
});
