import { expect, test, type Page } from '../support/test';
import { ownServer } from '../support/own-server';
import { DEMO, latestPin, signIn } from '../support/sign-in';

/**
 * One place for notifications: the sign-in PIN is listed without its digits, billing e-mail is turned off with the
 * keyboard, and the next receipt is not mailed but listed as not sent. A server of its own: the payment and the
 * choice stay out of the other files' data.
 */
const server = ownServer(8211);
test.beforeAll(async () => {
  await server.start();
});
test.afterAll(() => server.stop());

async function payTenRand(page: Page) {
  await page.goto(`${server.baseURL}/account/billing-details`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit Card Payment' });
  await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('10');
  await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page).toHaveURL(/\/gateway-sim\//);
  await page.getByLabel('Card holder').fill('T Mokoena');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByRole('button', { name: /^Pay R/ }).click();
  const confirmed = page.getByRole('dialog', { name: 'Payment Confirmed' });
  await expect(confirmed).toContainText('R 10.00');
  await confirmed.getByRole('button', { name: 'OK' }).click();
}

test('the PIN is listed masked; with billing e-mail off the next receipt is listed as not sent and never mailed', async ({ page }) => {
  await page.goto(`${server.baseURL}/login?nextURL=%2Faccount%2Fnotifications`);
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(page.getByText('Manage your Personal Info and Payment Details')).toBeVisible();
  const pin = await latestPin(page.request, DEMO.customer, 0, server.baseURL);

  const list = page.getByRole('list', { name: 'Messages we sent you, newest first' });
  const pinItem = list.getByRole('listitem').filter({ hasText: 'Your sign-in PIN' }).first();
  await expect(pinItem).toContainText('Security · by SMS to 082 *** 4567');
  await expect(pinItem).toContainText(/Sent|Sending/);
  await expect(list).not.toContainText(pin);

  // Security messages cannot be turned off; billing e-mail can, by keyboard.
  await expect(page.getByRole('checkbox', { name: 'Security by SMS' })).toBeDisabled();
  const billingEmail = page.getByRole('checkbox', { name: 'Billing by e-mail' });
  await billingEmail.focus();
  await page.keyboard.press('Space');
  await expect(billingEmail).not.toBeChecked();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your choices are saved.' })).toBeVisible();

  await payTenRand(page);

  await page.goto(`${server.baseURL}/account/notifications`);
  const receipt = list.getByRole('listitem').filter({ hasText: /Payment received: R 10\.00/ });
  // The outbox's worker composes the receipt soon after the payment: read the list again until it is there.
  await expect(async () => {
    await page.reload();
    await expect(receipt).toContainText('Not sent: you turned these off.', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(receipt).toContainText('Billing · by e-mail to t***@example.com');
  const mailbox = (await (await page.request.get(`${server.baseURL}/api/dev/mailbox`)).json()) as { subject: string }[];
  expect(mailbox.filter((m) => m.subject.startsWith('Payment received: R 10.00'))).toEqual([]);

  // The choice is kept.
  await expect(page.getByRole('checkbox', { name: 'Billing by e-mail' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Billing by SMS' })).toBeChecked();
});
