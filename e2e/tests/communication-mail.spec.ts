import { expect, test, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';
import { watchTexts } from '../support/shown-texts';

const main = (page: Page) => page.getByRole('main');
const DOMAIN = 'mokoena-design.co.za';
/** A name of this run's own, so that runs against one database do not meet. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('mail services a customer runs', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('adding a mailbox: its password once, listed with its quota as being added, then live', async ({ page }) => {
    const localPart = unique('e2e');
    const address = `${localPart}@${DOMAIN}`;
    await page.goto('/services/communication/email/EML-500614');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Email 10 Mailboxes' })).toBeVisible();
    const mailboxes = main(page).getByRole('list', { name: 'Mailboxes' });
    await expect(mailboxes).toBeVisible();
    const shown = await watchTexts(mailboxes);

    // Room for one more: remove nothing, but the seed leaves three free.
    await main(page).getByRole('button', { name: 'Add a mailbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a mailbox' });
    await dialog.getByLabel('Address').fill(localPart);
    await dialog.getByLabel('Display name').fill('End to end');
    await dialog.getByLabel('Mailbox size').selectOption({ label: '1 GB' });
    await dialog.getByRole('button', { name: 'Add mailbox' }).click();

    const secret = page.getByRole('dialog', { name: 'Mailbox added' });
    await expect(secret.getByText('It will not be shown again.')).toBeVisible();
    const password = (await secret.getByLabel(`Password of ${address}`).textContent())!.trim();
    expect(password).toHaveLength(16);
    await secret.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(password)).toHaveCount(0);

    const row = mailboxes.getByRole('listitem').filter({ hasText: address });
    await expect(row).toContainText('0 MB used of 1 GB');
    await expect.poll(() => shown.shown(address, 'Being added')).toBe(true);
    // The demo operator finishes within seconds; the page shows it without a reload.
    await expect(row.getByText('Being added')).toHaveCount(0, { timeout: 15_000 });
    await expect(main(page).getByText(`Mailbox ${localPart}@ added by Thandi`)).toBeVisible();

    // Its password, reset: shown once, again.
    await row.getByRole('button', { name: `Reset password of ${address}` }).click();
    await page.getByRole('dialog', { name: `Reset the password of ${address}?` }).getByRole('button', { name: 'Reset password' }).click();
    const reset = page.getByRole('dialog', { name: 'New password' });
    await expect(reset.getByText('It will not be shown again.')).toBeVisible();
    const newPassword = (await reset.getByLabel(`Password of ${address}`).textContent())!.trim();
    expect(newPassword).not.toBe(password);
    await reset.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(newPassword)).toHaveCount(0);

    // Tidy up, so that later runs have room.
    await expect(row.getByText('Being changed')).toHaveCount(0, { timeout: 15_000 });
    await row.getByRole('button', { name: `Remove ${address}` }).click();
    await page.getByRole('dialog', { name: `Remove ${address}?` }).getByRole('button', { name: 'Remove mailbox' }).click();
    await expect.poll(() => shown.shown(address, 'Being removed')).toBe(true);
  });

  test('adding a DNS record: a clear field error first, then pending, then live', async ({ page }) => {
    const name = unique('e2e');
    await page.goto('/services/communication/domain/DOM-701321');
    await expect(main(page).getByText(DOMAIN).first()).toBeVisible();
    await main(page).getByRole('button', { name: 'Add a record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a DNS record' });
    await dialog.getByLabel('Type').selectOption('A');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Value').fill('300.1.1.1');
    await dialog.getByRole('button', { name: 'Add record' }).click();
    await expect(dialog.getByText('An A record needs an IPv4 address, like 196.25.1.10.')).toBeVisible();
    await dialog.getByLabel('Value').fill('196.25.114.99');
    await dialog.getByRole('button', { name: 'Add record' }).click();
    await expect(dialog).toBeHidden();
    const row = main(page).getByRole('list', { name: 'DNS records' }).getByRole('listitem').filter({ hasText: `${name}.${DOMAIN}` });
    await expect(row).toContainText('196.25.114.99');
    await expect(row.getByText('Being added')).toHaveCount(0, { timeout: 15_000 });
    await expect(main(page).getByText(`A record ${name}.${DOMAIN} added by Thandi`)).toBeVisible();
  });

  test('the email, upgrade, order, hosted Exchange and domain pages render for seeded services', async ({ page }) => {
    await page.goto('/services/communication/email/EML-500614/upgrade');
    await expect(page.getByRole('heading', { level: 1, name: 'Change plan' })).toBeVisible();
    await expect(main(page).getByText(/You have \d+ mailboxes; Business Email 5 Mailboxes has 5/)).toBeVisible();
    await main(page).getByRole('button', { name: 'Choose this plan: Business Email 25 Mailboxes' }).click();
    await expect(page).toHaveURL(/\/services\/confirm-upgrade$/);
    await expect(main(page)).toContainText('Business Email 25 Mailboxes');

    await page.goto('/services/communication/email/EML-500614/order');
    await expect(page.getByRole('heading', { level: 1, name: 'Add to your email' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Order this: Email Archiving' }).click();
    await expect(page).toHaveURL(/\/services\/confirm-purchase$/);
    await expect(main(page)).toContainText('Email Archiving');

    await page.goto('/services/communication/hosted-exchange/HEX-701220');
    await expect(page.getByRole('heading', { level: 1, name: 'Hosted Exchange Business' })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Exchange mailboxes' }).getByText('thandi@mokoenadesign.com')).toBeVisible();
    await expect(main(page).getByText('Mailboxes a month')).toBeVisible();

    await page.goto('/services/communication/domain/DOM-701321');
    await expect(page.getByRole('heading', { level: 1, name: 'Domain Name .co.za' })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'DNS records' })).toBeVisible();
  });
});
