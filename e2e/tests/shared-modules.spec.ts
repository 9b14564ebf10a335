import { expect, test, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

const AREAS = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'];

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}
interface Manifest {
  exposes: { assets: ManifestAssets }[];
  shared: { name: string; requiredVersion: string; assets: ManifestAssets }[];
}

/** The JavaScript files each area's folder served to the page, by area. */
function remoteScripts(page: Page) {
  const byArea = new Map<string, Set<string>>();
  page.on('request', (request) => {
    const match = /\/remotes\/([^/]+)\/(.+\.js)$/.exec(new URL(request.url()).pathname);
    if (!match) return;
    const files = byArea.get(match[1]) ?? new Set<string>();
    files.add(match[2]);
    byArea.set(match[1], files);
  });
  return byArea;
}

// page.route cannot see the requests the portal's service worker answers: it is blocked here.
test.use({ serviceWorkers: 'block' });

test.describe('the host is the only provider of shared modules', () => {
  test('the dashboard fetches from each area only its entry and its own modules, never a shared one', async ({ page, request }) => {
    const fetched = remoteScripts(page);
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('R ');
    await expect(page.getByRole('region', { name: 'Open tickets' })).toContainText('open ticket');
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Account CUS1001');

    expect([...fetched.keys()].sort()).toEqual([...AREAS].sort());
    for (const area of AREAS) {
      const manifest = (await (await request.get(`/remotes/${area}/mf-manifest.json`)).json()) as Manifest;
      // A production area bundles no shared module at all: it has nothing to give another area.
      expect(manifest.shared.filter((s) => s.assets.js.sync.length + s.assets.js.async.length > 0).map((s) => s.name)).toEqual([]);
      const ownFiles = new Set(['remoteEntry.js', ...manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])]);
      expect({ area, foreign: [...fetched.get(area)!].filter((file) => !ownFiles.has(file)) }).toEqual({ area, foreign: [] });
    }
  });

  test('an area whose own modules fail takes no other area’s cards with it', async ({ page }) => {
    // Every file of the account area but its entry fails, as on a broken deploy of that area alone.
    await page.route(/\/remotes\/account\/(?!remoteEntry\.js).*\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'My Account is not available right now' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('R ');
    await expect(page.getByRole('region', { name: 'Connectivity' })).toContainText('services');
    await expect(page.getByRole('region', { name: 'Communication' })).toContainText('services');
    await expect(page.getByRole('region', { name: 'Open tickets' })).toContainText('open ticket');
  });
});

test.describe('a versioned contract', () => {
  test('an area built against a newer contract says it needs a newer portal, in its own place, and reports it', async ({ page }) => {
    // The billing area as a newer build would publish it: its manifest requires a contract this portal does not have.
    await page.route('**/remotes/billing/mf-manifest.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as Manifest;
      const contract = manifest.shared.find((s) => s.name === '@portal/contract');
      expect(contract?.requiredVersion).toMatch(/^\^1\./);
      contract!.requiredVersion = '^1.999.0';
      await route.fulfill({ response, json: manifest });
    });
    const billingScripts: string[] = [];
    page.on('request', (r) => {
      if (/\/remotes\/billing\/.+\.js$/.test(r.url())) billingScripts.push(r.url());
    });
    const reported: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/logger') reported.push(r.postData() ?? '');
    });

    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'This area needs a newer version of the portal' })).toBeVisible();
    await expect(page.getByText('Payments & Billing cannot open in this version of the portal.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Connectivity' })).toContainText('services');
    await expect(page.getByRole('region', { name: 'Open tickets' })).toContainText('open ticket');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Payments & Billing' }).click();
    await expect(page.getByRole('heading', { name: 'This area needs a newer version of the portal' })).toBeVisible();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Connectivity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connectivity' })).toBeVisible();

    // Refused from its manifest: none of the area's code ran.
    expect(billingScripts).toEqual([]);
    await expect.poll(() => reported.find((body) => body.includes('AreaNeedsNewerPortalError'))).toContain('@portal/contract ^1.999.0');
  });
});
