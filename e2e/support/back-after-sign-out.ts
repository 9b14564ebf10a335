import { expect, type LaunchOptions, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { DEMO, signIn } from './sign-in';

/**
 * Chromium with its back/forward cache, as a person's browser has it: Playwright starts it with the cache off
 * (--disable-back-forward-cache), and the headless shell has none at all (BackForwardCacheDisabledForDelegate), so the
 * whole browser, headless (Debian's, else Playwright's own: its `chromium` channel).
 */
export function withBackForwardCache(): LaunchOptions {
  const whole = chromiumLaunchOptions({ whole: true });
  return { ...whole, ...(whole.executablePath ? {} : { channel: 'chromium' }), ignoreDefaultArgs: ['--disable-back-forward-cache'] };
}

/** What each `pageshow` of the tab said, kept in session storage across the tab's documents. */
export const PAGESHOW_LOG = 'e2e.pageshows';

/** Records every pageshow (and whether the page came from the back/forward cache) of every document of the tab. */
export async function recordPageshows(page: Page) {
  await page.addInitScript((key) => {
    window.addEventListener('pageshow', (event) => {
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      // Recorded before the page's own listeners run: what its first frame back would show.
      log.push({ persisted: event.persisted, path: location.pathname, visibility: getComputedStyle(document.documentElement).visibility });
      sessionStorage.setItem(key, JSON.stringify(log));
    });
  }, PAGESHOW_LOG);
}

export const pageshows = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as { persisted: boolean; path: string; visibility: string }[], PAGESHOW_LOG);

/**
 * The pages of the app without their `Cache-Control: no-store`, as if the browser kept them in its back/forward cache
 * regardless (Chromium restores some no-store pages; other engines have their own rules): the page's own code must
 * then keep the signed-out person's pages from showing.
 */
export async function keepPagesDespiteNoStore(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, headers: { ...response.headers(), 'cache-control': 'no-cache' } });
  });
}

/** Why the browser did not restore the current document from its back/forward cache (Chromium), if it says. */
export const notRestoredReasons = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
    return { type: entry.type, reasons: JSON.stringify(entry.notRestoredReasons ?? null) };
  });

/**
 * Signs the demo customer in, opens a ticket's conversation (one document), then leaves it for a page loaded afresh
 * (another document) and signs out there: Back then goes to the document that still shows the conversation. Returns
 * what it showed that nobody signed out may see: the account's name, the ticket's number and its subject.
 */
export async function signOutAfterAConversation(page: Page) {
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  const accountName = (await page.locator('.portal-header__account-name').innerText()).trim();
  await page.getByRole('link', { name: 'Tickets', exact: true }).first().click();
  await page.getByRole('link', { name: /^TCK-/ }).first().click();
  await expect(page.getByRole('list', { name: /^Messages on ticket TCK-/ })).toBeVisible();
  const ticketNumber = page.url().split('/').pop()!;
  const subject = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.evaluate(() => {
    // Leaves by a new document, as a link to another site or a full reload would.
    location.assign('/dashboard');
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  return { accountName, ticketNumber, subject };
}
