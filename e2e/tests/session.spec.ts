import { expect, test } from '../support/test';
import { callWithToken, pageToken } from '../support/api';
import { ownServer } from '../support/own-server';
import { DEMO, signIn } from '../support/sign-in';

test.describe('session and identity', () => {
  test('a cell number shared by two contacts: the person says who they are', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO.sharedCell);
    await expect(page.getByText('This cell number belongs to 2 contacts on Khumalo Household. Who are you?')).toBeVisible();
    await page.getByRole('button', { name: /Themba Khumalo/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Khumalo Household');
  });

  test('terms of use not accepted: the detour to /terms-of-use, then on to the page asked for', async ({ page }) => {
    await page.goto('/account/account-details');
    await expect(page).toHaveURL(/nextURL=%2Faccount%2Faccount-details/);
    await signIn(page, DEMO.termsNotAccepted);
    await expect(page).toHaveURL(/\/terms-of-use\?nextURL=%2Faccount%2Faccount-details/);
    await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/terms-of-use\?nextURL=%2Fdashboard/);
    await page.goto('/terms-of-use?nextURL=%2Faccount%2Faccount-details');
    await page.getByRole('button', { name: 'I accept the terms of use' }).click();
    await expect(page).toHaveURL(/\/account\/account-details$/);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  });

  test('a session ended on the server: Session Expired, then back to the same page after signing in', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/account/billing-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments & Billing' })).toBeVisible();
    // The portal is left before the session ends: still running, it could meet the ended session itself (an area read
    // ahead, a health check) and end it in this tab, and the new page load would then find no session instead of an
    // ended one. The token stays in the origin's storage, for the new page load to find.
    const token = await pageToken(page);
    await page.goto('about:blank');
    await callWithToken(page, token, 'auth.SignOut');
    await page.goto('/account/account-details');
    await expect(page).toHaveURL(/\/login\?nextURL=%2Faccount%2Faccount-details/);
    const modal = page.getByRole('dialog', { name: 'Session Expired' });
    await expect(modal).toContainText('Your session has expired. Please sign in to access your account.');
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toHaveCount(0);
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/account\/account-details$/);
  });

  test('Switch Account: parent and child tabs, filter, current account first, and the switch', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO.twoParents, { accountName: /Acme Logistics \(Pty\) Ltd/ });
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Acme Logistics (Pty) Ltd');
    await page.getByRole('button', { name: 'Switch Account' }).click();
    const modal = page.getByRole('dialog', { name: 'Switch Account' });
    await expect(modal.getByRole('tab', { name: 'Parent Accounts' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByText('Showing 1 - 2 of 2 accounts')).toBeVisible();
    const rows = modal.getByRole('row');
    await expect(rows.nth(1)).toContainText('ENT2001');
    await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
    await modal.getByLabel('Filter parent accounts').fill('no such account');
    await expect(modal.getByText('Your search did not match any results.')).toBeVisible();
    await modal.getByRole('button', { name: 'Clear' }).click();
    await expect(modal.getByText('Showing 1 - 2 of 2 accounts')).toBeVisible();

    await modal.getByRole('tab', { name: 'Child Accounts' }).click();
    await expect(modal.getByText('Showing 1 - 8 of 8 accounts')).toBeVisible();
    await modal.getByRole('button', { name: /Durban Harbour/ }).click();
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Acme Logistics — Durban Harbour');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a token in the address is stored and taken out of the address bar', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await pageToken(page);
    const other = await page.context().browser()!.newContext();
    const fresh = await other.newPage();
    await fresh.goto(`/account/account-details?token=${encodeURIComponent(token)}&tab=1`);
    await expect(fresh.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(fresh).toHaveURL(/\/account\/account-details\?tab=1$/);
    expect(await fresh.evaluate(() => JSON.parse(localStorage.getItem('portal.session')!).accessToken)).toBe(token);
    await other.close();
  });

  test('a new version on the server: the page reloads once with a retry marker, and not again', async ({ page }) => {
    const dashboardChecked = page.waitForResponse((r) => r.url().endsWith('/version') && new URL(r.frame().url()).pathname === '/dashboard');
    await page.goto('/login');
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The check made on arriving at the dashboard must be over before the "deploy".
    await dashboardChecked;
    let loads = 0;
    page.on('load', () => loads++);
    // The deploy, for this page only: host/dist/version.txt is read by every worker's server, so it is not rewritten
    // here (server/tests/static-and-config.test.ts proves the server answers a new file's version at once).
    await page.route('**/version', async (route) => {
      const response = await route.fetch();
      const { version } = (await response.json()) as { version: string };
      await route.fulfill({ response, json: { version: `${version}-next` } });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account\/account-details\?versionRetry=1$/);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments & Billing' }).click();
    await expect(page.getByRole('heading', { name: 'Payments & Billing', level: 1 })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
  });
});

test.describe('the portal while the server is down', () => {
  const server = ownServer(8191);
  test.afterAll(() => server.stop());

  test('goes to /unavailable when the server stops, and back to the dashboard when it answers again', async ({ page }) => {
    test.setTimeout(120_000);
    await server.start();
    await page.goto(`${server.baseURL}/login`);
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await server.stop();
    // The portal notices at its next request: this click's, or one of its own made while the page is idle (the areas
    // it loads ahead), which may already have taken it to /unavailable and the link with it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Payments & Billing' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/unavailable$/);
    await expect(page.getByRole('heading', { name: 'The portal is unavailable' })).toBeVisible();
    await server.start();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  });
});
