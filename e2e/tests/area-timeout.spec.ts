import { expect, test } from '../support/test';
import { changeInstanceConfig } from '../support/instance-config';
import { DEMO, signIn } from '../support/sign-in';

test('an area whose manifest never answers shows its fallback after the instance’s time limit, and Try again loads it', async ({ page }) => {
  // The same build and server, with an instance config that gives each area 1.5 s (the default is 10 s).
  await changeInstanceConfig(page, (config) => {
    config.remoteTimeoutMs = 1500;
  });
  let answering = false;
  await page.route('**/remotes/connectivity/mf-manifest.json', (route) => (answering ? route.continue() : undefined));
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);

  const started = Date.now();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connectivity' }).click();
  const fallback = page.getByRole('heading', { name: 'Connectivity is not available right now' });
  // Loading, or already the fallback: the dashboard's Connectivity card may have met the silent manifest first.
  await expect(page.getByText('Loading Connectivity…').or(fallback)).toBeVisible();
  await expect(fallback).toBeVisible({ timeout: 15_000 });
  // The limit, once more for the load the area's boundary tries by itself, and no more: not the runtime's 20 s.
  expect(Date.now() - started).toBeLessThan(8_000);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  answering = true;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connectivity' })).toBeVisible();
});
