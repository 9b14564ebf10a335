import { keepPagesDespiteNoStore, notRestoredReasons, pageshows, recordPageshows, signOutAfterAConversation, withBackForwardCache } from '../support/back-after-sign-out';
import { expect, test, type Page } from '../support/test';

test.use({ launchOptions: withBackForwardCache() });

/** The login page, and not a trace of the person who signed out anywhere in the document. */
async function expectLoginOnly(page: Page, shown: { accountName: string; ticketNumber: string; subject: string }) {
  await expect(page.getByRole('button', { name: 'Send PIN' })).toBeVisible();
  const text = await page.evaluate(() => document.documentElement.textContent ?? '');
  for (const personal of [shown.accountName, shown.ticketNumber, shown.subject, 'Messages on ticket']) expect(text).not.toContain(personal);
  expect(await page.content()).not.toContain(shown.accountName);
}

test.describe('Back after Sign out', () => {
  test('the page the person left is not kept (HTML is no-store): Back loads it afresh, and that is the login page', async ({ page }) => {
    await recordPageshows(page);
    const shown = await signOutAfterAConversation(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expectLoginOnly(page, shown);
    // The browser says why it did not restore the page from its back/forward cache: the no-store of its HTML.
    const navigation = await notRestoredReasons(page);
    expect(navigation.type).toBe('back_forward');
    expect(navigation.reasons).toContain('response-cache-control-no-store');
    expect((await pageshows(page)).some((shownAgain) => shownAgain.persisted)).toBe(false);
  });

  test('a browser that keeps the page anyway restores it hidden, and it is replaced by the login page at once', async ({ page }) => {
    // As a browser that keeps no-store pages in its back/forward cache does (Chrome lets some in; others may).
    await keepPagesDespiteNoStore(page);
    await recordPageshows(page);
    const shown = await signOutAfterAConversation(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expectLoginOnly(page, shown);
    const log = await pageshows(page);
    // The conversation's document did come back from the cache; the next document is the login page it went to.
    const restored = log.findIndex((entry) => entry.persisted);
    expect(restored, `the browser restored no page from its back/forward cache: ${JSON.stringify(log)}`).toBeGreaterThanOrEqual(0);
    expect(log[restored]).toEqual({ persisted: true, path: `/tickets/support/${shown.ticketNumber}`, visibility: 'hidden' });
    expect(log.slice(restored + 1)).toEqual([{ persisted: false, path: '/login', visibility: 'visible' }]);
  });
});
