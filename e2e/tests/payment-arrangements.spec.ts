import { ownServer } from '../support/own-server';
import { DEMO, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * An overdue customer promises to pay the overdue balance in two parts: the billing page's form, its confirmation, and
 * the arrangement on the dashboard's Balance card. It changes CUS1001's billing, so it runs on a server of its own.
 */
const server = ownServer(8261);
test.beforeAll(async () => {
  await server.start();
});
test.afterAll(() => server.dispose());

const dayFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

test('an overdue customer makes a payment arrangement in two parts and sees it on the dashboard', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  const balance = page.getByRole('region', { name: 'Balance' });
  await balance.getByRole('link', { name: 'Make a payment arrangement' }).click();

  const form = page.getByRole('form', { name: 'Make a payment arrangement' });
  await expect(form).toBeVisible();
  const overdue = Number(await form.getByRole('textbox', { name: 'Amount (R)' }).inputValue());
  expect(overdue).toBeGreaterThan(100);
  await form.getByRole('textbox', { name: 'Amount (R)' }).fill('100.00');
  await form.getByRole('button', { name: 'Add a part' }).click();
  // The new part takes what is left of the overdue balance.
  await expect(form.getByRole('textbox', { name: 'Amount of part 2 (R)' })).toHaveValue((overdue - 100).toFixed(2));
  await form.getByRole('textbox', { name: 'Date of part 1' }).fill(dayFromNow(5));
  await form.getByRole('textbox', { name: 'Date of part 2' }).fill(dayFromNow(20));
  await form.getByRole('button', { name: 'Confirm arrangement' }).click();

  const section = page.getByRole('region', { name: 'Payment arrangement' });
  await expect(section.getByRole('heading', { name: 'Payment arrangement confirmed' })).toBeFocused();
  await expect(section.getByText(/^Your payment arrangement ARR-[0-9A-F]{10} is confirmed: R [\d ]+\.\d\d in 2 parts/)).toBeVisible();
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText('Kept', { exact: true })).toBeVisible();
  await expect(section.getByText(/^Kept so far\. Next: R 100\.00 by /)).toBeVisible();

  await page.goto(`${server.baseURL}/dashboard`);
  await expect(balance.getByText('Payment arrangement')).toBeVisible();
  await expect(balance.getByText(/^Next: R 100\.00 by /)).toBeVisible();
  await expect(balance.getByRole('link', { name: 'Make a payment arrangement' })).toHaveCount(0);
  // The overdue alert gives way to the arrangement's, a notice kept behind the "n more" control.
  const alerts = page.getByRole('region', { name: 'Alerts' });
  await expect(alerts.getByRole('group', { name: 'Your invoice is overdue' })).toHaveCount(0);
  await alerts.getByRole('button', { name: /more alerts?:/ }).click();
  await expect(alerts.getByRole('group', { name: 'Payment arrangement being kept' })).toBeVisible();
});
