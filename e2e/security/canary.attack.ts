import { expect, test } from '@playwright/test';
import { call, type ApiAnswer } from './support/api';
import { startFakeSmsGateway, type FakeSmsGateway } from './support/fake-sms-gateway';
import { dumpPglite, idempotencyKey, jwtsIn, standaloneHits, startOwn } from './support/identity-helpers';
import { portalServer, type PortalServer } from './support/server';

/**
 * Canaries: a whole session of sign-ins, a re-auth, account switches and a card payment in Chromium,
 * with PINs going only to a fake SMS gateway. Then the server's log and a full dump of its database
 * must hold none of the PINs, none of the tokens it issued (whole or their signatures), and neither
 * the card number nor its CVV.
 */

const CARD = '4111 1111 1111 1111';
const CVV = '9173';

let sms: FakeSmsGateway;
let server: PortalServer;
/** Every JWT the server answered with, to the API or to the page. */
const issued = new Set<string>();
/** A wrong PIN typed along the way: a secret as much as a right one. */
const wrongPins = new Set<string>();

async function tracked<T>(name: string, body: unknown, token?: string): Promise<ApiAnswer<T>> {
  const answer = await call<T>(server.baseURL, name, body, token);
  for (const jwt of jwtsIn(JSON.stringify(answer.result ?? null))) issued.add(jwt);
  return answer;
}

async function signIn(cellNumber: string, accountCode: string) {
  // The text arrives after the answer: only one received from now on is this request's.
  const requested = Date.now();
  expect((await tracked('login.otp.RequestOtp', { cellNumber })).status).toBe(200);
  const pin = await sms.latestPin(cellNumber, requested);
  const wrong = String((Number(pin) + 500_000) % 1_000_000).padStart(6, '0');
  wrongPins.add(wrong);
  expect((await tracked('login.otp.VerifyOtp', { cellNumber, pin: wrong })).status).toBe(400);
  const verified = await tracked<{ matchedAccounts: { accountCode: string; userToken: string }[] }>('login.otp.VerifyOtp', { cellNumber, pin });
  expect(verified.status, JSON.stringify(verified.errors)).toBe(200);
  const row = verified.result.matchedAccounts.find((a) => a.accountCode === accountCode)!;
  const selected = await tracked<{ accessToken: string }>('login.otp.SelectAccount', { userToken: row.userToken });
  expect(selected.status, JSON.stringify(selected.errors)).toBe(200);
  return selected.result.accessToken;
}

