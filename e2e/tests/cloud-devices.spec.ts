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

  test('a battery replacement asks where it is fitted (capture-details), confirms it with that address, and the order keeps it', async ({ page }) => {
    await page.goto('/services/ups/UPS-130422');
    await expect(main(page).getByText('The battery needs replacing.')).toBeVisible();
    await main(page).getByRole('button', { name: 'Request battery replacement' }).click();
    await expect(page).toHaveURL(/\/services\/capture-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery details' })).toBeVisible();
    const form = main(page).getByRole('form', { name: 'Delivery details' });
    // An empty number is asked for; then the site where the technician fits it.
    await form.getByLabel('Cell number').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter your cell number.')).toBeVisible();
    await form.getByLabel('Contact name').fill('Thandi Mokoena');
    await form.getByLabel('Cell number').fill('082 123 4567');
    await form.getByLabel('Address line 1').fill('14 Bree Street');
    await form.getByLabel('Address line 2 (optional)').fill('Unit 3');
    await form.getByLabel('City').fill('Cape Town');
    await form.getByLabel('Postal code').fill('8001');
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/services\/confirm-purchase$/);
    const order = main(page).getByRole('region', { name: 'Your order' });
    await expect(order).toContainText('UPS Battery Replacement');
    await expect(order).toContainText('UPS Rental 2 kVA · UPS-130422');
    await expect(order).toContainText('14 Bree Street, Unit 3, Cape Town, 8001');
    await page.getByRole('button', { name: 'Confirm order' }).click();
    const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('UPS Rental 2 kVA · UPS-130422');
    await expect(modal).toContainText('14 Bree Street, Unit 3, Cape Town, 8001');
    const reference = (await modal.getByRole('definition').filter({ hasText: /^ORD-/ }).textContent())!.trim();
    await modal.getByRole('link', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/services\/ups\/UPS-130422$/);

    await page.goto('/account/orders-and-docs');
    await main(page).getByRole('button', { name: new RegExp(`^Show 1 line of order ${reference}$`) }).click();
    const lines = main(page).getByRole('table', { name: `Lines of order ${reference}` });
    await expect(lines).toContainText('UPS Battery Replacement (UPS-130422)');
    await expect(main(page).getByText('14 Bree Street, Unit 3, Cape Town, 8001')).toBeVisible();
  });
});
