import { randomUUID } from 'node:crypto';
import { PAYMENT_RETURN_PARAM } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { payments, people } from '../src/db/schema';
import type { DemoMailAdapter } from '../src/mail/mail-adapter';
import { MAIL_EVENT_TYPES } from '../src/mail/mail-jobs';
import { isSuppressible, kindOf } from '../src/notifications/kinds';
import { recordNotification } from '../src/notifications/notify';
import { POSTGRES_URL, postgresReachable } from './support/backends';
import { startTestServer, type Backend, type TestServer } from './support/test-server';

/**
 * One place for notifications: every e-mail and text the portal sends a person is listed for them (and only them) at
 * account.notifications.GetNotifications, and their choices per kind and channel decide whether it is sent at all.
 */
const THANDI = '0821234567';
const SIPHO = '0831234567';
const CARD = { CARD_HOLDER: 'Thandi Mokoena', CARD_NUMBER: '4111 1111 1111 1111', CVV: '987', EXPIRY_MONTH: '7', EXPIRY_YEAR: '2029' };
const GENEROUS = { max: 10_000, windowMs: 600_000 };

interface Listed {
  id: number;
  kind: string;
  channel: string;
  summary: string;
  destination: string;
  sentAt: string;
  status: string;
  reason: string | null;
}

describe('the kinds of the portal\'s messages', () => {
  it('names a kind for every e-mail the portal sends, and only the sign-in PIN is not suppressible', () => {
    expect(Object.fromEntries(MAIL_EVENT_TYPES.map((type) => [type, kindOf(type)]))).toEqual({
      'mail.ticket-replied': 'tickets',
      'mail.payment-succeeded': 'billing',
      'mail.order-completed': 'service',
      'mail.cancellation-completed': 'service',
      'mail.usage-threshold': 'service',
      'mail.usage-message': 'service',
      'mail.arrangement': 'billing',
    });
    expect(kindOf('sms.usage-message')).toBe('service');
    expect(isSuppressible(kindOf('sms.sign-in-pin'))).toBe(false);
    expect(MAIL_EVENT_TYPES.every((type) => isSuppressible(kindOf(type)))).toBe(true);
    expect(() => kindOf('mail.something-new')).toThrow(/add it to notifications\/kinds.ts/);
  });
});

const BACKENDS: Backend[] = postgresReachable ? ['pglite', 'postgres'] : ['pglite'];

