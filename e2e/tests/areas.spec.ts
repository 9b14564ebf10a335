import { expect, test, type Page } from '../support/test';
import { callAsPage } from '../support/api';
import { DEMO, signIn } from '../support/sign-in';

interface Service {
  serviceTag: string;
  product: string;
}

/**
 * The area's pages (its './routes' module) came from its own remote: on the click, or ahead of it once the dashboard
 * was quiet. Its manifest and entry may already be there: the dashboard loads every area's card.
 */
async function expectPagesFromRemote(page: Page, area: string) {
  const fetched = await page.evaluate(
    (path) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith(path)),
    `/remotes/${area}/__federation_expose_routes`,
  );
  expect(fetched, `${area}'s routes module came from /remotes/${area}/`).toBe(true);
}

test.describe('every area loads through federation and shows the account’s own records', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Personal Info shows the account from the server under the My Account header', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account\/account-details$/);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expectPagesFromRemote(page, 'account');
    await expect(page.getByText('Manage your Personal Info and Payment Details')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Personal Info' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

    const account = await callAsPage<{ customerName: string; accountCode: string; contact: { email: string } }>(
      page,
      'account.GetAccount',
    );
    await expect(page.getByText(account.customerName).first()).toBeVisible();
    await expect(page.getByText(account.accountCode).first()).toBeVisible();
    await expect(page.getByText(account.contact.email).first()).toBeVisible();
  });

  for (const { label, path, category, area } of [
    { label: 'Connectivity', path: '/services/connectivity', category: 'connectivity', area: 'connectivity' },
    { label: 'Communication', path: '/services/communication', category: 'communication', area: 'communication' },
    { label: 'Cloud & Hosting', path: '/services/cloud', category: 'cloud', area: 'cloud-hosting' },
  ]) {
    test(`${label} lists the account's ${category} services`, async ({ page }) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      // Checked once the page shows: its module's request is only listed once it has finished.
      await expectPagesFromRemote(page, area);
      const { services } = await callAsPage<{ services: Service[] }>(page, 'services.GetServices', { category });
      expect(services.length).toBeGreaterThan(0);
      // A paged list (more services than a page holds) finds each one by its search box.
      const search = page.getByLabel(/^Search your/);
      for (const service of services) {
        if (await search.count()) await search.fill(service.serviceTag);
        await expect(page.getByText(service.serviceTag).first()).toBeVisible();
      }
    });
  }

  test('Tickets lists the account’s open and closed tickets', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    const { tickets } = await callAsPage<{ tickets: { ticketNumber: string; status: string }[] }>(page, 'tickets.GetTickets');
    expect(tickets.some((t) => t.status === 'open') && tickets.some((t) => t.status === 'closed')).toBe(true);
    const all = page.getByRole('button', { name: /^All/ });
    if (await all.count()) await all.click();
    for (const ticket of tickets) await expect(page.getByText(ticket.ticketNumber).first()).toBeVisible();
  });

  test('Payments & Billing shows the billing summary and the newest invoices', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments & Billing' }).click();
    await expect(page).toHaveURL(/\/account\/billing-details$/);
    await expect(page.getByRole('heading', { name: 'Payments & Billing' }).first()).toBeVisible();
    const { invoices, total } = await callAsPage<{ invoices: { invoiceTxNumber: string }[]; total: number }>(
      page,
      'billing.GetInvoices',
      { page: 1, pageSize: 12 },
    );
    expect(total).toBeGreaterThanOrEqual(12);
    await expect(page.getByText(invoices[0].invoiceTxNumber).first()).toBeVisible();
  });
});

/** Signed in on the dashboard until the portal has loaded every area ahead (the last one is Tickets). */
async function lookAtDashboard(page: Page) {
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Loaded ahead once the dashboard has been quiet: each area's routes, then its first page and that page's data.
  await page.waitForResponse((r) => r.url().includes('/remotes/tickets/__federation_expose_routes'), { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** Records every loading status <main> shows from now on, and every script and action the page asks for. */
async function watchOpening(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('main [role="status"]')) seen.push(status.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const scripts: string[] = [];
  const actions: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (request.url().includes('/action/')) actions.push(request.url().split('/').pop()!);
  });
  return { scripts, actions, loadingSeen: () => page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen) };
}

test('an area opened after a look at the dashboard shows at once: its code was loaded ahead, no loading state for it', async ({ page }) => {
  await lookAtDashboard(page);
  const opening = await watchOpening(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^All \(\d+\)$/ })).toBeVisible();
  expect(opening.scripts).toEqual([]);
  expect(await opening.loadingSeen()).not.toContain('Loading Tickets…');
});

test('Payments & Billing opened after a look at the dashboard shows its data at once: it was asked for ahead with the code', async ({ page }) => {
  await lookAtDashboard(page);
  const opening = await watchOpening(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments & Billing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments & Billing' })).toBeVisible();
  const { invoices } = await callAsPage<{ invoices: { invoiceTxNumber: string }[] }>(page, 'billing.GetInvoices', { page: 1, pageSize: 12 });
  await expect(page.getByRole('cell', { name: invoices[0].invoiceTxNumber, exact: true })).toBeVisible();
  expect(opening.scripts).toEqual([]);
  // The summary, invoices, payments and add-to-bill offers were in the page's cache already.
  for (const read of ['billing.GetBillingDetails', 'billing.GetInvoices', 'billing.GetPayments', 'billing.payment.GetAddToBillOffers']) {
    expect(opening.actions).not.toContain(read);
  }
  expect((await opening.loadingSeen()).filter((text) => text.startsWith('Loading'))).toEqual([]);
});

test('an area left for another and opened again is as it was left: its search stays typed, and only the page shown is on screen', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Tickets', exact: true }).click();
  const search = page.getByLabel('Search tickets');
  await search.fill('Router');
  await expect(page.getByRole('link', { name: 'TCK-10009' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'TCK-10021' })).toHaveCount(0);

  await sidebar.getByRole('link', { name: 'Payments & Billing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments & Billing' })).toBeFocused();
  // The tickets page is still in the document, hidden: not seen, not reachable, not read out.
  await expect(search).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  await sidebar.getByRole('link', { name: 'Tickets', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeFocused();
  await expect(search).toHaveValue('Router');
  await expect(page.getByRole('link', { name: 'TCK-10009' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
