import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { E2E_BACKOFFICE_TOKEN } from '../support/backoffice';
import { E2E_PORT } from '../support/env';
import { ownServer } from '../support/own-server';
import { DEMO, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Whole journeys through a provider's back office: a portal of its own posts its signed events (both webhook adapters)
 * to a receiver this file starts, which checks each signature, counts each event once by its Idempotency-Key, and
 * answers through the callback API as a provider's system would: it completes orders and replies to tickets.
 */
const SECRET = randomBytes(32).toString('hex');
const RECEIVER_PORT = 8246 + E2E_PORT - 8181;
const portal = ownServer(8245, {
  PROVISIONING_ADAPTER: 'webhook',
  HELPDESK_ADAPTER: 'webhook',
  WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/portal-events`,
  WEBHOOK_SECRET: SECRET,
  BACKOFFICE_TOKEN: E2E_BACKOFFICE_TOKEN,
});

const AGENT_REPLY = 'We have reset the port on our side: please restart your router and tell us if it drops again.';

interface PortalEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** What the receiver saw: every event once (by Idempotency-Key), and how many deliveries it refused or answered. */
const events = new Map<string, PortalEvent>();
const deliveries = { refused: 0, duplicates: 0, callbackErrors: [] as string[] };
let receiver: Server;

const verified = (header: string | undefined, raw: Buffer) => {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m || Math.abs(Date.now() / 1000 - Number(m[1])) > 300) return false;
  const expected = createHmac('sha256', SECRET).update(`${m[1]}.`).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(m[2], 'hex'));
};

/** Calls the portal's back-office API with the configured token, as the provider's system would. */
async function callBack(route: string, body: unknown) {
  const response = await fetch(`${portal.baseURL}/api/backoffice/v1${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_BACKOFFICE_TOKEN}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) deliveries.callbackErrors.push(`${route}: ${response.status} ${await response.text()}`);
  return response.ok;
}

/** The back office's work for an event; true when done (the delivery is then acknowledged). */
async function handle(event: PortalEvent) {
  if (event.type === 'order.created') return callBack(`/provisioning/${encodeURIComponent(String(event.data.reference))}/complete`, {});
  if (event.type === 'ticket.created') {
    return callBack(`/tickets/${encodeURIComponent(String(event.data.ticketNumber))}/replies`, { agentName: 'Lindiwe from Support', body: AGENT_REPLY });
  }
  return true;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      if (!verified(request.headers['x-portal-signature'] as string | undefined, raw)) {
        deliveries.refused += 1;
        response.writeHead(401).end();
        return;
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      if (events.has(key)) {
        deliveries.duplicates += 1;
        response.writeHead(204).end();
        return;
      }
      const event = JSON.parse(raw.toString('utf8')) as PortalEvent;
      // Answered only once its work is done: a failed callback leaves the event to the portal's retry.
      if (!(await handle(event))) {
        response.writeHead(503).end();
        return;
      }
      events.set(key, event);
      response.writeHead(204).end();
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  await portal.start();
});
test.afterAll(async () => {
  await portal.dispose();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const ofType = (type: string, match: (data: Record<string, unknown>) => boolean) => [...events.values()].filter((e) => e.type === type && match(e.data));

test('the receiver refuses a delivery whose signature is not the secret’s', async () => {
  const refusedBefore = deliveries.refused;
  const body = JSON.stringify({ id: randomUUID(), type: 'order.created', createdAt: new Date().toISOString(), data: {} });
  const t = Math.floor(Date.now() / 1000);
  const forged = createHmac('sha256', 'not-the-secret').update(`${t}.${body}`).digest('hex');
  const response = await fetch(`http://127.0.0.1:${RECEIVER_PORT}/portal-events`, {
    method: 'POST',
    headers: { 'x-portal-signature': `t=${t},v1=${forged}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    body,
  });
  expect(response.status).toBe(401);
  expect(deliveries.refused).toBe(refusedBefore + 1);
});

test.describe('journeys through the back office', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${portal.baseURL}/login`);
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an upgrade ordered in the browser is completed by the back office, and the service page shows the new plan', async ({ page }) => {
    await page.goto(`${portal.baseURL}/services/connectivity/ftth/FTTH-100234`);
    await expect(page.getByRole('heading', { name: 'Fibre 100/50 Mbps Uncapped', level: 1 })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Change plan' }).click();
    await expect(page).toHaveURL(/\/ftth\/FTTH-100234\/upgrade$/);
    await page.getByRole('button', { name: 'Choose this plan: Fibre 200/100 Mbps Uncapped' }).click();
    await expect(page).toHaveURL(/\/services\/confirm-upgrade$/);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
    await expect(modal).toBeVisible();
    const reference = (await modal.getByRole('definition').filter({ hasText: /^ORD-/ }).textContent())!.trim();

    // The receiver got it signed, once, and completed it through the callback API.
    await expect.poll(() => ofType('order.created', (d) => d.reference === reference).length, { timeout: 60_000 }).toBe(1);
    expect(ofType('order.created', (d) => d.reference === reference)[0].data).toMatchObject({ serviceTag: 'FTTH-100234', upgrade: true });
    expect(deliveries.callbackErrors).toEqual([]);

    // The service page, opened afresh, shows the service on its new plan.
    await expect
      .poll(
        async () => {
          await page.goto(`${portal.baseURL}/services/connectivity/ftth/FTTH-100234`);
          return (await page.getByRole('heading', { level: 1 }).textContent({ timeout: 15_000 }))?.trim();
        },
        { timeout: 60_000 },
      )
      .toBe('Fibre 200/100 Mbps Uncapped');
  });

  test('a ticket logged in the browser gets the reply the back office posts, in its conversation', async ({ page }) => {
    const subject = `Fibre drops every evening (${Date.now().toString(36)})`;
    await page.goto(`${portal.baseURL}/tickets/support`);
    await expect(page.getByRole('heading', { name: 'Log a support ticket' })).toBeVisible();
    await page.getByLabel('Category').selectOption('Technical');
    await page.getByLabel('Service it concerns (optional)').selectOption('FTTH-100234');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Description').fill('Since Monday the fibre line drops at about 19:00 for ten minutes every evening.');
    await page.getByRole('button', { name: 'Submit ticket' }).click();

    await expect(page).toHaveURL(/\/tickets\/support\/TCK-[0-9A-Z]{8}$/);
    const ticketNumber = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
    const thread = page.getByRole('list', { name: `Messages on ticket ${ticketNumber}, oldest first` });

    await expect.poll(() => ofType('ticket.created', (d) => d.ticketNumber === ticketNumber).length, { timeout: 60_000 }).toBe(1);
    expect(deliveries.callbackErrors).toEqual([]);
    // The agent's reply shows in the open conversation without a reload.
    await expect(thread.getByText(AGENT_REPLY)).toBeVisible({ timeout: 60_000 });
    await expect(thread.getByRole('article').filter({ hasText: AGENT_REPLY })).toContainText('Lindiwe from Support');
  });
});
