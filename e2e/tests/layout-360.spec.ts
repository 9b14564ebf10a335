import { ACCOUNT_TABS, connectivityPurchasePath, connectivityServicePath, connectivityUpgradePath, paths } from '@portal/contract';
import { expect, test, type Page } from '../support/test';
import { callAsPage } from '../support/api';
import { DEMO, signIn } from '../support/sign-in';

const PHONE = { width: 360, height: 780 };

interface Service {
  category: string;
  type: string;
  serviceTag: string;
}

/** Opens a page, waits until it has settled, and checks that it is not wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page, route: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const { width, wider } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    // The outermost elements that reach past the screen's edge, to say what to fix.
    wider: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !el.closest('[style*="overflow"], .portal-table__scroll, .portal-link-tabs__list'))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${(el.textContent ?? '').trim().slice(0, 40)}`),
  }));
  expect.soft(width, `${route} is ${width} px wide at 360 px: ${wider.join(' | ')}`).toBeLessThanOrEqual(PHONE.width);
}

/** Every page the signed-in person can reach, with real service tags, an invoice and a ticket of the account. */
async function routesOf(page: Page): Promise<string[]> {
  const services: Service[] = [];
  for (const category of ['connectivity', 'communication', 'cloud']) {
    services.push(...(await callAsPage<{ services: Service[] }>(page, 'services.GetServices', { category })).services);
  }
  const connectivity = services.filter((s) => s.category === 'connectivity');
  const oneOfEachType = [...new Map(connectivity.map((s) => [s.type, s])).values()];
  const { invoices } = await callAsPage<{ invoices: { invoiceTxNumber: string }[] }>(page, 'billing.GetInvoices', { page: 1, pageSize: 1 });
  const { tickets } = await callAsPage<{ tickets: { ticketNumber: string }[] }>(page, 'tickets.GetTickets');
  const fibre = connectivity.find((s) => s.type === 'ftth') ?? connectivity[0];
  return [
    paths.dashboard,
    ...ACCOUNT_TABS.map((tab) => tab.to),
    paths.debitOrderMandate,
    ...invoices.slice(0, 1).map((invoice) => paths.invoice(invoice.invoiceTxNumber)),
    paths.connectivity,
    paths.communication,
    paths.cloud,
    ...oneOfEachType.map((s) => connectivityServicePath(s.type, s.serviceTag)),
    ...oneOfEachType.flatMap((s) => [connectivityUpgradePath(s.type, s.serviceTag), connectivityPurchasePath(s.type, s.serviceTag)]),
    ...(fibre ? [paths.serviceCancellation(fibre.type, fibre.serviceTag)] : []),
    paths.confirmUpgrade,
    paths.confirmPurchase,
    paths.captureDetails,
    paths.confirmCancel,
    paths.tickets,
    `${paths.tickets}/support`,
    ...tickets.slice(0, 1).map((ticket) => paths.ticket(ticket.ticketNumber)),
    paths.outages,
    paths.referrals,
    paths.emailPromotions,
  ].filter((route): route is string => route !== null);
}

test.describe('no page scrolls sideways on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  test('the public pages', async ({ page }) => {
    for (const route of [paths.login, paths.referralsPublic, paths.notFound]) await expectNoSidewaysScroll(page, route);
  });

  test('every page of the customer', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    const routes = await routesOf(page);
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) await expectNoSidewaysScroll(page, route);
    // With the menu open too.
    await page.goto(paths.dashboard);
    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  for (const { who, cell, accountName } of [
    { who: 'an enterprise parent', cell: DEMO.twoParents, accountName: /Acme Logistics/ },
    { who: 'a reseller', cell: DEMO.reseller, accountName: undefined },
  ]) {
    test(`the main pages of ${who}`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, cell, accountName ? { accountName } : {});
      await expect(page).toHaveURL(/\/dashboard$/);
      for (const route of [paths.dashboard, paths.billingDetails, paths.debitOrderMandate, paths.accountDetails, paths.access, paths.connectivity]) {
        await expectNoSidewaysScroll(page, route);
      }
    });
  }
});

test.describe('the My Account tabs on a phone', () => {
  test.use({ viewport: PHONE });

  test('scroll sideways within their own row, show the current tab and reach every tab by keyboard', async ({ page }) => {
    await signIn(page, DEMO.customer);
    // Signed in once the dashboard opens: going on earlier would leave before the session is kept.
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(paths.accountDetails);
    const tabs = page.getByRole('navigation', { name: 'My Account sections' });
    const list = tabs.getByRole('list');
    // More tabs than fit: the row scrolls (the page does not), and the last one is off screen at first.
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(tabs.getByRole('link', { name: 'Personal Info' })).toBeInViewport();
    await expect(tabs.getByRole('link', { name: 'Call Report' })).not.toBeInViewport();
    // Tabbing along the row brings each tab into view.
    await tabs.getByRole('link', { name: 'Personal Info' }).focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    await expect(tabs.getByRole('link', { name: 'Call Report' })).toBeFocused();
    await expect(tabs.getByRole('link', { name: 'Call Report' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
