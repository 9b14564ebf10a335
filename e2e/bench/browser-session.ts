import type { Browser, BrowserContext } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/contract';
import { DEMO, latestPin } from '../support/sign-in';

/** The e2e suite's viewport: wide enough for the sidebar to stay open. */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

/**
 * Signs a demo person in through the login page, as a person would (choosing `accountName` when several accounts
 * match), and returns the session the page stored.
 */
export async function signInThroughPage(browser: Browser, baseURL: string, cellNumber: string = DEMO.customer, accountName?: RegExp): Promise<string> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP_VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    const requested = Date.now() - 1000;
    await page.getByLabel('Cell number').fill(cellNumber);
    await page.getByRole('button', { name: 'Send PIN' }).click();
    await page.getByPlaceholder('Enter your 6 digit pin').fill(await latestPin(page.request, cellNumber, requested));
    await page.getByRole('button', { name: 'Sign in' }).click();
    if (accountName) await page.getByRole('button', { name: accountName }).click();
    await page.waitForURL(/\/dashboard$/);
    const session = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.session);
    if (!session) throw new Error('Signing in stored no session');
    return session;
  } finally {
    await context.close();
  }
}

/**
 * A fresh context (empty cache) that holds only the session, so its first page opens signed in; a session the page
 * stores itself later (an account switch) is kept over the next page loads.
 */
export async function contextWithSession(browser: Browser, baseURL: string, session: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP_VIEWPORT });
  await context.addInitScript(([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value), [STORAGE_KEYS.session, session] as const);
  return context;
}
