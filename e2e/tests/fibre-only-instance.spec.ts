import { expect, test, type Page } from '../support/test';
import { pageToken } from '../support/api';
import { ownServer } from '../support/own-server';
import { DEMO, signIn } from '../support/sign-in';

/**
 * Two instances of one build: a provider that sells fibre only (config/instances/fibre-only.json: its own brand name and
 * colour, the connectivity category and two ticket categories), started with PORTAL_INSTANCE=fibre-only beside the
 * default instance the other tests use. The same build and demo data.
 */
const server = ownServer(8193, { PORTAL_INSTANCE: 'fibre-only' });
test.beforeAll(async () => {
  await server.start();
});
test.afterAll(() => server.dispose());

async function actionAsPage(page: Page, name: string, body: Record<string, unknown>) {
  const token = await pageToken(page);
  const response = await page.request.post(`${server.baseURL}/api/solid/isp-portal/action/${name}`, {
    data: body,
    headers: { 'x-portal-authorization': token },
  });
  return { status: response.status(), envelope: await response.json() };
}

test('the fibre-only instance shows only Connectivity and refuses a communication service action', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Connectivity' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Communication' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Cloud & Hosting' })).toHaveCount(0);
  // This instance leaves only Referral out of the sidebar; the page still opens by its address.
  await expect(nav.getByRole('link', { name: 'Outages' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Referral' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Communication' })).toHaveCount(0);

  await page.goto(`${server.baseURL}/services/communication`);
  await expect(page).toHaveURL(/\/404$/);

  const list = await actionAsPage(page, 'services.GetServices', { category: 'communication' });
  expect(list.status).toBe(404);
  expect(list.envelope.errors[0].message).toBe('That service category is not offered.');
  const email = await actionAsPage(page, 'services.GetService', { serviceTag: 'EML-500614' });
  const unknown = await actionAsPage(page, 'services.GetService', { serviceTag: 'NONE-000000' });
  expect(email.status).toBe(404);
  expect(email.envelope.errors).toEqual(unknown.envelope.errors);

  await page.goto(`${server.baseURL}/tickets/support`);
  const category = page.getByLabel('Category');
  await expect(category.getByRole('option')).toHaveText([/select/i, 'Billing', 'Technical']);
  const serviceOptions = await page.getByLabel('Service it concerns (optional)').getByRole('option').allTextContents();
  expect(serviceOptions.join('\n')).toContain('FTTH-100234');
  expect(serviceOptions.join('\n')).not.toMatch(/EML-|VOIP-|WEB-/);

  await page.goto(`${server.baseURL}/referrals`);
  await expect(page.getByRole('heading', { name: 'Refer a friend', level: 1 })).toBeVisible();
});

test('the fibre-only instance carries its own brand and colour, where the default instance carries its own', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await expect(page).toHaveTitle('Sign in · Fibre Portal');
  const primary = () => page.getByRole('button', { name: 'Send PIN' }).evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(await primary()).toBe('rgb(11, 83, 148)');
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard · Fibre Portal');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
  await expect(page).toHaveTitle(/ · Fibre Portal$/);
  // An address the shell has no name for still carries the brand, never the build's 'Customer Portal'.
  await page.goto(`${server.baseURL}/account/billing-details`);
  await expect(page).toHaveTitle(/Fibre Portal$/);
  expect(await page.title()).not.toContain('Customer Portal');

  // The default instance, from the same build.
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Customer Portal');
  expect(await primary()).toBe('rgb(66, 10, 56)');
});
