import { expect, test, type Page } from '../support/test';
import { ownServer } from '../support/own-server';
import { DEMO } from '../support/sign-in';

/**
 * The login page comes from the server already rendered (the same React components, run on the server), so it shows
 * before any script has run; the browser then hydrates it.
 */
const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page shows its heading, the brand, the cell number field and its button', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Customer Portal');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByText('We will send a 6 digit PIN to your cell number.')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Customer Portal');
    await expect(page.getByLabel('Cell number')).toBeVisible();
    // Pressed before the scripts run, it would submit the form natively, with the number in the page's address.
    await expect(page.getByRole('button', { name: 'Send PIN' })).toBeDisabled();
    await expect(page.getByRole('contentinfo')).toContainText('Need help? Call 087 000 0000');
  });

  test('a second instance’s login page carries its own brand and colour', async ({ page }) => {
    const fibre = ownServer(8195, { PORTAL_INSTANCE: 'fibre-only' });
    await fibre.start();
    try {
      await page.goto(`${fibre.baseURL}/login`);
      await expect(page).toHaveTitle('Sign in · Fibre Portal');
      await expect(page.getByRole('banner')).toContainText('Fibre Portal');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0B5394');
      await expect(page.getByRole('button', { name: 'Send PIN' })).toHaveCSS('background-color', 'rgb(11, 83, 148)');
    } finally {
      await fibre.dispose();
    }
  });
});

test('the browser hydrates the page it was sent: no hydration error, and the page works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.getByLabel('Cell number').fill('12');
  await page.getByRole('button', { name: 'Send PIN' }).click();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  expect(errors.filter((e) => /hydrat|did not match|server rendered/i.test(e))).toEqual([]);
  // One copy of each stylesheet: webpack's runtime reused the ones the page links, and the theme is there once.
  const stylesheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(new Set(stylesheets).size).toBe(stylesheets.length);
  expect(await page.locator('style#portal-theme').count()).toBe(1);
});

test('a number typed before the scripts have run is kept, and sends the PIN', async ({ page }) => {
  let release!: () => void;
  const scriptsMayRun = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await scriptsMayRun;
    await route.continue();
  });
  // The deferred scripts hold up DOMContentLoaded: the page is there to type in long before.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Cell number').fill(DEMO.customer);
  expect(await isHydrated(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Send PIN' })).toBeDisabled();
  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.getByLabel('Cell number')).toHaveValue(DEMO.customer);
  await page.getByRole('button', { name: 'Send PIN' }).click();
  await expect(page.getByPlaceholder('Enter your 6 digit pin')).toBeVisible();
});
