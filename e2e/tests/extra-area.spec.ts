import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { ownServer } from '../support/own-server';
import { DEMO, signIn } from '../support/sign-in';
import { staticOrigin } from '../support/static-origin';

const repoRoot = path.join(__dirname, '..', '..');
const INSTANCE = 'e2e-extra-area';
const instanceFile = path.join(repoRoot, 'config', 'instances', `${INSTANCE}.json`);

/**
 * An area the provider adds in its instance config only (extraAreas), with no rebuild of the portal: the example
 * area examples/game-servers, built here and served by a plain static server on another origin. The portal serves
 * its usual build; the instance names the area, its mount path, its sidebar label and its modules.
 */
const cdnRoot = mkdtempSync(path.join(tmpdir(), 'portal-extra-'));
let cdn: Awaited<ReturnType<typeof staticOrigin>>;
const portal = ownServer(8194, { PORTAL_INSTANCE: INSTANCE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const build = spawnSync('pnpm', ['exec', 'webpack', '--mode', 'production'], {
    cwd: path.join(repoRoot, 'examples', 'game-servers'),
    env: { ...process.env, EXTRA_AREA_OUT: path.join(cdnRoot, 'gaming') },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The example area did not build:\n${build.stdout}\n${build.stderr}`);
  cdn = await staticOrigin(cdnRoot);
  const instance = JSON.parse(readFileSync(path.join(repoRoot, 'config', 'instances', 'default.json'), 'utf8'));
  instance.instanceKey = INSTANCE;
  instance.extraAreas = [
    { key: 'gaming', manifestUrl: `${cdn.origin}/gaming/mf-manifest.json`, mountPath: '/gaming', label: 'Game servers' },
    // The demo customer's token does not carry this module.
    { key: 'lan', manifestUrl: `${cdn.origin}/lan/mf-manifest.json`, mountPath: '/lan', label: 'LAN parties', modules: ['lan'] },
    { key: 'retired', manifestUrl: `${cdn.origin}/retired/mf-manifest.json`, mountPath: '/retired', label: 'Retired area', enabled: false },
  ];
  writeFileSync(instanceFile, JSON.stringify(instance, null, 2));
  await portal.start();
});
test.afterAll(async () => {
  await portal.dispose();
  await cdn?.close();
  rmSync(instanceFile, { force: true });
  rmSync(cdnRoot, { recursive: true, force: true });
});

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

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('an area added in the instance config opens from its sidebar entry, from its own origin, with the portal’s session', async ({ page }) => {
  const violations = await watchViolations(page);
  const login = await page.goto(`${portal.baseURL}/login`);
  expect(login!.headers()['content-security-policy']).toContain(`script-src 'self' ${cdn.origin};`);
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(sidebar(page).getByRole('link', { name: 'Game servers' })).toBeVisible();
  const links = await sidebar(page).getByRole('link').allTextContents();
  expect(links.slice(links.indexOf('Tickets'), links.indexOf('Tickets') + 2)).toEqual(['Tickets', 'Game servers']);
  // Not for a token without its module, and not when disabled.
  expect(links).not.toContain('LAN parties');
  expect(links).not.toContain('Retired area');

  await sidebar(page).getByRole('link', { name: 'Game servers' }).click();
  await expect(page).toHaveURL(/\/gaming$/);
  await expect(page.getByRole('heading', { name: 'Game servers', level: 1 })).toBeVisible();
  // Data from the portal's API, fetched by the area's code with the signed-in session.
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText(/Game servers for .+ \(CUS\d+\)/);
  await expect(sidebar(page).getByRole('link', { name: 'Game servers' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Game servers · Customer Portal');

  // The area's own pages, below its mount, by link and by address.
  await page.getByRole('link', { name: 'How game servers work' }).click();
  await expect(page.getByRole('heading', { name: 'How game servers work', level: 1 })).toBeVisible();
  await page.goto(`${portal.baseURL}/gaming`);
  await expect(page.getByRole('heading', { name: 'Game servers', level: 1 })).toBeVisible();
  // A path below the mount that the area does not have.
  await page.goto(`${portal.baseURL}/gaming/nothing-here`);
  await expect(page).toHaveURL(/\/404$/);

  expect(cdn.requested).toEqual(expect.arrayContaining(['/gaming/mf-manifest.json', '/gaming/remoteEntry.js']));
  expect(violations).toEqual([]);
});

test('an extra area the token lacks the module for says so, and a disabled one is not there', async ({ page }) => {
  await page.goto(`${portal.baseURL}/login`);
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${portal.baseURL}/lan`);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  // Its code was never fetched.
  expect(cdn.requested.filter((p) => p.startsWith('/lan/'))).toEqual([]);

  await page.goto(`${portal.baseURL}/retired`);
  await expect(page).toHaveURL(/\/404$/);
  expect(cdn.requested.filter((p) => p.startsWith('/retired/'))).toEqual([]);
});
