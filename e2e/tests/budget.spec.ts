import { expect, test } from '../support/test';
import {
  DASHBOARD_AREA_BUDGET_GZIP,
  DASHBOARD_CARDS_BUDGET_GZIP,
  DASHBOARD_JS_REQUESTS_BUDGET,
  LOGIN_JS_BUDGET_BROTLI,
  LOGIN_JS_BUDGET_GZIP,
  REMOTE_ENTRY_BUDGET_GZIP,
  collectScripts,
  measureLoginPage,
} from '../support/measure-page';
import { DEMO, signIn } from '../support/sign-in';

test.describe('performance budget', () => {
  test('the login page loads under 110 KB of brotli JavaScript, and neither the federation runtime nor any remote', async ({ page, baseURL }) => {
    const { scripts } = await measureLoginPage(page, baseURL!);
    console.log(`login page: ${scripts.files} scripts, ${(scripts.gzipBytes / 1024).toFixed(1)} KB gzip, ${(scripts.brotliBytes / 1024).toFixed(1)} KB brotli`);
    expect(scripts.brotliBytes).toBeLessThan(LOGIN_JS_BUDGET_BROTLI);
    expect(scripts.gzipBytes).toBeLessThan(LOGIN_JS_BUDGET_GZIP);
    expect(scripts.urls.filter((u) => u.includes('/remotes/'))).toEqual([]);
    // The federation runtime marks the page when it starts.
    expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
  });

  test('the dashboard loads each area\'s small dashboard-cards module and none of their pages', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    // A returning visit: the offer to register this device, made once after a PIN sign-in, has been decided (the shell
    // takes its mark from session storage), and the page signed in on, which may still be loading areas ahead, is left.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('portal.offer-device-registration'))).toBeNull();
    await page.goto('about:blank');
    const scripts = collectScripts(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('R ');
    await page.waitForLoadState('networkidle');
    const measured = await scripts();
    const remote = measured.urls.filter((u) => u.includes('/remotes/'));
    expect(remote.some((u) => u.includes('__federation_expose_dashboard_cards'))).toBe(true);
    expect(remote.filter((u) => u.includes('__federation_expose_routes'))).toEqual([]);
    const byArea = new Map<string, number>();
    for (const url of remote) {
      const area = new URL(url).pathname.split('/')[2];
      byArea.set(area, (byArea.get(area) ?? 0) + measured.gzipByUrl[url]);
    }
    const cardsBytes = remote.filter((u) => !u.endsWith('/remoteEntry.js')).reduce((sum, u) => sum + measured.gzipByUrl[u], 0);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`dashboard: ${measured.files} scripts, ${kb(measured.gzipBytes)} gzip; per area ${[...byArea].map(([a, n]) => `${a} ${kb(n)}`).join(', ')}; cards' own code ${kb(cardsBytes)}`);
    for (const [area, bytes] of byArea) expect(bytes, area).toBeLessThan(DASHBOARD_AREA_BUDGET_GZIP);
    for (const entry of remote.filter((u) => u.endsWith('/remoteEntry.js'))) expect(measured.gzipByUrl[entry], entry).toBeLessThanOrEqual(REMOTE_ENTRY_BUDGET_GZIP);
    expect(cardsBytes).toBeLessThan(DASHBOARD_CARDS_BUDGET_GZIP);
    // The host's shared libraries come in a few chunks (react, router, portal-core, signed-in), not one per package.
    expect(measured.files).toBeLessThanOrEqual(DASHBOARD_JS_REQUESTS_BUDGET);
  });

  test('opened signed in, a page asks for the shell’s and the dashboard’s code as it starts; signed out, for none of it', async ({ page, browser, baseURL }) => {
    const listed = (name: string) =>
      page.evaluate((n) => (document.querySelector<HTMLMetaElement>(`meta[name="${n}"]`)?.content ?? '').split(' ').filter(Boolean), name);
    const requested = () =>
      page.evaluate(() =>
        Object.fromEntries(performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, (e as PerformanceResourceTiming).initiatorType])),
      );
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('about:blank');
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('R ');
    const code = [...new Set([...(await listed('portal:shell-code')), ...(await listed('portal:dashboard-code'))])];
    expect(code.length).toBeGreaterThan(0);
    // Asked for by the link main.js adds, not by the app's own import once its start has run.
    const signedIn = await requested();
    for (const file of code) expect(signedIn[file], file).toBe('link');

    const signedOut = await browser.newContext({ baseURL });
    try {
      const visitor = await signedOut.newPage();
      await visitor.goto('/dashboard');
      await expect(visitor).toHaveURL(/\/login/);
      await expect(visitor.getByLabel('Cell number')).toBeVisible();
      const fetched = await visitor.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
      expect(fetched.filter((file) => code.includes(file))).toEqual([]);
    } finally {
      await signedOut.close();
    }
  });
});
