import { expect, test, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

const main = (page: Page) => page.getByRole('main');

test.describe('IoT, security, UPS and virtual data centre pages', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('restarting a virtual machine: it shows Restarting… and then Running again without a reload', async ({ page }) => {
    await page.goto('/services/vdc');
    await main(page).getByRole('link', { name: /^Manage .*\(VDC-140422\)$/ }).click();
    await expect(page).toHaveURL(/\/services\/vdc\/service\/VDC-140422$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual Data Centre 4 vCPU 16 GB' })).toBeVisible();
    const machines = main(page).getByRole('list', { name: 'Virtual machines' });
    const web = machines.getByRole('listitem').filter({ hasText: 'web-01' });
    await expect(web).toContainText('Running');

    await web.getByRole('button', { name: 'Restart web-01' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restart this machine?' });
    await dialog.getByRole('button', { name: 'Restart' }).click();
    await expect(web).toContainText('Restarting…');
    await expect(web).toContainText('Running', { timeout: 15_000 });
    await expect(web).not.toContainText('Restarting…');
    await expect(main(page).getByText(/Virtual machine web-01 restarted by Thandi/)).toBeVisible();
  });

  test('suspending and resuming an IoT SIM', async ({ page }) => {
    await page.goto('/services/iot/iot-account/IOT-110119');
    await expect(page.getByRole('heading', { level: 1, name: 'IoT Tracker SIM x 3' })).toBeVisible();
    const sim = main(page).getByRole('list', { name: 'SIMs' }).getByRole('listitem').filter({ hasText: 'Cold room sensor' });
    await expect(sim).toContainText('Active');

    await sim.getByRole('button', { name: 'Suspend Cold room sensor' }).click();
    await page.getByRole('dialog', { name: 'Suspend this SIM?' }).getByRole('button', { name: 'Suspend SIM' }).click();
    await expect(sim).toContainText('Suspending…');
    await expect(sim).toContainText('Suspended', { timeout: 15_000 });
    await expect(sim.getByRole('button', { name: 'Resume Cold room sensor' })).toBeVisible();

    await sim.getByRole('button', { name: 'Resume Cold room sensor' }).click();
    await page.getByRole('dialog', { name: 'Resume this SIM?' }).getByRole('button', { name: 'Resume SIM' }).click();
    await expect(sim).toContainText('Resuming…');
    await expect(sim.getByRole('button', { name: 'Suspend Cold room sensor' })).toBeVisible({ timeout: 15_000 });
    await expect(main(page).getByText(/Cold room sensor .* resumed by Thandi/)).toBeVisible();
  });

  const PAGES = [
    ['/services/iot', 'IoT'],
    ['/services/security', 'Security'],
    ['/services/ups', 'UPS'],
    ['/services/vdc', 'Virtual data centre'],
    ['/services/iot/iot-account/IOT-110119', 'IoT Tracker SIM x 3'],
    ['/services/security/antivirus-account/SEC-120220', 'eScan Antivirus 5 Devices'],
    ['/services/security/managed-firewall-account/MFW-120321', 'Managed Firewall Small Office'],
    ['/services/ups/UPS-130422', 'UPS Rental 2 kVA'],
    ['/services/ups/UPS-130321', 'UPS Rental 1 kVA'],
    ['/services/vdc/service/VDC-140422', 'Virtual Data Centre 4 vCPU 16 GB'],
  ] as const;
  for (const [path, heading] of PAGES) {
    test(`${path} renders`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main(page).getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expect(main(page).getByText(/We could not load/)).toHaveCount(0);
    });
  }

  test('a managed firewall change request logs a ticket', async ({ page }) => {
    await page.goto('/services/security/managed-firewall-account/MFW-120321');
    await expect(main(page).getByRole('table', { name: 'Firewall rules, checked from the top' })).toBeVisible();
    await main(page).getByRole('radio', { name: 'Remove a rule' }).check();
    await main(page).getByRole('combobox', { name: 'Rule to remove' }).selectOption({ label: '3. Remote desktop from the branch office' });
    await main(page).getByRole('textbox', { name: 'Why is the change needed?' }).fill('The branch office has closed.');
    await main(page).getByRole('button', { name: 'Send request' }).click();
    const logged = main(page).getByRole('status').filter({ hasText: 'We logged ticket' });
    await expect(logged).toBeVisible();
    await logged.getByRole('link').click();
    await expect(page).toHaveURL(/\/tickets\/support\//);
    await expect(main(page)).toContainText('Remote desktop from the branch office');
  });

  test('a battery replacement goes through the purchase confirmation and comes back to the UPS', async ({ page }) => {
    await page.goto('/services/ups/UPS-130422');
    await expect(main(page).getByText('The battery needs replacing.')).toBeVisible();
    await main(page).getByRole('button', { name: 'Request battery replacement' }).click();
    await expect(page).toHaveURL(/\/services\/confirm-purchase$/);
    await expect(main(page)).toContainText('UPS Battery Replacement');
    await page.getByRole('button', { name: 'Confirm order' }).click();
    const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
    await expect(modal).toBeVisible();
    await modal.getByRole('link', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/services\/ups\/UPS-130422$/);
  });
});
