import { expect, test, type Page } from '../support/test';
import { STORAGE_KEYS } from '@portal/contract';
import { DEMO, signIn } from '../support/sign-in';

const OFFLINE_READS = 'portal-offline-reads-';

/** The service worker registers after load and takes the page over; from then on the page's reads go through it. */
async function underServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const offlineReadCaches = (page: Page) => page.evaluate(async (prefix) => (await caches.keys()).filter((name) => name.startsWith(prefix)), OFFLINE_READS);

test.describe('the installable app', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the favicon, and a manifest with the instance’s name, colour and icons', async ({ request }) => {
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/^image\//);

    const config = await (await request.get('/instance-config.json')).json();
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: config.brandName, theme_color: config.theme.primaryColour, display: 'standalone' });
    const sizes = [];
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const response = await request.get(icon.src);
      expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([icon.src, 200, icon.type]);
      sizes.push(icon.sizes);
    }
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  test('the page names its manifest and icons, and the service worker registers and controls the page', async ({ page, baseURL }) => {
    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // The favicon.ico only: Chromium draws an SVG favicon in the page's own main thread before the first paint (about
    // 70 ms on this machine in a trace); the SVG icon stays in the manifest, for the installed app.
    expect(await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/favicon.ico']);
    await underServiceWorker(page);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: navigator.serviceWorker.controller!.scriptURL };
    });
    expect(worker).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
    // The login page loads nothing of the Add to Homescreen modal or the offline banner.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Chromium finds the app installable: a manifest it reads without errors, and no installability errors', async ({ page }) => {
    await page.goto('/login');
    await underServiceWorker(page);
    // The check Lighthouse's former installable-manifest audit made, asked of the browser itself.
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // A Playwright context is a private window, where nothing installs; Lighthouse passed over this one as well.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  test('offline, the dashboard shows as last seen, read-only, under “You are offline”', async ({ page, context }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await underServiceWorker(page);
    await page.reload();
    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance).toContainText('R ');
    await expect(page.getByRole('region', { name: 'Connectivity' })).toContainText('services');
    await page.waitForLoadState('networkidle');
    const lastSeen = (await balance.textContent())!;
    await expect(page.getByText('You are offline')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(balance).toHaveText(lastSeen);
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Account CUS1001');
    await expect(page.getByRole('region', { name: 'Connectivity' })).toContainText('services');

    await context.setOffline(false);
    await expect(page.getByText('You are offline')).toHaveCount(0);
  });

  test('offline after ONE online visit (the login page, then signing in): the first reload shows the dashboard as last seen', async ({ page, context }) => {
    await page.goto('/login');
    // As a person reads the SMS, the worker installs; the first visit loaded the login page without it.
    await underServiceWorker(page);
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance).toContainText('R ');
    await page.waitForLoadState('networkidle');
    // Every file of the areas this visit loaded is kept by the worker (Vary: Origin aside, as it matches them).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const loaded = [...new Set(performance.getEntriesByType('resource').map((e) => e.name).filter((name) => new URL(name).pathname.startsWith('/remotes/')))];
          const missing = [];
          for (const url of loaded) if (!(await caches.match(url, { ignoreVary: true }))) missing.push(url);
          return loaded.length ? missing : ['nothing loaded from /remotes/'];
        }),
      )
      .toEqual([]);
    const lastSeen = (await balance.textContent())!;

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('The portal could not start')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(balance).toHaveText(lastSeen);
    await expect(page.getByRole('region', { name: 'Connectivity' })).toContainText('services');
    await context.setOffline(false);
  });

  test('after sign-out nothing personal stays: offline, even with the old token back, the dashboard shows no data', async ({ page, context }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await underServiceWorker(page);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('R ');
    await page.waitForLoadState('networkidle');
    expect(await offlineReadCaches(page)).toHaveLength(1);
    const session = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.session);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => offlineReadCaches(page)).toEqual([]);

    await context.setOffline(true);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.session, session!] as const);
    await page.goto('/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // Every card says it could not load: no copy of the signed-out session's reads is left to show.
    await expect(page.getByRole('region', { name: 'Balance' }).getByRole('heading', { name: 'This card could not load' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your account' }).getByRole('heading', { name: 'This card could not load' })).toBeVisible();
    await expect(page.getByText('Thandi Mokoena')).toHaveCount(0);
    await expect(page.getByText(/\bR \d/)).toHaveCount(0);
    await expect(page.getByText(/^Welcome, /)).toHaveCount(0);
  });
});
