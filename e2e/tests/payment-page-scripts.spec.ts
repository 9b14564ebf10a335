import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

/**
 * PCI DSS 4.0.1 6.4.3 on the page that embeds the payment gateway's card frame (docs/security.md "PCI DSS 4.0.1 SAQ A:
 * payment pages"): every script it loads is in a build's inventory (payment-scripts.json), each is loaded with its
 * integrity and the browser accepted it (a script whose bytes differ would not run and the pay dialog would not open),
 * and nothing breaks the page's Content-Security-Policy or writes an error to the console on the way to the card form.
 */

interface Inventory {
  scripts: { file: string; integrity: string; area: string; why: string }[];
}

const AREAS = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'];

/** Each inventoried script's path on the portal, with its integrity. */
async function inventoried(request: APIRequestContext, baseURL: string) {
  const places = ['/', ...AREAS.map((area) => `/remotes/${area}/`)];
  const scripts = new Map<string, string>();
  for (const place of places) {
    const response = await request.get(`${baseURL}${place}payment-scripts.json`);
    expect(response.status(), `${place}payment-scripts.json`).toBe(200);
    const inventory = (await response.json()) as Inventory;
    for (const script of inventory.scripts) {
      expect(script.why.length, `${place}${script.file} says why it is there`).toBeGreaterThan(10);
      scripts.set(`${place}${script.file}`, script.integrity);
    }
  }
  return scripts;
}

/** What a page did that a payment page must not: CSP violations (as the page saw them) and console errors. */
async function watch(page: Page) {
  const consoleErrors: string[] = [];
  const scriptRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptRequests.push(request.url());
  });
  await page.addInitScript(() => {
    const seen = { violations: [] as string[], scripts: [] as { path: string; integrity: string; crossOrigin: string | null }[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
    // webpack removes a chunk's script element once it ran: each is noted as it is added.
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src) seen.scripts.push({ path: new URL(node.src).pathname, integrity: node.integrity, crossOrigin: node.crossOrigin });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const seen = () => page.evaluate(() => (window as unknown as { __seen: { violations: string[]; scripts: { path: string; integrity: string; crossOrigin: string | null }[] } }).__seen);
  return { consoleErrors, scriptRequests, seen };
}

test('the pay dialog opens the gateway card frame with every script inventoried, under integrity, with no CSP violation and no console error', async ({ page, baseURL }) => {
  const watched = await watch(page);
  await page.goto('/login?nextURL=%2Faccount%2Fbilling-details');
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/account\/billing-details$/);
  // Opened again with the stored session: main.js preloads the signed-in shell's scripts too.
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  watched.scriptRequests.length = 0;
  await page.reload();

  await page.getByRole('button', { name: 'Pay now' }).click();
  const payment = page.getByRole('dialog', { name: 'Credit Card Payment' });
  await expect(payment).toBeVisible();
  await payment.getByRole('button', { name: 'Capture card details instead' }).click();
  const capture = page.getByRole('dialog', { name: 'Enter Credit Card Details' });
  await expect(capture).toBeVisible();
  const cardFrame = page.frameLocator('iframe[title="Secure card details form"]');
  await expect(cardFrame.getByLabel('Card number')).toBeVisible();
  await expect(cardFrame.getByLabel('CVV')).toBeVisible();

  const inventory = await inventoried(page.request, baseURL!);
  const origin = new URL(baseURL!).origin;
  // Each script is fetched once: a preload is made as the script that uses it is (same integrity and CORS mode).
  expect(watched.scriptRequests.filter((url, i) => watched.scriptRequests.indexOf(url) !== i), 'scripts fetched twice').toEqual([]);
  expect(watched.scriptRequests.some((url) => /\/signed-in\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  const loaded = [...new Set(watched.scriptRequests)].map((url) => new URL(url));
  expect(loaded.filter((url) => url.origin !== origin).map(String), 'scripts from elsewhere').toEqual([]);
  // The service worker is blocked in these tests (playwright.config.ts): every script came by a script element.
  expect(loaded.map((url) => url.pathname).filter((path) => !inventory.has(path)), 'scripts no inventory lists').toEqual([]);
  // The billing area's own code was among them: the check above looked at the area's scripts, not only the host's.
  expect(loaded.some((url) => url.pathname.startsWith('/remotes/billing/'))).toBe(true);

  // Each script element of the page (the HTML's, webpack's chunks, the areas' entries) names the integrity of its file.
  const { scripts: elements, violations } = await watched.seen();
  expect(elements.length).toBeGreaterThan(5);
  for (const element of elements) {
    expect({ ...element, integrity: element.integrity || '(none)' }).toEqual({ path: element.path, integrity: inventory.get(element.path), crossOrigin: 'anonymous' });
  }
  expect(elements.map((e) => e.path)).toContain('/remotes/billing/remoteEntry.js');

  expect(violations).toEqual([]);
  expect(watched.consoleErrors).toEqual([]);
});
