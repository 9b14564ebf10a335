import { expect, test } from '@playwright/test';
import { LOGIN_JS_BUDGET_GZIP, collectScripts, measureLoginPage } from '../support/measure-page';
import { DEMO, signIn } from '../support/sign-in';

test.describe('performance budget', () => {
  test('the login page loads under 150 KB of gzip JavaScript and no remote', async ({ page, baseURL }) => {
    const { scripts } = await measureLoginPage(page, baseURL!);
    console.log(`login page: ${scripts.files} scripts, ${(scripts.gzipBytes / 1024).toFixed(1)} KB gzip`);
    expect(scripts.gzipBytes).toBeLessThan(LOGIN_JS_BUDGET_GZIP);
    expect(scripts.urls.filter((u) => u.includes('/remotes/'))).toEqual([]);
  });

  test('the dashboard loads no remote until an area is opened', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    const scripts = collectScripts(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await scripts()).urls.filter((u) => u.includes('/remotes/'))).toEqual([]);
  });
});
