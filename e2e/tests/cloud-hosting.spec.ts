import { expect, test, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';
import { watchTexts } from '../support/shown-texts';

const main = (page: Page) => page.getByRole('main');
/** A number and name of this run's own, so that runs against one database do not meet. */
const uniqueCell = () => `079${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const spaced = (cell: string) => `${cell.slice(0, 3)} ${cell.slice(3, 6)} ${cell.slice(6)}`;

test.describe('web hosting and co-location a customer runs', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('every hosting page renders for a seeded service, with its charts and their tables', async ({ page }) => {
    const pages: [string, string, RegExp][] = [
      ['/services/cloud/web-hosting/WEB-800917', 'Web Hosting Business 20 GB', /^Disk in use each day/],
      ['/services/cloud/personal-web-hosting/PWH-901018', 'Personal Web Hosting 5 GB', /^Disk in use each day/],
      ['/services/cloud/co-location/COL-800918', 'Co-location 2U', /^Daily average and peak power draw/],
    ];
    for (const [path, title, chart] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('img', { name: chart })).toBeVisible();
      await expect(main(page).getByText('Show as table').first()).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Recent changes' })).toBeVisible();
    }
    // The web hosting page: domains with their certificates, the FTP user and the backups.
    await page.goto('/services/cloud/web-hosting/WEB-800917');
    await expect(main(page).getByRole('list', { name: 'Domains' }).getByText(/SSL certificate expires in \d+ days/)).toBeVisible();
    await expect(main(page).getByText('mokoenadesign', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Backups' })).toBeVisible();
    const backups = main(page).getByRole('table', { name: 'Backups kept, newest first' });
    await expect(backups.getByRole('row').first()).toContainText('Backup of');
    await expect(backups.getByRole('row').nth(1)).toContainText(/\d+(\.\d)? (GB|MB)/);
  });

  test('the cloud list opens a hosting service’s page', async ({ page }) => {
    await page.goto('/services/cloud');
    await main(page).getByRole('link', { name: 'Manage this service Co-location 2U (COL-800918)' }).click();
    await expect(page).toHaveURL(/\/services\/cloud\/co-location\/COL-800918$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Co-location 2U' })).toBeVisible();
  });

  test('adding a co-location visitor: pending, then on the access list, with the change under Recent changes', async ({ page }) => {
    const cell = uniqueCell();
    const name = `E2E Visitor ${cell.slice(-4)}`;
    await page.goto('/services/cloud/co-location/COL-800918');
    const form = main(page).getByRole('form', { name: 'Add a visitor' });
    const list = main(page).getByRole('list', { name: 'People who may visit' });
    const shown = await watchTexts(list);
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('ID number or company').fill('Mokoena Design');
    // A bad number first: a clear message, and nothing sent.
    await form.getByLabel('Cell number').fill('12345');
    await form.getByRole('button', { name: 'Add visitor' }).click();
    await expect(form.getByText('Please enter a valid phone number.')).toBeVisible();
    await form.getByLabel('Cell number').fill(cell);
    await form.getByRole('button', { name: 'Add visitor' }).click();

    const row = list.getByRole('listitem').filter({ hasText: name });
    await expect.poll(() => shown.shown(name, 'Being added')).toBe(true);
    await expect(row.getByText(`Mokoena Design · ${spaced(cell)}`)).toBeVisible();
    // The demo provisioning finishes within seconds; the page shows it without a reload.
    await expect(row.getByText('Being added')).toBeHidden({ timeout: 15_000 });
    await expect(row.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    await expect(main(page).getByText(new RegExp(`${name} added to the access list by Thandi`))).toBeVisible();

    // And off the list again, after asking.
    await row.getByRole('button', { name: `Remove ${name}` }).click();
    await page.getByRole('dialog', { name: `Remove ${name}?` }).getByRole('button', { name: 'Remove visitor' }).click();
    await expect.poll(() => shown.shown(name, 'Being removed')).toBe(true);
    await expect(row).toBeHidden({ timeout: 15_000 });
  });

  test('resetting the FTP password shows the new one once', async ({ page }) => {
    await page.goto('/services/cloud/personal-web-hosting/PWH-901018');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Web Hosting 5 GB' })).toBeVisible();
    // A reset made by an earlier run may still be on its way.
    const reset = main(page).getByRole('button', { name: 'Reset FTP password' });
    await expect(reset).toBeVisible({ timeout: 15_000 });
    await reset.click();
    await page.getByRole('dialog', { name: /^Reset the password of / }).getByRole('button', { name: 'Reset password' }).click();
    const secret = page.getByRole('dialog', { name: 'New FTP password' });
    await expect(secret.getByText('It will not be shown again.')).toBeVisible();
    const password = (await secret.getByLabel(/^Password of /).textContent())!.trim();
    expect(password).toHaveLength(16);
    await secret.getByRole('button', { name: 'Done' }).click();
    await expect(secret).toBeHidden();
    await expect(page.getByText(password)).toHaveCount(0);
    await expect(main(page).getByText(/FTP password reset by Thandi/).first()).toBeVisible();
  });

  test('a remote-hands request logs a ticket the page links to', async ({ page }) => {
    await page.goto('/services/cloud/co-location/COL-800918');
    const form = main(page).getByRole('form', { name: 'Request remote hands' });
    await form.getByLabel('What should the technician do?').selectOption('Check cables and lights');
    await form.getByLabel('Details').fill('End-to-end test: please check the network cable of the server in U21.');
    await form.getByRole('button', { name: 'Request remote hands' }).click();
    const link = main(page).getByRole('link', { name: /^View ticket / });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/tickets\/support\//);
    // The co-location page, left for the ticket, stays in the page hidden: it names the ticket too.
    await expect(main(page).getByText(/Remote hands: Check cables and lights \(Co-location 2U COL-800918\)/).filter({ visible: true }).first()).toBeVisible();
  });
});
