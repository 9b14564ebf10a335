import { expect, test } from '../support/test';
import { DEMO, latestPin } from '../support/sign-in';
import { standaloneDevServer } from '../support/standalone-dev-server';

/** A session of the portal's own, to tell apart from the QA page's. */
const PORTAL_SESSION = JSON.stringify({ accessToken: 'the-portal-s-own-session' });

test.describe('one area on its own for QA, on its dev server, against the real server', () => {
  // The first compilation of the dev server takes its time on a loaded machine.
  test.setTimeout(300_000);

  test('signs in with a PIN on its own page, keeps that session apart, and shows the account’s own tickets', async ({ page, request, baseURL }) => {
    const standalone = await standaloneDevServer('tickets', baseURL!);
    try {
      await page.goto(standalone.url);
      await page.evaluate((session) => localStorage.setItem('portal.session', session), PORTAL_SESSION);
      await page.reload();
      // Without a session of its own it says how to sign in (not “Loading the portal's settings…”).
      await expect(page.getByRole('heading', { level: 1, name: 'Tickets: sign in for QA' })).toBeVisible();
      await expect(page.getByText("Loading the portal's settings…")).toHaveCount(0);

      const requested = Date.now() - 1000;
      await page.getByLabel('Cell number').fill(DEMO.customer);
      await page.getByRole('button', { name: 'Send PIN' }).click();
      // The PIN the demo portal sent, from its outbox: the sign-in went to the real server.
      const pin = await latestPin(request, DEMO.customer, requested, baseURL!);
      await page.getByPlaceholder('Enter your 6 digit pin').fill(pin);
      await page.getByRole('button', { name: 'Sign in' }).click();

      const nav = page.getByRole('navigation', { name: 'Tickets (standalone)' });
      await expect(nav.getByRole('link', { name: 'Tickets', exact: true })).toBeVisible();
      await expect(nav.locator('a[href*=":"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('TCK-');

      const stored = await page.evaluate(() => ({ portal: localStorage.getItem('portal.session'), qa: localStorage.getItem('portal.qa.tickets.session') }));
      expect(stored.portal).toBe(PORTAL_SESSION);
      expect(JSON.parse(stored.qa!).accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

      await page.getByRole('button', { name: 'Sign out of this QA page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tickets: sign in for QA' })).toBeVisible();
    } finally {
      await standalone.close();
    }
  });

  test('says plainly that the portal’s API does not answer when none runs behind it', async ({ page }) => {
    const standalone = await standaloneDevServer('tickets', 'http://127.0.0.1:9');
    try {
      await page.goto(standalone.url);
      await expect(page.getByRole('heading', { level: 1, name: 'Tickets: the portal’s API does not answer' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('PORTAL_API_URL');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    } finally {
      await standalone.close();
    }
  });
});
