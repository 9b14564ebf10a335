import { expect, test } from '../support/test';
import ExcelJS from 'exceljs';
import { callAsPage } from '../support/api';
import { DEMO, signIn } from '../support/sign-in';

test.describe('the account area', () => {
  test('an address change is saved and still there after signing out and in again', async ({ page }) => {
    await page.goto('/login?nextURL=%2Faccount%2Faccount-details');
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/account\/account-details$/);
    await page.getByRole('button', { name: 'Edit details' }).click();
    const postal = page.getByRole('group', { name: 'Postal address' });
    await postal.getByLabel('Address line 1').fill('PO Box 4242');
    await postal.getByLabel('City').fill('Durban');
    await postal.getByLabel('Postal code').fill('4000');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your contact numbers and addresses have been updated.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/login?nextURL=%2Faccount%2Faccount-details');
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/account\/account-details$/);
    await expect(page.getByText('PO Box 4242')).toBeVisible();
    const account = await callAsPage<{ postalAddress: { line1: string; city: string; postalCode: string } }>(page, 'account.GetAccount');
    expect(account.postalAddress).toMatchObject({ line1: 'PO Box 4242', city: 'Durban', postalCode: '4000' });
  });

  test('a person added with only the billing module signs in to a portal with only Payments & Billing', async ({ page }) => {
    const cell = '0799000001';
    await page.goto('/login?nextURL=%2Faccount%2Faccess');
    await signIn(page, DEMO.customer);
    await page.getByRole('button', { name: 'Add a person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a person' });
    await dialog.getByLabel('First name').fill('Lerato');
    await dialog.getByLabel('Last name').fill('Nkosi');
    await dialog.getByLabel('Cell number').fill(cell);
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await expect(dialog.getByText('Please select at least one module.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Payments & Billing' }).check();
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Lerato Nkosi can now use')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, cell);
    await expect(page).toHaveURL(/\/terms-of-use/);
    await page.getByRole('button', { name: 'I accept the terms of use' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The dashboard shows only what the billing module allows, and nothing that fails for lack of the others.
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('Amount due');
    await expect(page.getByRole('region', { name: 'Your account' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Connectivity' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Payments & Billing' })).toBeVisible();
    for (const area of ['My Account', 'Connectivity', 'Communication', 'Cloud & Hosting', 'Tickets']) {
      await expect(nav.getByRole('link', { name: area })).toHaveCount(0);
    }
    // The server refuses what the token does not carry, whatever the page shows.
    await expect(callAsPage(page, 'account.GetAccount')).rejects.toThrow(/account.GetAccount failed/);
    // A typed address of a page the modules leave out shows no part of it.
    await page.goto('/account/messages');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Messages' })).toHaveCount(0);
    await page.goto('/account/billing-details');
    await expect(page.getByRole('heading', { name: 'Payments & Billing', level: 2 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'My Account sections' }).getByRole('link')).toHaveText(['Payments & Billing', 'Notifications']);
  });

  test('the call report: filtered by dates, with totals, and exported to Excel with the same calls', async ({ page }) => {
    await page.goto('/login?nextURL=%2Faccount%2Fcall-report');
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/account\/call-report$/);
    const period = page.getByRole('form', { name: 'Call report period' });
    await period.getByLabel('Start date', { exact: true }).fill('2026-31-01');
    await period.getByRole('button', { name: 'Show calls' }).click();
    await expect(period.getByText('Please enter a date such as 20/11/2026.')).toBeVisible();

    // Dates as people write them: day first, or with the month's name.
    await period.getByLabel('Start date', { exact: true }).fill('1/10/2026');
    await period.getByLabel('End date', { exact: true }).fill('31 Oct 2026');
    await period.getByRole('button', { name: 'Show calls' }).click();
    const report = await callAsPage<{ totals: { count: number; cost: number } }>(page, 'account.calls.GetCallReport', {
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      page: 1,
      pageSize: 25,
    });
    expect(report.totals.count).toBeGreaterThan(0);
    await expect(page.getByLabel('Totals for the period')).toContainText(String(report.totals.count));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const dates: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => {
      const v = cell.value;
      const iso = v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
      if (iso) dates.push(iso);
    }));
    expect(dates.length).toBeGreaterThanOrEqual(report.totals.count);
    expect(dates.every((d) => d >= '2026-10-01' && d <= '2026-10-31')).toBe(true);
  });
});
