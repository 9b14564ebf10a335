import AxeBuilder from '@axe-core/playwright';
import { paths } from '@portal/contract';
import { expect, test, type Page } from '../support/test';
import { callAsPage } from '../support/api';
import { DEMO, signIn } from '../support/sign-in';

const main = (page: Page) => page.getByRole('main');

test.describe('one voice', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('on the cloud, IoT, security, UPS and VDC pages every accessible name holds its visible label', async ({ page }) => {
    const lists = [paths.cloud, paths.iot, paths.security, paths.ups, paths.vdc];
    const servicePages: string[] = [];
    for (const list of lists) {
      await page.goto(list);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const manage = main(page).getByRole('link', { name: /^Manage this service / });
      await expect(manage.first()).toBeVisible();
      servicePages.push((await manage.first().getAttribute('href'))!);
    }
    for (const route of [...lists, ...new Set(servicePages)]) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => n.html)), route).toEqual([]);
    }
  });

  test('billing shows the latest 6 invoices and Show more invoices brings the next ones, focused', async ({ page }) => {
    const { invoices, total } = await callAsPage<{ invoices: { invoiceTxNumber: string }[]; total: number }>(page, 'billing.GetInvoices', { page: 1, pageSize: 12 });
    expect(total).toBeGreaterThan(6);
    await page.goto(paths.billingDetails);
    const region = main(page).getByRole('region', { name: 'Invoices' });
    const views = region.getByRole('link', { name: /^View invoice / });
    await expect(views).toHaveCount(6);
    await expect(region.getByText(`Showing the latest 6 of ${total} invoices`)).toBeVisible();
    await region.getByRole('button', { name: 'Show more invoices' }).click();
    await expect(region.getByRole('link', { name: `View invoice ${invoices[6].invoiceTxNumber}` })).toBeFocused();
    await expect(views).toHaveCount(Math.min(12, total));
  });

  test('the Credit Card Payment dialog keeps Cancel and Confirm Payment on one row at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${paths.billingDetails}?pay=now`);
    const dialog = page.getByRole('dialog', { name: 'Credit Card Payment' });
    const confirm = dialog.getByRole('button', { name: 'Confirm Payment' });
    await expect(confirm).toBeVisible();
    const [cancelBox, confirmBox] = [await dialog.getByRole('button', { name: 'Cancel' }).boundingBox(), await confirm.boundingBox()];
    expect(confirmBox!.y).toBe(cancelBox!.y);
    expect(confirmBox!.height).toBeLessThanOrEqual(48);
    await expect(dialog.getByRole('button', { name: 'Capture card details instead' })).toBeVisible();
  });
});
