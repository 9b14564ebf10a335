import { connectivityPurchasePath, connectivityServicePath, connectivityUpgradePath } from '@portal/contract';
import { expect, test, type Page } from '../support/test';
import { callAsPage } from '../support/api';
import { DEMO, signIn } from '../support/sign-in';

interface Service {
  serviceTag: string;
  type: string;
  product: string;
}

const connectivityServices = async (page: Page) =>
  (await callAsPage<{ services: Service[] }>(page, 'services.GetServices', { category: 'connectivity' })).services;

const main = (page: Page) => page.getByRole('main');

test.describe('connectivity services a customer can run', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a fibre service opens from the dashboard with its usage chart and the same figures as a table', async ({ page }) => {
    await page.getByRole('region', { name: 'Connectivity' }).getByRole('link', { name: 'Fibre 100/50 Mbps Uncapped' }).click();
    await expect(page).toHaveURL(/\/services\/connectivity\/ftth\/FTTH-100234$/);
    await expect(page.getByRole('heading', { name: 'Fibre 100/50 Mbps Uncapped', level: 1 })).toBeVisible();
    await expect(main(page).getByText('100 Mbps down · 50 Mbps up')).toBeVisible();
    const chart = page.getByRole('img', { name: /^Bar chart of the data used each day over the last 30 days/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas')).toBeVisible();

    await page.getByText('Show as table').click();
    const rows = main(page).getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(31); // a header and 30 days
    await page.getByRole('group', { name: 'Period shown' }).getByRole('button', { name: '7 days' }).click();
    await expect(page.getByRole('img', { name: /over the last 7 days/ })).toBeVisible();
  });

  test('upgrading the fibre: Order Confirmed with a reference, the order in Orders & Docs, the charge on the next invoice', async ({ page }) => {
    await page.goto('/services/connectivity/ftth/FTTH-100234');
    await main(page).getByRole('link', { name: 'Change plan' }).click();
    await expect(page).toHaveURL(/\/ftth\/FTTH-100234\/upgrade$/);
    await page.getByRole('button', { name: 'Choose this plan: Fibre 200/100 Mbps Uncapped' }).click();
    await expect(page).toHaveURL(/\/services\/confirm-upgrade$/);
    await expect(page.getByRole('heading', { name: 'Confirm your plan change' })).toBeVisible();
    await expect(main(page)).toContainText('Fibre 200/100 Mbps Uncapped');
    await page.getByRole('button', { name: 'Confirm order' }).click();

    const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
    await expect(modal).toBeVisible();
    const reference = (await modal.getByRole('definition').filter({ hasText: /^ORD-/ }).textContent())!.trim();
    await modal.getByRole('link', { name: 'View Order' }).click();
    await expect(page).toHaveURL(/\/account\/orders-and-docs$/);
    // The fibre's page, left for Orders & Docs, stays in the page hidden, and names the order too.
    await expect(main(page).getByText(reference).filter({ visible: true }).first()).toBeVisible();

    await page.goto('/account/billing-details/invoices/next');
    await expect(main(page).getByText('Fibre 200/100 Mbps Uncapped (FTTH-100234): monthly difference from Fibre 100/50 Mbps Uncapped')).toBeVisible();

    // The demo provisioning finishes the order within seconds: the service runs on the new plan.
    await expect
      .poll(async () => (await callAsPage<{ product: { name: string } }>(page, 'services.GetService', { serviceTag: 'FTTH-100234' })).product.name, { timeout: 15_000 })
      .toBe('Fibre 200/100 Mbps Uncapped');
  });

  test('a smaller plan is marked Downgrade, and one that starts today is warned about and needs the box ticked', async ({ page }) => {
    await page.goto('/services/connectivity/mobiledata/account/MOB-300412');
    await main(page).getByRole('link', { name: 'Change plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change plan' })).toBeVisible();
    const smaller = main(page).getByRole('listitem', { name: 'Mobile Data 10 GB' });
    await expect(smaller.getByText('Downgrade')).toBeVisible();
    await expect(smaller).toContainText('R 70.00 less a month');
    await expect(main(page).getByRole('listitem', { name: 'Mobile Data 50 GB' }).getByText('Downgrade')).toHaveCount(0);
    await smaller.getByRole('button', { name: 'Choose this plan: Mobile Data 10 GB' }).click();

    await expect(page).toHaveURL(/\/services\/confirm-upgrade$/);
    const warning = main(page).getByRole('alert');
    await expect(warning).toContainText('This downgrade takes effect today.');
    await expect(warning.getByRole('list', { name: 'What you lose' })).toHaveText('Data: 20 GB a month → 10 GB a month');
    await expect(warning).toContainText('your next invoice carries the whole monthly difference (-R 70.00)');
    await page.getByRole('button', { name: 'Confirm order' }).click();
    const accept = page.getByRole('checkbox', { name: 'I understand: I lose this today' });
    await expect(accept).toHaveAccessibleDescription('Please tick the box to accept the smaller plan from today.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await accept.check();
    await expect(accept).not.toHaveAccessibleDescription(/Please tick/);
    // Not placed here: going back leaves the service on its plan.
    await main(page).getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change plan' })).toBeVisible();
    expect((await callAsPage<{ product: { name: string } }>(page, 'services.GetService', { serviceTag: 'MOB-300412' })).product.name).toBe('Mobile Data 20 GB');
  });

  test('buying a mobile-data top-up grows this month’s cap at once', async ({ page }) => {
    // The cap as it stands (the billing tests may have added extras to this service already): whole gigabytes.
    const capOf = async () => (await callAsPage<{ usage: { capMb: number } }>(page, 'services.GetService', { serviceTag: 'MOB-300412' })).usage.capMb / 1024;
    const before = await capOf();
    await page.goto('/services/connectivity/mobiledata/account/MOB-300412');
    await expect(main(page).getByText(new RegExp(`of ${before} GB used`))).toBeVisible();
    await main(page).getByRole('link', { name: 'Buy data' }).click();
    await expect(page).toHaveURL(/\/mobiledata\/purchase\/account\/MOB-300412$/);
    await page.getByRole('button', { name: 'Buy this: Mobile Data Top-up 1 GB' }).click();
    await expect(page).toHaveURL(/\/services\/confirm-purchase$/);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
    await expect(modal).toBeVisible();
    await modal.getByRole('link', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/mobiledata\/account\/MOB-300412$/);
    await expect(main(page).getByText(new RegExp(`of ${before + 1} GB used`))).toBeVisible();
    expect(await capOf()).toBe(before + 1);
  });

  test('cancelling the ADSL line: Cancellation Request Logged, and the request in Cancellations', async ({ page }) => {
    await page.goto('/services/connectivity/adsl/ADSL-400513');
    await main(page).getByRole('link', { name: 'Cancel service' }).click();
    await expect(page).toHaveURL(/\/services\/adsl\/ADSL-400513\/cancellation$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please make a selection for Reason.')).toBeVisible();
    await page.getByLabel('Reason').selectOption({ label: 'I no longer need it' });
    for (const courier of await page.getByRole('radio', { name: /^Courier collection/ }).all()) await courier.check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/services\/cancel$/);
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    const modal = page.getByRole('dialog', { name: 'Cancellation Request Logged' });
    await expect(modal).toBeVisible();
    const reference = (await modal.getByRole('definition').filter({ hasText: /^CAN-/ }).textContent())!.trim();
    await modal.getByRole('link', { name: 'View Request' }).click();
    await expect(page).toHaveURL(/\/account\/cancellations$/);
    // The line's page, left for Cancellations, stays in the page hidden, and names the request too.
    await expect(main(page).getByText(reference).filter({ visible: true })).toBeVisible();

    // The line is suspended, so it may end today: once the operator has confirmed (2 s in the demo) it shows Cancelled.
    await page.goto('/services/connectivity/adsl/ADSL-400513');
    await expect(main(page).getByText(/^(Cancellation pending|Cancelled)$/).first()).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Cancel service' })).toHaveCount(0);
  });
});

