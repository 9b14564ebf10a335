import { expect, test } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

test.describe('redirects and the guard (spec §2)', () => {
  test('/ goes to /isp and on to /login without a token', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('/isp/* drops the prefix, and a protected page sends the user to login carrying nextURL', async ({ page }) => {
    await page.goto('/isp/services/connectivity');
    await expect(page).toHaveURL(/\/login\?nextURL=%2Fservices%2Fconnectivity$/);
  });

  test('an unknown path goes to /404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('going straight from orders-and-docs to capture-details lands on the dashboard', async ({ page }) => {
    await page.goto('/login?nextURL=%2Faccount%2Forders-and-docs');
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/account\/orders-and-docs$/);
    await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
    // As the app's own navigation does it: a history entry, then the router hears of it.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/services/capture-details');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('public pages open without signing in', async ({ page }) => {
    await page.goto('/referrals/public');
    await expect(page.getByRole('heading', { name: 'You have been referred' })).toBeVisible();
  });

  test('/unavailable while the server answers goes straight back to the dashboard (login first when signed out)', async ({ page }) => {
    await page.goto('/unavailable');
    await expect(page).toHaveURL(/\/login\?nextURL=%2Fdashboard$/);
  });

  test('the test-environment banner shows the build number and server address', async ({ page, baseURL }) => {
    await page.goto('/login');
    await expect(page.getByRole('note', { name: 'Test environment' })).toContainText(`Server ${baseURL}`);
    await expect(page.getByRole('note', { name: 'Test environment' })).toContainText('Build ');
  });
});
