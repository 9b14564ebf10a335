import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { backoffice } from '../support/backoffice';
import { DEMO, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

const SHOTS = path.join(__dirname, '..', '.artifacts', 'screenshots');

test.describe('the back-office API, as the customer sees it', () => {
  test("an order the provider fails shows as Failed with its reason in Orders & Docs, and a broadcast on the dashboard", async ({ page, request }) => {
    const reason = 'The UPS model is out of stock: we will call you to offer another.';
    const failed = await backoffice(request, '/provisioning/ORD-1001-0007/fail', { reason });
    expect(failed).toEqual({ status: 200, body: { reference: 'ORD-1001-0007', kind: 'order', status: 'failed', failureReason: reason } });
    // Its own words each run: a server's database may hold an earlier run's broadcast.
    const title = `New support hours (${Date.now().toString(36)})`;
    const sent = await backoffice(request, '/broadcasts', { title, message: 'Support now answers until 22:00 every day.', audience: { accountCodes: ['CUS1001'] } });
    expect(sent).toEqual({ status: 200, body: { recipients: 1 } });

    await page.goto('/login?nextURL=%2Fdashboard');
    await signIn(page, DEMO.customer);
    // A notice, behind the customer's more severe alerts: among those the 'n more' control opens.
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await alerts.getByRole('button', { name: /^\d+ more alerts?:/ }).click();
    await expect(alerts.getByRole('status').filter({ hasText: title })).toContainText('Support now answers until 22:00 every day.');

    await page.goto('/account/orders-and-docs');
    const row = page.getByRole('table', { name: 'Orders, newest first' }).getByRole('row').filter({ hasText: 'ORD-1001-0007' });
    await expect(row.getByText('Failed', { exact: true })).toBeVisible();
    await expect(row.getByText(reason)).toBeVisible();

    mkdirSync(SHOTS, { recursive: true });
    for (const width of [360, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        // Opened afresh at each size, as a phone or a desktop would open it.
        await page.goto('/account/orders-and-docs');
        await row.scrollIntoViewIfNeeded();
        await expect(row.getByText(reason)).toBeVisible();
        await page.screenshot({ path: path.join(SHOTS, `backoffice-failed-order-${width}-${colorScheme}.png`) });
      }
    }
  });
});
