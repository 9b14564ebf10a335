import { expect, test } from '../support/test';
import { pageToken } from '../support/api';
import { DEMO, latestPin, signIn } from '../support/sign-in';

test.describe('sign-in by SMS PIN', () => {
  test('a bad cell number gets the spec message and sends nothing', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Cell number').fill('12345');
    await page.getByRole('button', { name: 'Send PIN' }).click();
    await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
    await expect(page.getByPlaceholder('Enter your 6 digit pin')).toHaveCount(0);
  });

  test('a wrong PIN is refused with the server message', async ({ page }) => {
    await page.goto('/login');
    const requested = Date.now() - 1000;
    await page.getByLabel('Cell number').fill(DEMO.customer);
    await page.getByRole('button', { name: 'Send PIN' }).click();
    const pin = await latestPin(page.request, DEMO.customer, requested);
    const wrong = pin === '000000' ? '111111' : '000000';
    await page.getByPlaceholder('Enter your 6 digit pin').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to verify pin: ');
  });

  test('the customer signs in with the PIN from the SMS and lands on the page they asked for', async ({ page }) => {
    await page.goto('/account/account-details');
    await expect(page).toHaveURL(/nextURL=%2Faccount%2Faccount-details/);
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/account\/account-details$/);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  });

  test('a cell number with two parent accounts lets the person choose', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO.twoParents, { accountName: /Acme Logistics/ });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Acme Logistics (Pty) Ltd');
  });

  test('signing out returns to login and the old address needs sign-in again, even when the page is left at once', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await pageToken(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Left before the server has answered the sign-out: the token is gone here, and the server refuses it.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?nextURL=%2Fdashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
    await expect
      .poll(async () => {
        const response = await page.request.post('/api/solid/isp-portal/action/account.GetAccount', { data: {}, headers: { 'x-portal-authorization': token } });
        return response.status();
      })
      .toBe(401);
  });
});