describe.each(BACKENDS)('notifications on %s', (backend) => {
  jest.setTimeout(120_000);
  let s: TestServer;
  let thandi: string;
  let sipho: string;

  beforeAll(async () => {
    s = await startTestServer({
      backend,
      databaseUrl: POSTGRES_URL,
      otpLimits: { perCellNumber: { name: 'otp-cell', ...GENEROUS }, perClientAddress: { name: 'otp-ip', ...GENEROUS }, failuresPerCellNumber: { name: 'otp-fail', ...GENEROUS } },
    });
    thandi = await s.signIn(THANDI);
    sipho = await s.signIn(SIPHO, 'BUS3001');
  });
  afterAll(() => s.close());

  const mailbox = () => (s.mail as DemoMailAdapter).mailbox;
  const list = async (token: string, before?: number) => {
    const r = await s.call('account.notifications.GetNotifications', before ? { before } : {}, token);
    expect(r.status).toBe(200);
    return r.body.result as { notifications: Listed[]; nextCursor: number | null };
  };
  /** Runs what the outbox has due (s.call does) until the person's list shows a message whose summary matches. */
  const listedWith = async (token: string, summary: RegExp) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const found = (await list(token)).notifications.find((n) => summary.test(n.summary) && n.status !== 'sending');
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`Nothing "${summary}" listed:\n${JSON.stringify(await list(token), null, 2)}\n${s.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  /** A card payment of `amount` through the demo gateway, as the person makes it; its receipt's reference. */
  const pay = async (token: string, amount: number) => {
    const started = await s.call('billing.payment.PerformPayGatePayment', { amount, idempotencyKey: randomUUID() }, token);
    expect(started.status).toBe(200);
    const pageUrl = new URL(started.body.result.creditCardInfoCaptureUrl as string);
    const page = await s.app.inject({ method: 'GET', url: `${pageUrl.pathname}${pageUrl.search}` });
    const sessionId = /name="PAY_REQUEST_ID" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const paid = await s.app.inject({
      method: 'POST',
      url: '/gateway-sim/pay',
      payload: new URLSearchParams({ PAY_REQUEST_ID: sessionId, ACTION: 'pay', ...CARD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const gatewayToken = new URL(paid.headers.location as string).searchParams.get(PAYMENT_RETURN_PARAM)!;
    const validated = await s.call('billing.payment.ValidatePayGatePayment', { token: gatewayToken }, token);
    expect(validated.body.result.paymentStatus).toBe(true);
    const [payment] = await s.db.select().from(payments).where(eq(payments.gatewayReference, gatewayToken));
    return payment.reference;
  };

  it('lists the sign-in PIN text masked, and it cannot be turned off', async () => {
    const pin = await listedWith(thandi, /^Your sign-in PIN$/);
    expect(pin).toMatchObject({ kind: 'security', channel: 'sms', destination: '082 *** 4567', status: 'sent', reason: null });
    // Not one of the PINs texted to this number is in the list.
    const texted = s.sms.outbox.filter((m) => m.to === THANDI).map((m) => /\b(\d{6})\b/.exec(m.text)![1]);
    expect(texted.length).toBeGreaterThan(0);
    const everything = JSON.stringify(await list(thandi));
    for (const digits of texted) expect(everything).not.toContain(digits);

    const refused = await s.call('account.notifications.UpdatePreferences', { preferences: [{ kind: 'security', channel: 'sms', enabled: false }] }, thandi);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/must be one of billing, service, outages, tickets, promotions/);
    // Every kind turned off for texts: a PIN is still sent, and listed.
    const allOff = ['billing', 'service', 'outages', 'tickets', 'promotions'].map((kind) => ({ kind, channel: 'sms', enabled: false }));
    expect((await s.call('account.notifications.UpdatePreferences', { preferences: allOff }, thandi)).status).toBe(200);
    const pinsBefore = (await list(thandi)).notifications.filter((n) => n.summary === 'Your sign-in PIN').length;
    await s.signIn(THANDI);
    const pins = (await list(thandi)).notifications.filter((n) => n.summary === 'Your sign-in PIN');
    expect(pins).toHaveLength(pinsBefore + 1);
    expect(await listedWith(thandi, /^Your sign-in PIN$/)).toMatchObject({ id: pins[0].id, status: 'sent' });
  });

  it('records a receipt e-mail as sent; with billing e-mail turned off the next receipt is not sent and is listed as not sent', async () => {
    const first = await pay(thandi, 120);
    const receipt = await listedWith(thandi, new RegExp(`receipt ${first}`));
    expect(receipt).toMatchObject({ kind: 'billing', channel: 'email', destination: 't***@example.com', status: 'sent', reason: null, summary: `Payment received: R 120.00 (receipt ${first})` });
    expect(mailbox().some((m) => m.subject.includes(first))).toBe(true);

    const off = await s.call('account.notifications.UpdatePreferences', { preferences: [{ kind: 'billing', channel: 'email', enabled: false }] }, thandi);
    expect(off.status).toBe(200);
    expect(off.body.result.preferences).toContainEqual({ kind: 'billing', channel: 'email', enabled: false });
    expect(off.body.result.preferences).toContainEqual({ kind: 'tickets', channel: 'email', enabled: true });
    expect(off.body.result.preferences).toHaveLength(10);
    const kept = await s.call('account.notifications.GetPreferences', {}, thandi);
    expect(kept.body.result).toEqual(off.body.result);

    const second = await pay(thandi, 130);
    const skipped = await listedWith(thandi, new RegExp(`receipt ${second}`));
    expect(skipped).toMatchObject({ kind: 'billing', channel: 'email', status: 'suppressed', reason: 'Not sent: you turned these off.' });
    expect(mailbox().some((m) => m.subject.includes(second))).toBe(false);
    // Newest first.
    const { notifications } = await list(thandi);
    expect(notifications.findIndex((n) => n.summary.includes(second))).toBeLessThan(notifications.findIndex((n) => n.summary.includes(first)));

    // On again: the next receipt goes out.
    await s.call('account.notifications.UpdatePreferences', { preferences: [{ kind: 'billing', channel: 'email', enabled: true }] }, thandi);
    const third = await pay(thandi, 140);
    expect(await listedWith(thandi, new RegExp(`receipt ${third}`))).toMatchObject({ status: 'sent' });
  });

  it("shows a person only their own notifications, and their choices are theirs alone", async () => {
    const theirs = (await list(thandi)).notifications;
    expect(theirs.length).toBeGreaterThan(0);
    const mine = (await list(sipho)).notifications;
    expect(mine.every((n) => n.destination === '083 *** 4567' || n.destination.endsWith('@acme-logistics.example'))).toBe(true);
    expect(mine.map((n) => n.id)).not.toEqual(expect.arrayContaining([theirs[0].id]));
    // A cursor past Thandi's rows shows Sipho nothing of hers.
    const paged = await list(sipho, theirs[0].id + 1);
    expect(paged.notifications.some((n) => theirs.some((t) => t.id === n.id))).toBe(false);
    // Thandi's choices are not Sipho's.
    await s.call('account.notifications.UpdatePreferences', { preferences: [{ kind: 'promotions', channel: 'email', enabled: false }] }, thandi);
    const his = await s.call('account.notifications.GetPreferences', {}, sipho);
    expect(his.body.result.preferences).toContainEqual({ kind: 'promotions', channel: 'email', enabled: true });
  });

  it('pages newest first, twenty at a time', async () => {
    const [person] = await s.db.select({ id: people.id }).from(people).where(eq(people.cellNumber, '0841234567'));
    const start = new Date('2026-01-01T08:00:00Z').getTime();
    for (let i = 1; i <= 25; i++) {
      const facts = { personId: person.id, eventType: 'mail.order-completed', channel: 'email' as const, summary: `Order ${i}`, destination: 'r@example.com', sourceKey: `paging:${i}`, now: new Date(start + i * 60_000) };
      await recordNotification(s.db, facts, 'sent');
    }
    const reseller = await s.signIn('0841234567');
    const first = await list(reseller);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0].summary).toBe('Your sign-in PIN');
    expect(first.notifications.slice(1, 4).map((n) => n.summary)).toEqual(['Order 25', 'Order 24', 'Order 23']);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(reseller, first.nextCursor!);
    expect(second.notifications.map((n) => n.summary)).toEqual(['Order 6', 'Order 5', 'Order 4', 'Order 3', 'Order 2', 'Order 1']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses bad input with a 400 that says what is wrong, changing nothing, and a caller without a session', async () => {
    const before = await s.call('account.notifications.GetPreferences', {}, sipho);
    const bad: [string, unknown][] = [
      ['account.notifications.GetNotifications', { before: 'x' }],
      ['account.notifications.GetNotifications', { before: -1 }],
      ['account.notifications.GetNotifications', { personId: 1 }],
      ['account.notifications.GetPreferences', { personId: 1 }],
      ['account.notifications.UpdatePreferences', { preferences: [] }],
      ['account.notifications.UpdatePreferences', { preferences: [{ kind: 'billing', channel: 'fax', enabled: false }] }],
      ['account.notifications.UpdatePreferences', { preferences: [{ kind: 'billing', channel: 'email', enabled: 'no' }] }],
      ['account.notifications.UpdatePreferences', { preferences: [{ kind: 'billing', channel: 'email', enabled: false, personId: 1 }] }],
      ['account.notifications.UpdatePreferences', { preferences: [{ kind: 'billing', channel: 'email', enabled: false }], personId: 1 }],
    ];
    for (const [name, body] of bad) {
      const r = await s.call(name, body, sipho);
      expect({ name, body, status: r.status }).toEqual({ name, body, status: 400 });
      expect(r.body.errors[0].message).toBeTruthy();
    }
    expect((await s.call('account.notifications.GetPreferences', {}, sipho)).body.result).toEqual(before.body.result);
    expect((await s.call('account.notifications.GetNotifications', {})).status).toBe(401);
    expect((await s.call('account.notifications.UpdatePreferences', { preferences: [{ kind: 'billing', channel: 'email', enabled: false }] })).status).toBe(401);
  });
});
