import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { E2E_PORT } from '../support/env';
import { ownServer } from '../support/own-server';
import { DEMO, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * An order placed in the browser reaches the back office: a portal of its own with PROVISIONING_ADAPTER=webhook posts
 * the signed order.created to a receiver this file starts, which checks the signature as docs/deploy.md shows.
 */
const SECRET = randomBytes(32).toString('hex');
const RECEIVER_PORT = 8242 + E2E_PORT - 8181;
const server = ownServer(8241, {
  PROVISIONING_ADAPTER: 'webhook',
  HELPDESK_ADAPTER: 'webhook',
  WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/portal-events`,
  WEBHOOK_SECRET: SECRET,
});

interface Received {
  key: string;
  signed: boolean;
  body: { id: string; type: string; data: Record<string, unknown> };
}
const received: Received[] = [];
let receiver: Server;

const verified = (header: string | undefined, raw: Buffer) => {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m || Math.abs(Date.now() / 1000 - Number(m[1])) > 300) return false;
  const expected = createHmac('sha256', SECRET).update(`${m[1]}.`).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(m[2], 'hex'));
};

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signed = verified(request.headers['x-portal-signature'] as string | undefined, raw);
      received.push({ key: String(request.headers['idempotency-key']), signed, body: JSON.parse(raw.toString('utf8')) });
      response.writeHead(signed ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

test('an upgrade ordered in the browser reaches the back office as a signed order.created; the order waits for it', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${server.baseURL}/services/connectivity/ftth/FTTH-100234`);
  await page.getByRole('main').getByRole('link', { name: 'Change plan' }).click();
  await page.getByRole('button', { name: 'Choose this plan: Fibre 200/100 Mbps Uncapped' }).click();
  await expect(page).toHaveURL(/\/services\/confirm-upgrade$/);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
  await expect(modal).toBeVisible();
  const reference = (await modal.getByRole('definition').filter({ hasText: /^ORD-/ }).textContent())!.trim();

  await expect.poll(() => received.filter((r) => r.body.data.reference === reference).length, { timeout: 30_000 }).toBe(1);
  const [event] = received.filter((r) => r.body.data.reference === reference);
  expect(event.signed).toBe(true);
  expect(event.key).toBe(event.body.id);
  expect(event.body).toMatchObject({ type: 'order.created', data: { kind: 'order', serviceTag: 'FTTH-100234', accountCode: 'CUS1001', upgrade: true } });

  // Nobody completed it: Orders & Docs shows it pending, and the service keeps its plan.
  await page.goto(`${server.baseURL}/account/orders-and-docs`);
  await expect(page.getByRole('main').getByText(reference).first()).toBeVisible();
  await page.goto(`${server.baseURL}/services/connectivity/ftth/FTTH-100234`);
  await expect(page.getByRole('heading', { name: 'Fibre 100/50 Mbps Uncapped', level: 1 })).toBeVisible();
});
