import { callAsPage } from '../support/api';
import { ownServer } from '../support/own-server';
import { DEMO, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * A card payment with PAYMENT_GATEWAY=paygate in the browser: the portal's PayWeb3 adapter initiates at the demo
 * simulator's PayWeb3 pages (the portal's own origin), the browser is posted on to process.trans, pays with a test
 * card, the simulator notifies the portal and sends the browser back to the return address, and the portal shows
 * 'Payment Confirmed' with the balance paid. Only settings change to go to PayGate itself.
 */

const BASE_PORT = 8243;
const portal = ownServer(BASE_PORT, { PAYMENT_GATEWAY: 'paygate' });

interface Summary {
  balance: number;
}

test.describe.configure({ mode: 'serial' });
// The page, and its API calls (callAsPage), go to this server.
test.use({ baseURL: portal.baseURL });
// PUBLIC_ORIGIN is left unset: http://localhost:<PORT>, this server's own, where the notify and return addresses point.
test.beforeAll(async () => portal.start());
let payRequestId = '';
test.afterAll(async () => portal.dispose());

test('pay the balance by card through the PayWeb3 pages: notify, return, Payment Confirmed', async ({ page }) => {
  await page.goto(`${portal.baseURL}/login?nextURL=%2Faccount%2Fbilling-details`);
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/account\/billing-details$/);
  const { balance } = await callAsPage<Summary>(page, 'billing.GetBillingDetails');
  expect(balance).toBeGreaterThan(0);

  const toProcess = page.waitForRequest((r) => r.url().endsWith('/gateway-sim/payweb3/process.trans') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('dialog', { name: 'Credit Card Payment' }).getByRole('button', { name: 'Confirm Payment' }).click();
  // The portal's page posted PAY_REQUEST_ID and its CHECKSUM on, as to PayGate.
  const posted = new URLSearchParams((await toProcess).postData() ?? '');
  expect(posted.get('PAY_REQUEST_ID')).toMatch(/^[0-9A-F-]{36}$/);
  expect(posted.get('CHECKSUM')).toMatch(/^[0-9a-f]{32}$/);

  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await page.getByLabel('Card holder').fill('T Mokoena');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByRole('button', { name: /^Pay R/ }).click();

  await expect(page).toHaveURL(/\/payment\/redirect\?paymentToken=[0-9A-F-]{36}/);
  payRequestId = new URL(page.url()).searchParams.get('paymentToken')!;
  await expect(page.getByRole('dialog', { name: 'Payment Confirmed' })).toBeVisible();
  expect((await callAsPage<Summary>(page, 'billing.GetBillingDetails')).balance).toBe(0);
});

test('a return whose checksum does not verify is refused and records nothing', async ({ page }) => {
  for (const [width, scheme] of [[360, 'light'], [1280, 'dark']] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    const response = await page.goto(`${portal.baseURL}/api/payments/paygate/return?PAY_REQUEST_ID=${payRequestId}&TRANSACTION_STATUS=1&CHECKSUM=${'0'.repeat(32)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'The payment could not be confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the portal' }).focus();
    await page.screenshot({ path: test.info().outputPath(`paygate-return-refused-${width}-${scheme}.png`) });
  }
});
