import { expect, test, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

const main = (page: Page) => page.getByRole('main');

/** The account the page's session acts on: its token's masterAccountId (asked again while a switch reloads the page). */
async function sessionAccountId(page: Page) {
  let id: number | undefined;
  await expect
    .poll(async () => {
      try {
        id = await page.evaluate(() => {
          const token = JSON.parse(localStorage.getItem('portal.session')!).accessToken as string;
          return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).masterAccountId as number;
        });
      } catch {
        id = undefined;
      }
      return id;
    })
    .toBeTruthy();
  return id!;
}

/** Switches the session through the header's Switch Account dialog. */
async function switchTo(page: Page, tab: 'Parent Accounts' | 'Child Accounts', name: RegExp) {
  await page.getByRole('button', { name: 'Switch Account' }).click();
  const modal = page.getByRole('dialog', { name: 'Switch Account' });
  await modal.getByRole('tab', { name: tab }).click();
  await modal.getByRole('button', { name }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(/^Current account:/).locator('..')).toContainText(name);
}

test.describe('service tools of an enterprise parent', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.twoParents, { accountName: /Acme Logistics \(Pty\) Ltd/ });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('each tool opens from Cloud & Hosting with its charts, tables and the tabs to the others', async ({ page }) => {
    const acmeId = await sessionAccountId(page);
    await page.goto('/services/cloud');
    await page.getByRole('region', { name: 'Service tools' }).getByRole('link', { name: 'Network metrics' }).click();
    await expect(page).toHaveURL(new RegExp(`/services/tools/${acmeId}/network$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Network metrics' })).toBeVisible();
    await expect(main(page).getByText('Acme Logistics (Pty) Ltd (ENT2001) · Last 7 days')).toBeVisible();
    await main(page).getByRole('combobox', { name: 'Show the charts of' }).selectOption({ label: 'FTTB-210001 · Business Fibre 1 Gbps' });
    const latency = page.getByRole('img', { name: 'Latency, FTTB-210001' });
    await expect(latency).toBeVisible();
    await expect(latency.locator('canvas')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Line quality of each connectivity service over the range' }).getByRole('row', { name: /FTTB-210001/ })).toContainText('ms');

    // 30 days: a point a day, the table has a row per day.
    await page.getByRole('radio', { name: 'Last 30 days' }).check();
    await expect(page).toHaveURL(/range=30d/);
    const daily = page.getByRole('region', { name: 'Latency (daily average)' });
    await expect(daily.getByRole('img', { name: 'Latency (daily average), FTTB-210001' })).toBeVisible();
    await daily.getByText('Show as table').click();
    await expect(daily.getByRole('table').getByRole('row')).toHaveCount(31);

    const tabs = page.getByRole('navigation', { name: 'Service tools' });
    await tabs.getByRole('link', { name: 'Firewall' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Firewall metrics' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Threats blocked per hour, MFW-230006' })).toBeVisible();

    await tabs.getByRole('link', { name: 'Iris monitoring' }).click();
    const host = page.getByRole('region', { name: 'rack-230003.jnb1.portal-hosting.net' });
    await expect(host.getByRole('img', { name: 'Availability per hour, rack-230003.jnb1.portal-hosting.net' })).toBeVisible();
    await expect(host.getByText('Uptime', { exact: true })).toBeVisible();

    await tabs.getByRole('link', { name: 'Voice' }).click();
    await expect(main(page).getByText('No voice services on this account')).toBeVisible();

    await tabs.getByRole('link', { name: 'TAR reports' }).click();
    const reports = page.getByRole('table', { name: 'Monthly traffic and availability reports' });
    await expect(reports.getByRole('row')).toHaveCount(7); // a header and six months
    const newest = reports.getByRole('row').nth(1);
    const month = (await newest.getByRole('rowheader').textContent())!.trim();
    const downloading = page.waitForEvent('download');
    await newest.getByRole('button', { name: `Download PDF of ${month}` }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^tar-report-ENT2001-\d{4}-\d{2}\.pdf$/);
  });

  test('a branch’s tools are refused until the session switches into it', async ({ page }) => {
    await switchTo(page, 'Child Accounts', /Pretoria Head Office/);
    const branchId = await sessionAccountId(page);
    await switchTo(page, 'Parent Accounts', /Acme Logistics \(Pty\) Ltd/);
    const acmeId = await sessionAccountId(page);
    expect(branchId).not.toBe(acmeId);

    await page.goto(`/services/tools/${branchId}/voice-metrics`);
    const refused = page.getByRole('alert');
    await expect(refused).toContainText('We could not find that account’s service tools');
    await refused.getByRole('link', { name: 'Open this account’s tools' }).click();
    await expect(page).toHaveURL(new RegExp(`/services/tools/${acmeId}/voice-metrics$`));

    await switchTo(page, 'Child Accounts', /Pretoria Head Office/);
    await page.goto(`/services/tools/${branchId}/voice-metrics`);
    await expect(page.getByRole('img', { name: 'Calls per hour, VOIP-271107' })).toBeVisible();
    await expect(main(page).getByText(/\(ENT2001-07\)/)).toBeVisible();
  });
});
