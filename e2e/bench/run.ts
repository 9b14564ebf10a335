/**
 * `pnpm bench`: JavaScript (gzip) the browser downloads before the login page and the dashboard are usable,
 * and the time to a usable login page (median of 5 cold loads). Starts the built portal on a fresh database
 * unless BENCH_URL points at a running one.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { collectScripts, DASHBOARD_AREA_BUDGET_GZIP, LOGIN_JS_BUDGET_GZIP, measureLoginPage } from '../support/measure-page';
import { DEMO, latestPin } from '../support/sign-in';
import { ownServer } from '../support/own-server';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => undefined };
  const server = ownServer(8282);
  await server.start();
  return { url: server.baseURL, stop: () => server.dispose() };
}

async function signInForBench(page: Page, url: string) {
  await page.goto(`${url}/login`);
  const requested = Date.now() - 1000;
  await page.getByLabel('Cell number').fill(DEMO.customer);
  await page.getByRole('button', { name: 'Send PIN' }).click();
  await page.getByPlaceholder('Enter your 6 digit pin').fill(await latestPin(page.request, DEMO.customer, requested));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const times: number[] = [];
    let loginBytes = 0;
    let loginFiles = 0;
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const { usableMs, scripts } = await measureLoginPage(page, server.url);
      times.push(usableMs);
      loginBytes = scripts.gzipBytes;
      loginFiles = scripts.files;
      await context.close();
    }

    // Sign in once, then open the dashboard cold in a fresh browser that holds only the session.
    const signInContext = await browser.newContext({ baseURL: server.url });
    const signInPage = await signInContext.newPage();
    await signInForBench(signInPage, server.url);
    const session = await signInPage.evaluate(() => localStorage.getItem('portal.session'));
    await signInContext.close();

    const context = await browser.newContext({ baseURL: server.url });
    await context.addInitScript((value) => localStorage.setItem('portal.session', value!), session);
    const page = await context.newPage();
    const scripts = collectScripts(page);
    const started = Date.now();
    await page.goto(`${server.url}/dashboard`);
    // Usable when the cards are: the balance card comes from the billing remote, after the host's own page.
    await page.getByRole('region', { name: 'Balance' }).getByText('Amount due').waitFor();
    const dashboardMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const dashboard = await scripts();
    await context.close();

    // A connectivity service's own page, cold: the area's pages, the usage chart and uPlot load only here.
    const serviceContext = await browser.newContext({ baseURL: server.url });
    await serviceContext.addInitScript((value) => localStorage.setItem('portal.session', value!), session);
    const servicePage = await serviceContext.newPage();
    const serviceScripts = collectScripts(servicePage);
    const serviceStarted = Date.now();
    await servicePage.goto(`${server.url}/services/connectivity/ftth/FTTH-100234`);
    await servicePage.getByRole('img', { name: /^Bar chart of the data used each day/ }).locator('canvas').waitFor();
    const serviceMs = Date.now() - serviceStarted;
    await servicePage.waitForLoadState('networkidle');
    const service = await serviceScripts();
    await serviceContext.close();

    console.log('page        JS files  JS gzip    usable after');
    console.log(`login       ${String(loginFiles).padEnd(9)} ${kb(loginBytes).padEnd(10)} ${median(times)} ms (median of 5 cold loads)`);
    console.log(`dashboard   ${String(dashboard.files).padEnd(9)} ${kb(dashboard.gzipBytes).padEnd(10)} ${dashboardMs} ms (signed in, cold cache)`);
    console.log(`fibre page  ${String(service.files).padEnd(9)} ${kb(service.gzipBytes).padEnd(10)} ${serviceMs} ms (signed in, cold cache, until the usage chart is drawn)`);
    console.log(`budget: login ≤ ${kb(LOGIN_JS_BUDGET_GZIP)} gzip — ${loginBytes <= LOGIN_JS_BUDGET_GZIP ? 'within' : 'OVER'}`);
    const byArea = new Map<string, number>();
    for (const url of dashboard.urls.filter((u) => u.includes('/remotes/'))) {
      const area = new URL(url).pathname.split('/')[2];
      byArea.set(area, (byArea.get(area) ?? 0) + dashboard.gzipByUrl[url]);
    }
    const largestArea = Math.max(0, ...byArea.values());
    console.log(
      `budget: each area on the dashboard ≤ ${kb(DASHBOARD_AREA_BUDGET_GZIP)} gzip (largest ${kb(largestArea)}) — ${largestArea <= DASHBOARD_AREA_BUDGET_GZIP ? 'within' : 'OVER'}`,
    );
    if (loginBytes > LOGIN_JS_BUDGET_GZIP || largestArea > DASHBOARD_AREA_BUDGET_GZIP) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
