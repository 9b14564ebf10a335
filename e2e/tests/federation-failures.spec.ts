import { expect, test } from '../support/test';
import { changeInstanceConfig } from '../support/instance-config';
import { DEMO, signIn } from '../support/sign-in';

test.describe('areas are data: enabled per instance, and one failing never blanks the portal', () => {
  test('an area the instance disables is neither fetched nor shown', async ({ page }) => {
    const fetchedTickets: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/tickets/')) fetchedTickets.push(r.url());
    });
    // The same build with an instance config that turns the tickets area off.
    await changeInstanceConfig(page, (config) => {
      config.remotes.tickets.enabled = false;
    });
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Connectivity' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tickets' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Balance' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Open tickets' })).toHaveCount(0);
    await page.goto('/tickets');
    await expect(page).toHaveURL(/\/404$/);
    expect(fetchedTickets).toEqual([]);
  });

  test('an area whose manifest fails shows its own fallback with a retry while the rest works', async ({ page }) => {
    let failing = true;
    await page.route('**/remotes/connectivity/mf-manifest.json', (route) =>
      failing ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    // On the dashboard: the area's card falls back on its own, the other areas' cards work.
    await expect(page.getByRole('heading', { name: 'Connectivity is not available right now' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('R ');
    await expect(page.getByRole('region', { name: 'Communication' })).toContainText('services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Connectivity' }).click();
    await expect(page.getByRole('heading', { name: 'Connectivity is not available right now' })).toBeVisible();
    await expect(nav).toBeVisible();

    await nav.getByRole('link', { name: 'Communication' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Communication' })).toBeVisible();

    await nav.getByRole('link', { name: 'Connectivity' }).click();
    await expect(page.getByRole('heading', { name: 'Connectivity is not available right now' })).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connectivity' })).toBeVisible();
  });
});