test.describe('every connectivity route renders for a seeded service of its type', () => {
  for (const who of [
    { cell: DEMO.customer, account: undefined, name: 'the customer' },
    { cell: DEMO.twoParents, account: /Acme Logistics \(Pty\) Ltd/, name: 'the enterprise parent' },
  ]) {
    test(`the services of ${who.name}`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, who.cell, { accountName: who.account });
      await expect(page).toHaveURL(/\/dashboard$/);
      const services = await connectivityServices(page);
      expect(services.length).toBeGreaterThanOrEqual(8);
      for (const service of services) {
        const routes = [
          connectivityServicePath(service.type, service.serviceTag),
          connectivityUpgradePath(service.type, service.serviceTag),
          connectivityPurchasePath(service.type, service.serviceTag),
        ].filter((route): route is string => route !== null);
        for (const route of routes) {
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(new URL(page.url()).pathname, `${route} stays on its page`).toBe(route);
          await expect(main(page).getByText(service.serviceTag).first()).toBeVisible();
        }
        if (service.type === 'shareddata') {
          const detail = await callAsPage<{ sharedMembers: { userId: number; name: string }[] }>(page, 'services.GetService', { serviceTag: service.serviceTag });
          const member = detail.sharedMembers[0];
          await page.goto(`${connectivityServicePath(service.type, service.serviceTag)}/${member.userId}`);
          await expect(page.getByRole('heading', { name: member.name, level: 1 })).toBeVisible();
        }
        if (service.type === 'ftth') {
          await page.goto(`/services/connectivity/ftth/${service.serviceTag}/cancellation`);
          await expect(page).toHaveURL(new RegExp(`/services/ftth/${service.serviceTag}/cancellation$`));
          await expect(page.getByRole('form', { name: 'Cancellation details' })).toBeVisible();
        }
      }
    });
  }
});
