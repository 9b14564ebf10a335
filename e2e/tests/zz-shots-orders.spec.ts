import { expect, test, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

const main = (page: Page) => page.getByRole('main');
const SIZES = [360, 1280];
const SCHEMES = ['light', 'dark'] as const;

async function shoot(page: Page, name: string) {
  for (const width of SIZES) {
    for (const colorScheme of SCHEMES) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `/tmp/orders-shots/${name}-${width}-${colorScheme}.png`, fullPage: true });
    }
  }
}

test('screenshots of the changed order pages', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/services/connectivity/mobiledata/upgrade/account/MOB-300412');
  await expect(main(page).getByText('Downgrade').first()).toBeVisible();
  await shoot(page, 'change-plan');
  await main(page).getByRole('button', { name: 'Choose this plan: Mobile Data 10 GB' }).click();
  await expect(main(page).getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByText('Please tick the box to accept the smaller plan from today.')).toBeVisible();
  await shoot(page, 'downgrade-warning');

  await page.goto('/services/ups/UPS-130422');
  await main(page).getByRole('button', { name: 'Request battery replacement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery details' })).toBeVisible();
  await main(page).getByLabel('Cell number').fill('');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByText('Please enter your cell number.')).toBeVisible();
  await shoot(page, 'capture-details');
  await main(page).getByLabel('Cell number').fill('082 123 4567');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByText('Delivery to')).toBeVisible();
  await shoot(page, 'confirm-purchase');

  await page.goto('/account/cancellations');
  await expect(main(page).getByText('Not cancelled: the request was withdrawn').first()).toBeVisible();
  await shoot(page, 'cancellations');

  await page.goto('/account/orders-and-docs');
  await expect(main(page).getByRole('table', { name: 'Orders, newest first' })).toBeVisible();
  await shoot(page, 'orders');
});