test.describe('canary secrets in logs and the database', () => {
  test.beforeAll(async () => {
    sms = await startFakeSmsGateway();
    server = portalServer({ SMS_ADAPTER: 'http', SMS_HTTP_URL: sms.url, OTP_REQUESTS_PER_NUMBER: '50', OTP_REQUESTS_PER_ADDRESS: '500' });
    await startOwn(server);
  });
  test.afterAll(async () => {
    await server?.dispose();
    await sms?.close();
  });

  test('no PIN, token, card number or CVV is found in the log or in any table after a full session', async ({ browser }) => {
    const { baseURL } = server;

    // Sign in, re-authenticate by PIN, use the portal.
    let token = await signIn('0821234567', 'CUS1001');
    const requested = Date.now();
    expect((await tracked('login.reauth.RequestReAuthOtp', { cellNumber: '0821234567' }, token)).status).toBe(200);
    const reauthPin = await sms.latestPin('0821234567', requested);
    const reauthed = await tracked<{ accessToken: string }>('login.reauth.VerifyReAuthOtp', { contactAddress: '0821234567', pin: reauthPin }, token);
    expect(reauthed.status, JSON.stringify(reauthed.errors)).toBe(200);
    token = reauthed.result.accessToken;
    for (const action of ['account.GetAccount', 'billing.GetBillingDetails', 'tickets.GetTickets', 'account.GetAccounts']) {
      expect((await tracked(action, {}, token)).status, action).toBe(200);
    }

    // Another person switches accounts.
    const sipho = await signIn('0831234567', 'ENT2001');
    const children = await tracked<{ accounts: { userToken: string }[] }>('account.GetChildAccounts', {}, sipho);
    const switched = await tracked<{ accessToken: string }>('account.GetAuthForAccount', { userToken: children.result.accounts[0].userToken }, sipho);
    expect(switched.status, JSON.stringify(switched.errors)).toBe(200);
    expect((await tracked('account.GetAccount', {}, switched.result.accessToken)).status).toBe(200);

    // Pay by card in Chromium on the gateway's page.
    const started = await tracked<{ creditCardInfoCaptureUrl: string }>('billing.payment.PerformPayGatePayment', { amount: 25.5, idempotencyKey: idempotencyKey() }, token);
    expect(started.status, JSON.stringify(started.errors)).toBe(200);
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      page.on('response', async (response) => {
        if (!response.url().includes('/api/')) return;
        for (const jwt of jwtsIn(await response.text().catch(() => ''))) issued.add(jwt);
      });
      await page.goto('/version');
      await page.evaluate((accessToken) => localStorage.setItem('portal.session', JSON.stringify({ accessToken })), token);
      await page.goto(started.result.creditCardInfoCaptureUrl);
      await page.getByLabel('Card holder').fill('T Mokoena');
      await page.getByLabel('Card number').fill(CARD);
      await page.getByLabel('CVV').fill(CVV);
      await page.getByLabel('Month').selectOption('12');
      await page.getByLabel('Year').selectOption(String(new Date().getFullYear() + 2));
      await page.getByRole('button', { name: /^Pay R/ }).click();
      await expect(page).toHaveURL(/\/payment\/redirect\?paymentToken=/);
      const paymentToken = new URL(page.url()).searchParams.get('paymentToken')!;
      const validated = await tracked<{ paymentStatus: boolean }>('billing.payment.ValidatePayGatePayment', { token: paymentToken }, token);
      expect(validated.status, JSON.stringify(validated.errors)).toBe(200);
      expect(validated.result.paymentStatus).toBe(true);
    } finally {
      await context.close();
    }
    expect((await tracked('auth.SignOut', {}, token)).status).toBe(200);

    // The PINs went to the SMS gateway and nowhere a caller can read them.
    const pins = sms.pins();
    expect(pins.length).toBeGreaterThanOrEqual(3);
    const outbox = await (await fetch(`${baseURL}/api/dev/outbox`)).text();
    for (const pin of pins) expect(standaloneHits(outbox, pin), 'PIN in /api/dev/outbox').toBe(0);

    // A browser's error report and a request path may quote the card number as people write it.
    const DASHED = CARD.replace(/\s/g, '-');
    for (const message of [`Payment failed for card ${CARD}`, `Payment failed for card ${DASHED}`]) {
      const reported = await fetch(`${baseURL}/api/logger`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${baseURL}/billing/${DASHED}`, message }) });
      expect(reported.status).toBe(200);
    }
    expect((await fetch(`${baseURL}/api/payments/${DASHED}`)).status).toBe(404);
    expect((await fetch(`${baseURL}/api/payments/${encodeURIComponent(CARD)}`)).status).toBe(404);

    await server.stop();
    const log = server.log();
    expect(log.length, 'the server logged its requests').toBeGreaterThan(1000);
    const dump = await dumpPglite(server.dataDir);
    const tables = [...dump.keys()];
    expect(tables).toEqual(expect.arrayContaining(['sessions', 'otp_requests', 'payments', 'gateway_sim_sessions']));
    expect(dump.get('gateway_sim_sessions')?.some((row) => row.includes('"approved"')), 'the card payment reached the database').toBe(true);
    const database = [...dump.entries()].map(([table, rows]) => `${table}\n${rows.join('\n')}`).join('\n');

    const secrets: [kind: string, value: string][] = [
      ...pins.map((pin): [string, string] => ['PIN', pin]),
      ...[...wrongPins].map((pin): [string, string] => ['wrong PIN', pin]),
      ...[...issued].flatMap((jwt): [string, string][] => [
        ['token', jwt],
        ['token signature', jwt.split('.')[2]],
      ]),
      ['card number', CARD],
      ['card number', CARD.replace(/\s/g, '')],
      ['card number', CARD.replace(/\s/g, '-')],
      ['card number', encodeURIComponent(CARD)],
      ['CVV', CVV],
    ];
    expect(issued.size, 'tokens were issued and collected').toBeGreaterThanOrEqual(8);
    const found = secrets.flatMap(([kind, value]) => [
      ...(standaloneHits(log, value) ? [`${kind} ${value.slice(0, 12)}… in the log`] : []),
      ...(standaloneHits(database, value) ? [`${kind} ${value.slice(0, 12)}… in the database (${tables.filter((t) => dump.get(t)!.some((r) => standaloneHits(r, value))).join(', ')})`] : []),
    ]);
    expect(found).toEqual([]);
  });
});
