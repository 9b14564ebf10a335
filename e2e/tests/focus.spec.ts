import { expect, test, type Page } from '../support/test';
import { DEMO, latestPin, signIn } from '../support/sign-in';

/** What has the focus, as the browser says: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName}: ${active.textContent?.trim()}` : 'nothing';
  });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('navigation and focus', () => {
  test('each sign-in step puts the focus where the person goes on, and the dashboard’s heading has it after', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Cell number')).toBeFocused();
    const requested = Date.now() - 1000;
    await page.getByLabel('Cell number').fill(DEMO.twoParents);
    await page.getByRole('button', { name: 'Send PIN' }).click();
    const pinField = page.getByPlaceholder(/Enter your 6 digit pin/i);
    await expect(pinField).toBeFocused();
    await pinField.fill(await latestPin(page.request, DEMO.twoParents, requested));
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Two accounts: the choice replaces the form, and the heading takes the focus.
    await expect(page.getByRole('button', { name: /Acme Logistics/ })).toBeVisible();
    await expect.poll(() => focused(page)).toBe('H1: Sign in');
    await page.getByRole('button', { name: /Acme Logistics/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(() => focused(page)).toBe('H1: Dashboard');
  });

  test('after following a sidebar link the new page’s heading has the focus, not the link', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => focused(page)).toBe('H1: Dashboard');
    for (const [entry, heading] of [
      ['Connectivity', 'Connectivity'],
      ['Tickets', 'Tickets'],
      ['My Account', 'My Account'],
      ['Payments & Billing', 'Payments & Billing'],
    ]) {
      await mainNav(page).getByRole('link', { name: entry }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect.poll(() => focused(page)).toBe(`H1: ${heading}`);
      await expect(mainNav(page).getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('after a tab change the tab page’s heading has the focus', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await mainNav(page).getByRole('link', { name: 'My Account' }).click();
    const tabs = page.getByRole('navigation', { name: 'My Account sections' });
    await tabs.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/account\/messages$/);
    await expect(tabs.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => focused(page)).toBe('H1: My Account');
    await tabs.getByRole('link', { name: 'Payments & Billing' }).click();
    await expect(page).toHaveURL(/\/account\/billing-details$/);
    await expect.poll(() => focused(page)).toBe('H1: Payments & Billing');
  });

  test('Payments & Billing is one place: its pages say so in the heading, the sidebar, the tab and the title', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await mainNav(page).getByRole('link', { name: 'Payments & Billing' }).click();
    await expect(page).toHaveURL(/\/account\/billing-details$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments & Billing');
    await expect(page).toHaveTitle('Payments & Billing · Customer Portal');

    await page.goto('/account/debit-order-mandate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments & Billing');
    await expect(mainNav(page).getByRole('link', { name: 'Payments & Billing' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'My Account' })).not.toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: 'My Account sections' }).getByRole('link', { name: 'Payments & Billing' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Debit order mandate · Customer Portal');
  });

  test('every page has its own document title', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Customer Portal');
    await signIn(page, DEMO.customer);
    await expect(page).toHaveTitle('Dashboard · Customer Portal');
    await mainNav(page).getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveTitle('Personal Info · Customer Portal');
    await mainNav(page).getByRole('link', { name: 'Connectivity' }).click();
    await expect(page).toHaveTitle('Connectivity · Customer Portal');
    // A service page is named after its product.
    await page.goto('/services/connectivity/ftth/FTTH-100234');
    await expect(page).toHaveTitle('Fibre 100/50 Mbps Uncapped · Customer Portal');
    await page.goto('/tickets/support/TCK-10021');
    await expect(page).toHaveTitle('Ticket TCK-10021 · Customer Portal');
    await mainNav(page).getByRole('link', { name: 'Tickets' }).click();
    await expect(page).toHaveTitle('Tickets · Customer Portal');
  });

  test('the sidebar stays in view at the bottom of a long page', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await mainNav(page).getByRole('link', { name: 'Payments & Billing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments & Billing' })).toBeVisible();
    // However long the page grows, the sidebar is beside it at the bottom.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '4000px';
      document.getElementById('main')!.append(filler);
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeInViewport();
    await expect(mainNav(page).getByRole('link', { name: 'Payments & Billing' })).toBeInViewport();
  });

  test('on a phone the menu closes after a link is followed and the new page’s heading has the focus', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    await mainNav(page).getByRole('link', { name: 'Connectivity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connectivity' })).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await expect.poll(() => focused(page)).toBe('H1: Connectivity');
  });
});
