import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { ownServer } from '../support/own-server';
import { changeInstanceConfig } from '../support/instance-config';
import { DEMO, signIn } from '../support/sign-in';
import { staticOrigin } from '../support/static-origin';

const repoRoot = path.join(__dirname, '..', '..');
const INSTANCE = 'e2e-remote-origin';
const instanceFile = path.join(repoRoot, 'config', 'instances', `${INSTANCE}.json`);

/**
 * An area deployed on an origin of its own: a copy of the tickets area's build on a plain static server (another port,
 * so another origin), and a portal whose instance points the area's manifestUrl there. The page's CSP is not bypassed:
 * the server makes it from the instance's areas.
 */
const cdnRoot = mkdtempSync(path.join(tmpdir(), 'portal-cdn-'));
let cdn: Awaited<ReturnType<typeof staticOrigin>>;
const portal = ownServer(8187, { PORTAL_INSTANCE: INSTANCE });

test.beforeAll(async () => {
  cpSync(path.join(repoRoot, 'remotes', 'tickets', 'dist'), path.join(cdnRoot, 'tickets'), { recursive: true });
  cdn = await staticOrigin(cdnRoot);
  const instance = JSON.parse(readFileSync(path.join(repoRoot, 'config', 'instances', 'default.json'), 'utf8'));
  instance.instanceKey = INSTANCE;
  instance.remotes.tickets.manifestUrl = `${cdn.origin}/tickets/mf-manifest.json`;
  writeFileSync(instanceFile, JSON.stringify(instance, null, 2));
  await portal.start();
});
test.afterAll(async () => {
  await portal.dispose();
  await cdn?.close();
  rmSync(instanceFile, { force: true });
  rmSync(cdnRoot, { recursive: true, force: true });
});

/** Every CSP violation the page reports, as the browser reports it. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.effectiveDirective} ${e.blockedURI}`),
    ),
  );
  return violations;
}

test('the tickets area loads from its own origin and works, under a CSP that names that origin', async ({ page }) => {
  const violations = await watchViolations(page);
  const login = await page.goto(`${portal.baseURL}/login`);
  const csp = login!.headers()['content-security-policy'];
  expect(csp).toContain(`script-src 'self' ${cdn.origin};`);
  expect(csp).toContain(`connect-src 'self' ${cdn.origin};`);
  expect(csp).toContain(`style-src 'self' ${cdn.origin} 'unsafe-inline';`);

  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard's tickets card comes from the other origin too.
  await expect(page.getByRole('region', { name: 'Open tickets' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
  await page.getByRole('link', { name: 'New ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Log a support ticket' })).toBeVisible();
  await page.getByLabel('Category').selectOption('General');
  await page.getByLabel('Subject').fill('Served from a CDN');
  await page.getByLabel('Description').fill('This ticket was logged from the tickets area served by another origin.');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Served from a CDN', level: 1 })).toBeVisible();

  expect(cdn.requested).toEqual(expect.arrayContaining(['/tickets/mf-manifest.json', '/tickets/remoteEntry.js']));
  // Nothing of the area came from the portal, and the browser refused nothing.
  expect(cdn.requested.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(2);
  expect(violations).toEqual([]);
});

test('an area pointed at an origin the CSP does not name is refused at once, not retried, and shows its fallback', async ({ page }) => {
  const violations = await watchViolations(page);
  // The same page with an instance config that sends connectivity elsewhere: the server's CSP does not know that origin.
  await changeInstanceConfig(page, (config) => {
    config.remotes.connectivity.manifestUrl = `${cdn.origin.replace('127.0.0.1', 'localhost')}/connectivity/mf-manifest.json`;
  });
  await page.goto(`${portal.baseURL}/login`);
  await signIn(page, DEMO.customer);
  await expect(page.getByRole('heading', { name: 'Connectivity is not available right now' })).toBeVisible();
  const refused = () => violations.filter((v) => v.startsWith('connect-src') && v.includes('/connectivity/mf-manifest.json')).length;
  expect(refused()).toBeGreaterThanOrEqual(1);

  const before = refused();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connectivity' }).click();
  await expect(page).toHaveURL(/\/services\/connectivity$/);
  // The dashboard, with its own Connectivity card's fallback, may stay on screen for a moment while the area loads.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Connectivity is not available right now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // At most one refusal per load of the area (its boundary loads it once more by itself), never the plugin's 3 tries.
  expect(refused() - before).toBeLessThanOrEqual(2);
});
