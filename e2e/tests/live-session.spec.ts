import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

const SHOTS = path.join(__dirname, '..', '.artifacts', 'screenshots');
const LTE = '/services/connectivity/lte/account/LTE-200311';
const SUSPENDED_ADSL = '/services/connectivity/adsl/ADSL-400513';

/** The panel at 360 and 1280 px, light and dark, each on a page opened at that size. */
async function screenshots(page: Page, url: string, name: string, shown: RegExp) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.goto(url);
      const panel = page.getByRole('region', { name: 'Connection' });
      await expect(panel.getByText(shown)).toBeVisible();
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: path.join(SHOTS, `live-session-${name}-${width}-${colorScheme}.png`) });
    }
  }
}

test.describe('the live session panel of a connectivity service', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('shows the demo connection: online since, IP address, data this session and as of when; checked again by keyboard', async ({ page }) => {
    await page.goto(LTE);
    const panel = page.getByRole('region', { name: 'Connection' });
    await expect(panel.getByText(/Online for \d/)).toBeVisible();
    await expect(panel.getByText('Online since', { exact: true })).toBeVisible();
    await expect(panel.getByText('IP address', { exact: true })).toBeVisible();
    await expect(panel.getByText(/^100\.64\.\d+\.\d+$/)).toBeVisible();
    await expect(panel.getByText(/^\d+(\.\d)? (MB|GB)$/)).toBeVisible();
    await expect(panel.getByText(/the network’s last update on this session/)).toBeVisible();
    const again = panel.getByRole('button', { name: 'Check again' });
    await again.focus();
    const asked = page.waitForRequest((r) => r.url().endsWith('/services.GetLiveSession'));
    await page.keyboard.press('Enter');
    await asked;
    await expect(again).toBeEnabled();
    await screenshots(page, LTE, 'online', /Online for \d/);
  });

  test('shows a suspended line offline since its last session ended', async ({ page }) => {
    await page.goto(SUSPENDED_ADSL);
    const panel = page.getByRole('region', { name: 'Connection' });
    await expect(panel.getByText('Offline', { exact: true })).toBeVisible();
    await expect(panel.getByText('Offline since')).toBeVisible();
    await expect(panel.getByText('Data in the last session')).toBeVisible();
    await screenshots(page, SUSPENDED_ADSL, 'offline', /^Offline$/);
  });
});
