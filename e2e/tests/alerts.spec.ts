import { expect, test, type Page } from '../support/test';
import { pageToken } from '../support/api';
import { ownServer } from '../support/own-server';
import { changeInstanceConfig } from '../support/instance-config';
import { DEMO, signIn } from '../support/sign-in';

/**
 * Alerts derived from the account's state. This file pays CUS1001's balance in full, which the billing tests need
 * unpaid: it runs on a server of its own, with its own fresh demo data.
 */
const server = ownServer(8196);
test.beforeAll(async () => {
  await server.start();
});
test.afterAll(() => server.dispose());

/** CUS1001's user with account, connectivity, communication and tickets. */
const AYANDA = '0721234502';

interface AlertItem {
  id: string;
  title: string;
}

async function alertsAsPage(page: Page): Promise<AlertItem[]> {
  const token = await pageToken(page);
  const response = await page.request.post(`${server.baseURL}/api/solid/isp-portal/action/dashboard.alert.GetAlerts`, {
    data: {},
    headers: { 'x-portal-authorization': token },
  });
  return (await response.json()).result.alerts as AlertItem[];
}

async function signInHere(page: Page, cellNumber: string) {
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, cellNumber);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function payOnGateway(page: Page, card: string) {
  await expect(page).toHaveURL(/\/gateway-sim\//);
  await page.getByLabel('Card holder').fill('T Mokoena');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByRole('button', { name: /^Pay R/ }).click();
}

const alertsRegion = (page: Page) => page.getByRole('region', { name: 'Alerts' });
const alertNamed = (page: Page, title: string) => alertsRegion(page).getByRole('group', { name: title });
/** Opens the alerts beyond the first three (the most severe), which wait behind one 'n more' control. */
const showAllAlerts = (page: Page) => alertsRegion(page).getByRole('button', { name: /^\d+ more alerts?:/ }).click();

/** The instance config the page reads, with the billing area turned off (the server's own config is unchanged). */
async function withoutBilling(page: Page) {
  await changeInstanceConfig(page, (config) => {
    config.remotes.billing.enabled = false;
  });
}

test.describe('links into an area the instance does not run are not there', () => {
  test('with billing on, the overdue alert offers Pay now and My Account has a Payments & Billing tab', async ({ page }) => {
    await signInHere(page, DEMO.customer);
    await expect(alertNamed(page, 'Your invoice is overdue').getByRole('link', { name: 'Pay now' })).toBeVisible();
    await page.goto(`${server.baseURL}/account/account-details`);
    await expect(page.getByRole('navigation', { name: 'My Account sections' }).getByRole('link', { name: 'Payments & Billing' })).toBeVisible();
  });

  test('with billing off, no Pay now, no Payments & Billing tab or entry, and the alert itself still says what is due', async ({ page }) => {
    await withoutBilling(page);
    await signInHere(page, DEMO.customer);
    await expect(alertNamed(page, 'Your invoice is overdue')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Balance' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments & Billing' })).toHaveCount(0);

    await page.goto(`${server.baseURL}/account/account-details`);
    const tabs = page.getByRole('navigation', { name: 'My Account sections' });
    await expect(tabs.getByRole('link', { name: 'Personal Info' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Payments & Billing' })).toHaveCount(0);
  });
});

test('paying the whole balance by card clears the overdue alert: the balance and the alerts agree', async ({ page }) => {
  await signInHere(page, DEMO.customer);
  const overdue = alertNamed(page, 'Your invoice is overdue');
  await expect(overdue).toBeVisible();

  await overdue.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/account\/billing-details/);
  const payDialog = page.getByRole('dialog', { name: 'Credit Card Payment' });
  await expect(payDialog).toBeVisible();
  await payDialog.getByRole('button', { name: 'Confirm Payment' }).click();
  await payOnGateway(page, '4111 1111 1111 1111');
  const confirmed = page.getByRole('dialog', { name: 'Payment Confirmed' });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole('button', { name: /OK|Close/ }).first().click();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('R 0.00');
  // Other alerts (the suspended ADSL line) are still there; the overdue one is not.
  await expect(alertNamed(page, 'ADSL service suspended')).toBeVisible();
  await expect(alertNamed(page, 'Your invoice is overdue')).toHaveCount(0);
  expect((await alertsAsPage(page)).filter((a) => a.id.startsWith('invoice-overdue:'))).toEqual([]);
  await page.reload();
  await expect(alertNamed(page, 'ADSL service suspended')).toBeVisible();
  await expect(alertNamed(page, 'Your invoice is overdue')).toHaveCount(0);
});

test('a dismissed alert stays gone after a reload and a new sign-in; another user of the account still sees it', async ({ page, browser }) => {
  await signInHere(page, DEMO.customer);
  const suspended = alertNamed(page, 'ADSL service suspended');
  await expect(suspended).toBeVisible();
  // The alert goes at once; the reload must wait for the server to have kept the dismissal.
  const kept = page.waitForResponse((r) => r.url().endsWith('/dashboard.alert.DismissAlert') && r.ok());
  await suspended.getByRole('button', { name: 'Dismiss' }).click();
  await expect(suspended).toHaveCount(0);
  await kept;

  await page.reload();
  await showAllAlerts(page);
  await expect(alertNamed(page, 'Planned maintenance')).toBeVisible();
  await expect(alertNamed(page, 'ADSL service suspended')).toHaveCount(0);

  // A new browser: nothing cached, so what shows is what the server kept.
  const fresh = await browser.newContext();
  try {
    const again = await fresh.newPage();
    await signInHere(again, DEMO.customer);
    await showAllAlerts(again);
    await expect(alertNamed(again, 'Planned maintenance')).toBeVisible();
    await expect(alertNamed(again, 'ADSL service suspended')).toHaveCount(0);
    expect((await alertsAsPage(again)).map((a) => a.id)).not.toContain('service-suspended:ADSL-400513');
  } finally {
    await fresh.close();
  }

  const other = await browser.newContext();
  try {
    const ayanda = await other.newPage();
    await signInHere(ayanda, AYANDA);
    await expect(alertNamed(ayanda, 'ADSL service suspended')).toBeVisible();
  } finally {
    await other.close();
  }
});
