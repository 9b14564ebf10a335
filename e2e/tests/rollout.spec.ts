import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

const repoRoot = path.join(__dirname, '..', '..');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html' };

/** Runs a command of the repository and fails the test with its output when it fails. */
function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const result = spawnSync(command, args, { cwd: options.cwd ?? repoRoot, env: { ...process.env, ...options.env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Billing as a team deploys it: its files come from `served`, the folder its manifestUrl points at. */
async function serveBillingFrom(context: BrowserContext, served: string) {
  await context.route('**/remotes/billing/**', async (route) => {
    const name = new URL(route.request().url()).pathname.replace(/^\/remotes\/billing\//, '');
    const file = path.join(served, path.normalize(name));
    if (!file.startsWith(served) || !existsSync(file) || !statSync(file).isFile()) return route.fulfill({ status: 404, body: 'Not found' });
    return route.fulfill({ status: 200, body: readFileSync(file), headers: { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' } });
  });
}

/** Navigation inside the app, as a link would do it: no reload, the tab keeps what it loaded. */
const navigateInApp = (page: Page, to: string) =>
  page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);

test('a deploy of billing keeps open tabs working, and the next visit to billing opens the new release', async ({ context, baseURL }) => {
  test.setTimeout(240_000);
  const served = mkdtempSync(path.join(tmpdir(), 'billing-served-'));
  run('node', ['scripts/deploy-area.mjs', 'remotes/billing/dist', served, '--host', baseURL!]);
  await serveBillingFrom(context, served);

  // Two tabs opened before the deploy: one on Payments & Billing, one on the dashboard (billing's cards only).
  const billingTab = await context.newPage();
  await signIn(billingTab, DEMO.customer);
  await billingTab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments & Billing' }).click();
  await expect(billingTab.getByRole('heading', { name: 'Payments & Billing', exact: true, level: 2 })).toBeVisible();
  const dashboardTab = await context.newPage();
  await dashboardTab.goto('/dashboard');
  await expect(dashboardTab.getByRole('region', { name: 'Balance' })).toContainText('R ');

  // A new release of billing, with its page title changed, built and deployed into the same folder.
  const build = mkdtempSync(path.join(tmpdir(), 'billing-build-'));
  run('pnpm', ['exec', 'webpack', '--mode', 'production', '--config', path.join(repoRoot, 'e2e/support/rollout/billing-release.webpack.cjs')], {
    cwd: path.join(repoRoot, 'remotes', 'billing'),
    env: { ROLLOUT_OUT: build, MF_BUILD_VERSION: `e2e-${Date.now()}`, PORTAL_BUILD_VERSION: 'e2e' },
  });
  run('node', ['scripts/deploy-area.mjs', build, served, '--host', baseURL!]);
  const releases = JSON.parse(readFileSync(path.join(served, 'releases.json'), 'utf8')).releases;
  expect(releases).toHaveLength(2);

  // The tab on the old release opens a billing page it had not loaded: its chunk is still there.
  const chunkErrors: string[] = [];
  billingTab.on('pageerror', (error) => chunkErrors.push(error.message));
  billingTab.on('response', (response) => {
    if (response.status() >= 400) chunkErrors.push(`${response.status()} ${response.url()}`);
  });
  await navigateInApp(billingTab, '/account/debit-order-mandate');
  await expect(billingTab).toHaveTitle(/^Debit order mandate/);
  await expect(billingTab.getByText(/Debit Order Mandate|You have no debit order mandate\./).first()).toBeVisible();
  await expect(billingTab.getByText('Payments & Billing is not available right now')).toHaveCount(0);
  expect(chunkErrors).toEqual([]);

  // The dashboard tab goes to Payments & Billing: the new release, without a reload.
  await dashboardTab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments & Billing' }).click();
  await expect(dashboardTab.getByRole('heading', { name: 'Payments & Billing (new release)' })).toBeVisible();
});
