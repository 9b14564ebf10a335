import { expect, test } from '../support/test';
import { callAsPage } from '../support/api';
import { DEMO, signIn } from '../support/sign-in';

interface Overview {
  relation: string;
  accounts: { accountCode: string; customerName: string; status: string; balance: number | null; overdue: number | null; serviceCount: number }[];
}

const rand = (amount: number) => `R ${Math.floor(amount).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${String(Math.round(amount * 100) % 100).padStart(2, '0')}`;

test.describe('enterprise parents and resellers', () => {
  test('an enterprise parent sees its branches and opens a branch’s suspended service inside that branch', async ({ page }) => {
    await signIn(page, DEMO.twoParents, { accountName: /Acme Logistics \(Pty\) Ltd/ });
    await expect(page).toHaveURL(/\/dashboard$/);
    const header = page.getByRole('banner');
    await expect(header).toContainText('Acme Logistics (Pty) Ltd');
    await expect(header).toContainText('ENT2001');

    const { accounts } = await callAsPage<Overview>(page, 'account.GetChildAccountsOverview');
    const branches = page.getByRole('region', { name: 'Branches' });
    await expect(branches).toBeVisible();
    await expect(branches.getByText(`Showing 1 - ${accounts.length} of ${accounts.length} branches`)).toBeVisible();
    const gqeberha = branches.getByRole('row').filter({ hasText: 'ENT2001-03' });
    await expect(gqeberha).toContainText('Gqeberha Warehouse');
    await expect(gqeberha).toContainText('Suspended');
    const listed = accounts.find((a) => a.accountCode === 'ENT2001-03')!;
    if (listed.balance !== null) await expect(gqeberha).toContainText(listed.balance < 0 ? `${rand(-listed.balance)} credit` : rand(listed.balance));

    await gqeberha.getByRole('button', { name: 'Open Business Fibre 200/200 Mbps (FTTB-200003)' }).click();
    await expect(page).toHaveURL(/\/services\/connectivity\/ftth\/FTTB-200003$/);
    await expect(page.getByRole('status').filter({ hasText: 'You are now in' })).toContainText('Gqeberha Warehouse (ENT2001-03)');
    await expect(header).toContainText('Acme Logistics — Gqeberha Warehouse');
    await expect(header).toContainText('ENT2001-03');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('FTTB-200003');
    await expect(page.getByRole('main')).toContainText('Suspended');

    // The branch's session is the branch's: no siblings on its dashboard.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Branches' })).toHaveCount(0);
    await expect(header).toContainText('ENT2001-03');
  });

  test('/dashboard#branches lands on the branches', async ({ page }) => {
    await signIn(page, DEMO.twoParents, { accountName: /Acme Logistics \(Pty\) Ltd/ });
    await expect(page).toHaveURL(/\/dashboard$/);
    // A full load of the address, as from a link in an e-mail or an alert.
    await page.goto('/tickets');
    await page.goto('/dashboard#branches');
    const branches = page.locator('#branches');
    await expect(branches).toHaveAccessibleName('Branches');
    await expect(branches).toBeFocused();
    await expect(branches.getByRole('heading', { name: 'Branches' })).toBeInViewport();
  });

  test('a reseller’s dashboard leads with its clients, and one click switches to a client', async ({ page }) => {
    await signIn(page, DEMO.reseller);
    await expect(page).toHaveURL(/\/dashboard$/);
    const { relation, accounts } = await callAsPage<Overview>(page, 'account.GetChildAccountsOverview');
    expect(relation).toBe('clients');
    const clients = page.getByRole('region', { name: 'Your clients' });
    await expect(clients).toBeVisible();
    for (const client of accounts) {
      const row = clients.getByRole('row').filter({ hasText: client.accountCode });
      await expect(row).toContainText(client.customerName);
      await expect(row).toContainText(client.status);
      if (client.balance !== null) await expect(row).toContainText(client.balance < 0 ? `${rand(-client.balance)} credit` : rand(client.balance));
    }
    // Clients come before the account's own cards.
    const clientsBox = (await clients.boundingBox())!;
    const balanceBox = (await page.getByRole('region', { name: 'Balance' }).boundingBox())!;
    expect(clientsBox.y).toBeLessThan(balanceBox.y);

    const first = accounts[0];
    await clients.getByRole('button', { name: new RegExp(`Switch to ${first.customerName}`) }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner')).toContainText(first.accountCode);
    await expect(page.getByRole('banner')).toContainText(first.customerName);
    await expect(page.getByRole('status').filter({ hasText: 'You are now in' })).toContainText(`${first.customerName} (${first.accountCode})`);
    await expect(page.getByRole('region', { name: 'Your clients' })).toHaveCount(0);
  });

  test('on a 360 px phone the header keeps to one row naming the account, and Balance with Pay now comes first', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, DEMO.twoParents, { accountName: /Acme Logistics \(Pty\) Ltd/ });
    await expect(page).toHaveURL(/\/dashboard$/);
    const header = page.getByRole('banner');
    await expect(header).toContainText('ENT2001');
    await expect(header.getByRole('button', { name: 'Switch Account' })).toBeVisible();
    const headerBox = (await header.boundingBox())!;
    expect(headerBox.height).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // Pay now while something is owed, View billing once paid up (other tests may pay).
    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance.getByRole('link', { name: /Pay now|View billing/ })).toBeInViewport();
    const branches = page.getByRole('region', { name: 'Branches' });
    await expect(branches).toBeVisible();
    expect((await balance.boundingBox())!.y).toBeLessThan((await branches.boundingBox())!.y);

    await header.getByRole('button', { name: 'More options' }).click();
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeHidden();
  });

  test('on a 360 px phone a customer’s Balance and Pay now come before the alerts', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance).toBeInViewport();
    const action = balance.getByRole('link', { name: /Pay now|View billing/ });
    await expect(action).toBeInViewport();
    const alerts = page.getByRole('region', { name: 'Alerts' });
    if (await alerts.count()) expect((await balance.boundingBox())!.y).toBeLessThan((await alerts.boundingBox())!.y);
  });
});
