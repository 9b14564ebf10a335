import { expect, test } from '@playwright/test';
import { call } from './support/api';
import { callWithHost, idempotencyKey, logShows, rawRequest, signInTo, startOwn } from './support/identity-helpers';
import { registerPasskey } from './support/objects-passkey';
import { portalServer } from './support/server';

/**
 * The attack: a forged Host header (or X-Forwarded-Host) so that the server builds the payment return
 * address or the passkey relying party from it, sending a victim's browser, with its payment token,
 * to another site. Every such address comes from the configured public origin; a server others can
 * reach must be told that origin (and a real SMS adapter) before it starts.
 */

const EVIL = 'evil.example';
const server = portalServer({ PUBLIC_ORIGIN: '', OTP_REQUESTS_PER_NUMBER: '50', OTP_REQUESTS_PER_ADDRESS: '500' });
const { baseURL } = server;
const forged = { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https', forwarded: `host=${EVIL};proto=https` };

/** Where the gateway sends the browser back: cancelling the session answers with a redirect to it. */
async function returnAddressOf(captureUrl: string) {
  const session = new URL(captureUrl).searchParams.get('session');
  expect(session, `a session in ${captureUrl}`).toBeTruthy();
  const cancelled = await rawRequest(baseURL, {
    method: 'POST',
    path: '/gateway-sim/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: EVIL },
    body: new URLSearchParams({ PAY_REQUEST_ID: session!, ACTION: 'cancel' }).toString(),
  });
  expect(cancelled.status).toBe(303);
  return String(cancelled.headers.location);
}

test.describe('Host header poisoning', () => {
  test.describe('on the loopback default origin', () => {
    test.beforeAll(() => startOwn(server));
    test.afterAll(() => server.dispose());

    test('a forged Host does not reach the card payment page or its return address, not even for a later genuine payment', async () => {
      const { token } = await signInTo(baseURL, '0821234567', 'CUS1001');
      const origin = new URL(baseURL).origin;
      const poisoned = await callWithHost<{ creditCardInfoCaptureUrl: string }>(
        baseURL,
        EVIL,
        'billing.payment.PerformPayGatePayment',
        { amount: 10, idempotencyKey: idempotencyKey() },
        token,
        forged,
      );
      expect(poisoned.status, JSON.stringify(poisoned.errors)).toBe(200);
      const evilUrl = poisoned.result.creditCardInfoCaptureUrl;
      expect(evilUrl).not.toContain(EVIL);
      expect(new URL(evilUrl).origin).toBe(origin);
      const page = await rawRequest(baseURL, { path: new URL(evilUrl).pathname + new URL(evilUrl).search, headers: { host: EVIL, ...forged } });
      expect(page.status).toBe(200);
      expect(page.text).not.toContain(EVIL);

      // The same amount asked for genuinely joins the open payment: it must not inherit a poisoned page.
      const genuine = await call<{ creditCardInfoCaptureUrl: string }>(baseURL, 'billing.payment.PerformPayGatePayment', { amount: 10, idempotencyKey: idempotencyKey() }, token);
      expect(genuine.status, JSON.stringify(genuine.errors)).toBe(200);
      expect(genuine.result.creditCardInfoCaptureUrl).not.toContain(EVIL);
      expect(new URL(genuine.result.creditCardInfoCaptureUrl).origin).toBe(origin);

      const returnAddress = await returnAddressOf(genuine.result.creditCardInfoCaptureUrl);
      expect(returnAddress).not.toContain(EVIL);
      expect(new URL(returnAddress).origin).toBe(origin);
      const processed = await rawRequest(baseURL, { path: new URL(evilUrl).pathname + new URL(evilUrl).search, headers: { host: EVIL } });
      expect(processed.text).toMatch(/Already processed/);
      expect(processed.text).not.toContain(EVIL);
    });

    test('a forged Host does not reach the passkey relying party in registration or authentication options', async ({ browser }) => {
      const { token } = await signInTo(baseURL, '0821234567', 'CUS1001');
      const device = await registerPasskey(browser, baseURL, token, 'attack-device-1');
      const registration = await callWithHost<{ options: { rp: { id?: string } } }>(baseURL, EVIL, 'auth.webauthn.RequestRegistration', { deviceId: 'attack-device-3' }, token, forged);
      expect(registration.status, JSON.stringify(registration.errors)).toBe(200);
      expect(registration.result.options.rp.id).toBe('localhost');
      expect(JSON.stringify(registration.result)).not.toContain(EVIL);

      const signIn = await callWithHost<{ options: { rpId?: string } }>(baseURL, EVIL, 'auth.webauthn.RequestAuthentication', { deviceId: device }, undefined, forged);
      expect(signIn.status, JSON.stringify(signIn.errors)).toBe(200);
      expect(signIn.result.options.rpId).toBe('localhost');
      expect(JSON.stringify(signIn.result)).not.toContain(EVIL);

      const reauth = await callWithHost<{ options: { rpId?: string } }>(baseURL, EVIL, 'auth.webauthn.RequestAuthentication', { deviceId: device }, token, forged);
      expect(reauth.status, JSON.stringify(reauth.errors)).toBe(200);
      expect(reauth.result.options.rpId).toBe('localhost');
      expect(JSON.stringify(reauth.result)).not.toContain(EVIL);
    });
  });

  test('HOST=0.0.0.0 without PUBLIC_ORIGIN refuses to start, naming PUBLIC_ORIGIN', async () => {
    // SMS_ADAPTER=demo is set on purpose, so the missing origin is the only thing wrong.
    const reachable = portalServer({ HOST: '0.0.0.0', PUBLIC_ORIGIN: '', SMS_ADAPTER: 'demo' });
    try {
      await expect(reachable.start()).rejects.toThrow();
      await logShows(reachable.log, /PUBLIC_ORIGIN/);
    } finally {
      await reachable.dispose();
    }
  });

  test('HOST=0.0.0.0 with SMS_ADAPTER unset refuses to start, naming SMS_ADAPTER', async () => {
    const reachable = portalServer({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://portal.example.com', SMS_ADAPTER: '' });
    try {
      await expect(reachable.start()).rejects.toThrow();
      await logShows(reachable.log, /SMS_ADAPTER/);
    } finally {
      await reachable.dispose();
    }
  });
});
