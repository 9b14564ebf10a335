import { expect, test, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

const SHOTS = process.env.PORTAL_SCREENSHOTS_DIR;

/** How much of an element lies inside the viewport's first screen (0 when it starts below it). */
async function visibleHeight(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize()!;
  if (!box) return 0;
  return Math.max(0, Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0));
}

for (const width of [1280, 360]) {
  test(`the demo customer's first screen at ${width}x800 holds the Balance card, the services and at most three alerts`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    const balance = page.getByRole('region', { name: 'Balance' });
    const connectivity = page.getByRole('region', { name: 'Connectivity' });
    await expect(balance).toBeVisible();
    await expect(connectivity).toBeVisible();
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await expect(alerts.getByRole('group').first()).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-${width}-${scheme}.png` });
    }
    // The Balance card's figures and the first services are on the first screen.
    expect(await visibleHeight(page, balance)).toBeGreaterThan(100);
    expect(await visibleHeight(page, connectivity.getByRole('heading').first())).toBeGreaterThan(0);
    expect(await visibleHeight(page, connectivity.getByRole('link').first())).toBeGreaterThan(0);
    // Each alert box is an alert or a status (most severe first); promotions are not among them.
    const boxes = alerts.getByRole('alert').or(alerts.getByRole('status'));
    expect(await boxes.count()).toBeLessThanOrEqual(3);
    await expect(alerts).not.toContainText('The portal on your phone');

    // The rest open from one control, by keyboard too; the promotion is with the news, below the cards.
    const more = alerts.getByRole('button', { name: /^\d+ more alerts?: / });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(alerts.getByRole('group', { name: 'Planned maintenance' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'News' }).getByRole('group', { name: 'The portal on your phone' })).toBeAttached();
    if (SHOTS) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: `${SHOTS}/dashboard-${width}-${scheme}-open.png`, fullPage: true });
      }
    }
  });
}
