import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/sign-in';
import { signInByApi } from './support/api';
import { MANY_SIGN_INS } from './support/objects-principals';
import { portalServer } from './support/server';

/**
 * Issue 32: a standalone QA page on the portal's own origin took `?token=` from a crafted link and stored it as the
 * portal's session, so `/remotes/billing/?token=<the attacker's token>` put the victim in the attacker's account. The
 * production build holds no such page, the server serves no page from an area's folder whatever is in it, and the
 * victim's session stays theirs.
 */

const server = portalServer(MANY_SIGN_INS);
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

const repoRoot = path.join(__dirname, '..', '..');
/** The areas scripts/build.mjs builds. */
const AREAS = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'];
const crafted = (area: string, token: string) => [`/remotes/${area}/?token=${token}`, `/remotes/${area}/index.html?token=${token}`, `/remotes/${area}/billing?token=${token}`];

test('the production build of every area holds no page: the QA page is the dev server’s alone', () => {
  for (const area of AREAS) {
    const releases = path.join(repoRoot, 'remotes', area, 'dist', 'releases.json');
    expect(existsSync(releases), `${area} is built (node scripts/build.mjs)`).toBe(true);
    const [newest] = (JSON.parse(readFileSync(releases, 'utf8')) as { releases: { files: string[] }[] }).releases;
    expect(newest.files.filter((file) => /\.html?$/.test(file)), area).toEqual([]);
    expect(newest.files, area).toContain('mf-manifest.json');
  }
});

test('no address under an area’s folder answers with a page; its federated files still load', async () => {
  const attacker = await signInByApi(server.baseURL, DEMO.reseller);
  for (const area of AREAS) {
    for (const address of crafted(area, attacker)) {
      const answer = await fetch(`${server.baseURL}${address}`, { headers: { accept: 'text/html,application/xhtml+xml' } });
      const body = await answer.text();
      expect([address, answer.status]).toEqual([address, 404]);
      expect(answer.headers.get('content-type') ?? '', address).not.toContain('text/html');
      expect(body, address).not.toMatch(/<script|standalone/i);
    }
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      expect((await fetch(`${server.baseURL}/remotes/${area}/${file}`)).status, `${area}/${file}`).toBe(200);
    }
  }
});

test('a crafted QA link opened by a signed-in customer leaves them in their own account', async ({ page }) => {
  const attacker = await signInByApi(server.baseURL, DEMO.reseller);
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  const own = await page.evaluate(() => localStorage.getItem('portal.session'));
  const ownAccount = (await page.locator('.portal-header__account-code').innerText()).trim();
  expect(own).not.toContain(attacker);

  for (const area of AREAS) {
    for (const address of crafted(area, attacker)) {
      const answer = await page.goto(`${server.baseURL}${address}`);
      expect([address, answer?.status()]).toEqual([address, 404]);
      const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(storage, address).not.toContain(attacker);
      expect(await page.evaluate(() => localStorage.getItem('portal.session')), address).toBe(own);
    }
  }
  await page.goto(`${server.baseURL}/dashboard`);
  await expect(page.locator('.portal-header__account-code')).toHaveText(ownAccount);
});
