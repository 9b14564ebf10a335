import { expect, test } from '@playwright/test';
import { keepPagesDespiteNoStore, pageshows, recordPageshows, signOutAfterAConversation, withBackForwardCache } from '../support/back-after-sign-out';
import { MANY_SIGN_INS } from './support/objects-principals';
import { portalServer } from './support/server';

/**
 * Issue 32: after Sign out, Back showed the previous person's pages from the browser's back/forward cache (the ticket
 * conversation, the header with the name, the dashboard). Every page is sent no-store, and a page the browser restores
 * anyway is replaced by the login page before anything of that person shows.
 */

const server = portalServer(MANY_SIGN_INS);
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());
// Chromium with its back/forward cache. The service worker is kept out: page.route, which takes no-store off the pages,
// cannot see what it answers.
test.use({ baseURL: server.baseURL, serviceWorkers: 'block', launchOptions: withBackForwardCache() });

test('every HTML answer is no-store: the app’s pages, the prerendered login page, 404 pages', async () => {
  for (const address of ['/', '/index.html', '/login', '/dashboard', '/tickets/support/TCK-10021', '/no-such-page']) {
    const answer = await fetch(`${server.baseURL}${address}`, { headers: { accept: 'text/html' } });
    expect([address, answer.headers.get('content-type')?.split(';')[0], answer.headers.get('cache-control')]).toEqual([address, 'text/html', 'no-store']);
  }
});

test('Back after Sign out, with the page kept by the browser anyway, shows the login page and nothing of the person', async ({ page }) => {
  await keepPagesDespiteNoStore(page);
  await recordPageshows(page);
  const shown = await signOutAfterAConversation(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Send PIN' })).toBeVisible();
  const text = await page.evaluate(() => document.documentElement.textContent ?? '');
  for (const personal of [shown.accountName, shown.ticketNumber, shown.subject]) expect(text).not.toContain(personal);
  const restored = (await pageshows(page)).find((entry) => entry.persisted);
  expect(restored, 'the browser restored the conversation’s page from its back/forward cache').toEqual({
    persisted: true,
    path: `/tickets/support/${shown.ticketNumber}`,
    visibility: 'hidden',
  });
});
