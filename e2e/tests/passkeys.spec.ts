import { expect, test, type Page } from '../support/test';
import { ownServer } from '../support/own-server';
import { DEMO, latestPin, signIn } from '../support/sign-in';

/** Chromium's virtual platform authenticator: user-verifying, answering prompts on its own. */
async function addPlatformAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

// Its own server: tokens count as fresh for 15 s instead of 120, so a test can outlive them. Registering straight after
// the sign-in must still fall within it on a slow machine (the dashboard and the offer open first: over 8 s was seen).
const FRESH_SECONDS = 15;
const server = ownServer(8192, { REAUTH_FRESH_SECONDS: String(FRESH_SECONDS) });
test.beforeAll(async () => {
  await server.start();
});
test.afterAll(() => server.stop());

const waitPastFreshness = (page: Page) => page.waitForTimeout((FRESH_SECONDS + 1) * 1000);

test('register a device, sign in with its passkey, re-authenticate by passkey and by PIN before sensitive actions', async ({ page }) => {
  test.setTimeout(150_000);
  await addPlatformAuthenticator(page);

  // 1. After a PIN sign-in the device is offered; registering it says so.
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, DEMO.customer);
  const offer = page.getByRole('dialog', { name: 'Simplify your Login Experience' });
  await expect(offer.getByRole('button', { name: "Don't ask again" })).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Not now' })).toBeVisible();
  await offer.getByRole('button', { name: 'Register Device' }).click();
  const success = page.getByRole('dialog', { name: 'Registration Successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();

  // 2. Signed out, the login page offers the passkey, and it signs in without a PIN.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const sentBefore = (await (await page.request.get(`${server.baseURL}/api/dev/outbox`)).json()).length;
  await page.getByRole('button', { name: 'Sign in with this device' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Thandi Mokoena');
  expect((await (await page.request.get(`${server.baseURL}/api/dev/outbox`)).json()).length).toBe(sentBefore);

  // 3. A sensitive action on a stale token: the device prompt, then the action goes ahead by itself.
  await page.getByRole('button', { name: 'Devices' }).click();
  const devices = page.getByRole('dialog', { name: 'Sign-in devices' });
  await expect(devices.getByRole('list', { name: 'Registered devices' })).toContainText('(this device)');
  await waitPastFreshness(page);
  await devices.getByRole('button', { name: /Remove .*\(this device\)/ }).click();
  const reauth = page.getByRole('dialog', { name: 'Re-Authenticate' });
  await expect(reauth.getByRole('button', { name: 'Use Cell Number' })).toBeVisible();
  await reauth.getByRole('button', { name: 'Re-Authenticate' }).click();
  await expect(reauth).toHaveCount(0);
  await expect(devices.getByText('No devices registered')).toBeVisible();

  // 4. No passkey now: re-auth by PIN. Signed in by passkey, the browser does not know the number, so it asks.
  await waitPastFreshness(page);
  await devices.getByRole('button', { name: 'Register this device' }).click();
  const pinModal = page.getByRole('dialog', { name: 'Enter Pin' });
  await pinModal.getByLabel('Cell number').fill(DEMO.customer);
  const requested = Date.now() - 1000;
  await pinModal.getByRole('button', { name: 'Send PIN' }).click();
  await expect(pinModal.getByText('We sent a PIN to 082 *** 4567.')).toBeVisible();
  await pinModal.getByRole('button', { name: 'Resend Pin' }).click();
  await expect(pinModal.getByText('Re-sent SMS sent to 082 *** 4567.')).toBeVisible();
  const pin = await latestPin(page.request, DEMO.customer, requested, server.baseURL);
  await pinModal.getByPlaceholder('Enter your 6 digit pin').fill(pin);
  await pinModal.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toBeVisible();
});

test('"Use Cell Number" in the device prompt falls back to the PIN', async ({ page }) => {
  test.setTimeout(120_000);
  await addPlatformAuthenticator(page);
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, DEMO.reseller);
  await page.getByRole('dialog', { name: 'Simplify your Login Experience' }).getByRole('button', { name: 'Register Device' }).click();
  await page.getByRole('dialog', { name: 'Registration Successful' }).getByRole('button', { name: 'OK' }).click();
  await waitPastFreshness(page);
  await page.getByRole('button', { name: 'Devices' }).click();
  await page.getByRole('dialog', { name: 'Sign-in devices' }).getByRole('button', { name: /Remove/ }).click();
  await page.getByRole('dialog', { name: 'Re-Authenticate' }).getByRole('button', { name: 'Use Cell Number' }).click();
  const pinModal = page.getByRole('dialog', { name: 'Enter Pin' });
  // Signed in by PIN, the number is known: the PIN is sent at once.
  await expect(pinModal.getByText('We sent a PIN to 084 *** 4567.')).toBeVisible();
  await pinModal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign-in devices' }).getByRole('alert')).toContainText('Re-authentication was cancelled');
});
