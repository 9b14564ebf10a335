import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CAPABILITY_UNAVAILABLE_MESSAGES } from '@portal/contract';
import { startFakeSmsGateway, type FakeSmsGateway } from '../security/support/fake-sms-gateway';
import { E2E_PORT } from '../support/env';
import { ownServer } from '../support/own-server';
import { expect, test } from '../support/test';

/**
 * A provider's first production start: PORTAL_MODE=production on an empty database, PINs through an HTTP SMS gateway,
 * and no payment gateway, provisioning or helpdesk configured. The server seeds nothing; the person the operator adds
 * signs in, sees the account and billing, and the pay dialog says card payments are not available.
 */
const BASE_PORT = 8201;
const CELL = '0829990001';
const origin = `http://localhost:${BASE_PORT + E2E_PORT - 8181}`;

let gateway: FakeSmsGateway;
let dataDir: string;
let portal: ReturnType<typeof ownServer>;

/** What an operator's own import would write: one account and the person who may use it. */
async function addCustomer(folder: string) {
  const db = new PGlite(folder);
  try {
    await db.exec(`
      INSERT INTO accounts (account_code, customer_name, status, created_at) VALUES ('PRD1001', 'Naledi Dlamini', 'Active', '2026-11-01');
      INSERT INTO people (first_name, last_name, email, cell_number, terms_accepted_at) VALUES ('Naledi', 'Dlamini', 'naledi@example.com', '${CELL}', now());
      INSERT INTO account_users (person_id, account_id, role, portal_modules)
        SELECT p.id, a.id, 'customer', ARRAY['account', 'billing', 'tickets'] FROM people p, accounts a WHERE a.account_code = 'PRD1001';
    `);
  } finally {
    await db.close();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  gateway = await startFakeSmsGateway();
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-production-'));
  portal = ownServer(BASE_PORT, {
    PORTAL_MODE: 'production',
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
    JWT_SECRET: 'b7e31f0c9a4d62855e1c3f7a9b0d4e62c8a1f53d7e9b2c4a6f0e8d1b3c5a7e90',
    DATA_ENCRYPTION_KEY: '5d0c8e2a7f41b9630e8d2c5a1f7b4e96a3c0d8f25b7e1a4c9f6d3b0e82a5c71f',
    SMS_ADAPTER: 'http',
    SMS_HTTP_URL: gateway.url,
    // The instance suggests addresses; production takes them only from a real provider (none is asked here).
    ADDRESS_LOOKUP_ADAPTER: 'http',
    ADDRESS_LOOKUP_URL: 'http://127.0.0.1:9/suggest',
  });
  // The first start makes and migrates the database, and seeds nothing; the customer is added while it is stopped.
  await portal.start();
  await portal.stop();
  await addCustomer(dataDir);
  await portal.start();
});

test.afterAll(async () => {
  await portal?.dispose();
  await gateway?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('serves no simulator, outbox or demo person', async ({ request }) => {
  for (const url of ['/gateway-sim/', '/api/dev/outbox', '/metrics']) {
    expect([url, (await request.get(`${origin}${url}`)).status()]).toEqual([url, 404]);
  }
  const demoPerson = await request.post(`${origin}/api/solid/isp-portal/action/login.otp.RequestOtp`, { data: { cellNumber: '0821234567' } });
  expect(demoPerson.status()).toBe(200);
  // A number the portal does not know gets no text: the demo people were never seeded.
  expect(gateway.received.filter((m) => m.to === '27821234567')).toEqual([]);
});

test('a customer the operator added signs in by SMS, sees billing, and the pay dialog says card payments are not available', async ({ page }) => {
  await page.goto(`${origin}/login`);
  const requested = Date.now() - 1000;
  await page.getByLabel('Cell number').fill(CELL);
  await page.getByRole('button', { name: 'Send PIN' }).click();
  await page.getByPlaceholder('Enter your 6 digit pin').fill(await gateway.latestPin(CELL, requested));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /Naledi|Dashboard/ }).first()).toBeVisible();

  await page.goto(`${origin}/account/billing-details`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit Card Payment' });
  await expect(dialog.getByText(CAPABILITY_UNAVAILABLE_MESSAGES.payments)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm Payment' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Capture card details instead' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

// The production build leaves the areas' standalone QA pages out (issue 32's build change): none is served.
test('serves no standalone QA page of an area', async ({ request }) => {
  expect((await request.get(`${origin}/remotes/billing/`)).status()).toBe(404);
});
