import { expect, test, type Page } from '../support/test';
import { ownServer } from '../support/own-server';
import { DEMO, latestPin, signIn } from '../support/sign-in';

const main = (page: Page) => page.getByRole('main');

/** '3 597 SMS credits left' → 3597 */
async function creditsLeft(page: Page) {
  const text = await main(page).getByRole('region', { name: 'Credits' }).getByText(/^[\d ]+ SMS credits left$/).textContent();
  return Number(text!.replace(/[^\d]/g, ''));
}

test.describe('messaging services a customer can run', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('SMS credits bought through the cart: Order Confirmed, the balance grown on the page, the charge on the next invoice', async ({ page }) => {
    await page.goto('/services/communication/sms/SMS-701018');
    await expect(page.getByRole('heading', { name: 'Business SMS', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('img', { name: /messages sent in the last 30 days/ })).toBeVisible();
    const before = await creditsLeft(page);

    await main(page).getByRole('radio', { name: /1 000 SMS credits/ }).check();
    await main(page).getByRole('button', { name: 'Buy credits' }).click();
    await expect(page).toHaveURL(/\/services\/confirm-purchase$/);
    await expect(main(page)).toContainText('SMS Credits 1 000');
    await page.getByRole('button', { name: 'Confirm order' }).click();

    const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
    await expect(modal).toContainText('1 000 SMS credits have been added.');
    await modal.getByRole('link', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/services\/communication\/sms\/SMS-701018$/);
    await expect.poll(() => creditsLeft(page)).toBe(before + 1000);

    await page.goto('/account/billing-details/invoices/next');
    await expect(main(page).getByText('SMS Credits 1 000 (SMS-701018)').first()).toBeVisible();
  });

  test('a sender id that breaks the rule is refused with a clear message', async ({ page }) => {
    await page.goto('/services/communication/sms/SMS-701018');
    const card = main(page).getByRole('region', { name: 'Sender id' });
    await card.getByRole('textbox', { name: /New sender id/ }).fill('1-ACME');
    await card.getByRole('button', { name: 'Change sender id' }).click();
    await expect(card.getByText('A sender id is 3 to 11 letters or digits, starting with a letter.')).toBeVisible();
  });

  test('the eScan page shows the licence, its devices and the key masked', async ({ page }) => {
    await page.goto('/services/communication/escan/ESC-701119');
    await expect(page.getByRole('heading', { name: 'eScan Internet Security 3 Devices', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Protected devices' })).toContainText('Reception PC');
    await expect(main(page).getByText(/^••••-••••-••••-[0-9A-F]{4}$/)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Reveal licence key' })).toBeVisible();
  });

  test('the bulk mailer shows its lists and campaigns, and its upgrade page the bigger tiers', async ({ page }) => {
    await page.goto('/services/communication/bulk-mailer/BLK-701624');
    await expect(page.getByRole('heading', { name: 'Bulk Mailer Starter', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Contact lists' })).toContainText('Customers');
    await expect(main(page).getByRole('table', { name: 'Campaigns sent, newest first' }).getByRole('row', { name: /November specials/ })).toBeVisible();
    await main(page).getByRole('link', { name: 'Change plan' }).click();
    await expect(page).toHaveURL(/\/bulk-mailer\/BLK-701624\/upgrade$/);
    await expect(page.getByRole('heading', { name: 'Change plan', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Choose Bulk Mailer Growth' })).toBeEnabled();
    await main(page).getByRole('button', { name: 'Choose Bulk Mailer Pro' }).click();
    await expect(page).toHaveURL(/\/services\/confirm-upgrade$/);
    await expect(main(page)).toContainText('Bulk Mailer Pro');
  });
});

test.describe('revealing the eScan licence key', () => {
  // Its own server: tokens count as fresh for 3 s instead of 120, so the reveal asks to re-authenticate.
  const FRESH_SECONDS = 3;
  const server = ownServer(8199, { REAUTH_FRESH_SECONDS: String(FRESH_SECONDS) });
  test.beforeAll(async () => {
    await server.start();
  });
  test.afterAll(() => server.stop());

  test('asks for a PIN first, then shows the full key and records it in Recent changes', async ({ page }) => {
    await page.goto(`${server.baseURL}/login`);
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server.baseURL}/services/communication/escan/ESC-701119`);
    const masked = (await main(page).getByText(/^••••-••••-••••-[0-9A-F]{4}$/).textContent())!;
    await page.waitForTimeout((FRESH_SECONDS + 1) * 1000);

    const requested = Date.now() - 1000;
    await main(page).getByRole('button', { name: 'Reveal licence key' }).click();
    const pinModal = page.getByRole('dialog', { name: 'Enter Pin' });
    await expect(pinModal.getByText('We sent a PIN to 082 *** 4567.')).toBeVisible();
    const pin = await latestPin(page.request, DEMO.customer, requested, server.baseURL);
    await pinModal.getByPlaceholder('Enter your 6 digit pin').fill(pin);
    await pinModal.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your licence key' });
    const key = dialog.getByText(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    await expect(key).toBeVisible();
    expect((await key.textContent())!.slice(-4)).toBe(masked.slice(-4));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(main(page).getByRole('region', { name: 'Recent changes' })).toContainText('Licence key revealed by Thandi');
  });
});
