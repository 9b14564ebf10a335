import AxeBuilder from '@axe-core/playwright';
import { cloudServicePath, paths } from '@portal/contract';
import { expect, test, type Page } from '../support/test';
import { callAsPage } from '../support/api';
import { DEMO, signIn } from '../support/sign-in';

const OUT = '/tmp/voice-shots/' + (process.env.SHOT_TAG ?? 'x');

async function billing(page: Page) {
  await page.goto(paths.billingDetails);
  await expect(page.getByRole('heading', { name: 'Payments & Billing', level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('shots', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  const heights: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 360]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await billing(page);
      const h = await page.evaluate(() => document.documentElement.scrollHeight);
      heights.push(`${scheme} ${width}: ${h}`);
      await page.screenshot({ path: `${OUT}-billing-${width}-${scheme}.png`, fullPage: true });
      await page.goto('/account/billing-details?pay=now');
      const dialog = page.getByRole('dialog', { name: 'Credit Card Payment' });
      await expect(dialog.getByRole('button', { name: 'Confirm Payment' })).toBeVisible();
      await page.screenshot({ path: `${OUT}-card-${width}-${scheme}.png` });
      await page.goto('/services/cloud/web-hosting/WEB-800917');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${OUT}-cloud-${width}-${scheme}.png`, fullPage: true });
    }
  }
  console.log('HEIGHTS', heights.join(' | '));
  const { services } = await callAsPage<{ services: { category: string; type: string; serviceTag: string }[] }>(page, 'services.GetServices', { category: 'cloud' });
  const routes = [paths.cloud, ...[...new Map(services.map((s) => [s.type, s])).values()].map((s) => cloudServicePath(s.category, s.type, s.serviceTag))];
  for (const r of [paths.iot, paths.security, paths.ups, paths.vdc]) if (!routes.includes(r)) routes.push(r);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    console.log('AXE', route, JSON.stringify(result.violations.flatMap((v) => v.nodes.map((n) => n.html))));
  }
});
