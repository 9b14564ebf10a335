import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ownServer } from '../support/own-server';
import { DEMO, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

const server = ownServer(8262);
const SHOTS = path.join(__dirname, '..', '.artifacts', 'screenshots');
test.beforeAll(async () => {
  await server.start();
});
test.afterAll(() => server.dispose());

test('shots', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  const form = page.getByRole('form', { name: 'Make a payment arrangement' });
  const section = page.getByRole('region', { name: 'Payment arrangement' });
  for (const width of [360, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.goto(`${server.baseURL}/account/billing-details?arrange=now`);
      await form.getByRole('button', { name: 'Add a part' }).click();
      await form.getByRole('button', { name: 'Confirm arrangement' }).click();
      await expect(form.getByText('Enter the date as YYYY-MM-DD.').first()).toBeVisible();
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `arr-form-${width}-${colorScheme}.png`), fullPage: false });
    }
  }
  await page.goto(`${server.baseURL}/account/billing-details?arrange=now`);
  await form.getByRole('textbox', { name: 'Date' }).fill(new Date(Date.now() + 9 * 864e5).toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Confirm arrangement' }).click();
  await expect(section.getByRole('heading', { name: 'Payment arrangement confirmed' })).toBeVisible();
  for (const width of [360, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.goto(`${server.baseURL}/account/billing-details`);
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByText('Kept', { exact: true })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `arr-billing-${width}-${colorScheme}.png`) });
      await page.goto(`${server.baseURL}/dashboard`);
      const balance = page.getByRole('region', { name: 'Balance' });
      await expect(balance.getByText('Payment arrangement')).toBeVisible();
      await balance.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `arr-dashboard-${width}-${colorScheme}.png`) });
    }
  }
});
