import { randomUUID } from 'node:crypto';
import type { BulkMailerDetail, EscanDetail, ServiceActivityEntry, ServiceDetail, SmsDetail } from '@portal/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/connect';
import { products, serviceItems, services, serviceTopUps } from '../src/db/schema';
import { licenceKeyOf } from '../src/demo/seed-communication-messaging';
import { startTestServer, type TestServer } from './support/test-server';
import { openSeededDatabase } from './support/seeded-database';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const THANDI = '0821234567';
const SIPHO = '0831234567';
const SMS = 'SMS-701018';
const ESCAN = 'ESC-701119';
const MAILER = 'BLK-701624';

let database: Database;
let s: TestServer;

beforeAll(async () => {
  database = await openSeededDatabase();
  s = await startTestServer({ database, otpLimits: GENEROUS });
});
afterAll(async () => {
  await s.close();
  await database.close();
});

/** The demo operator completes a change 2 s after it is asked for, on the server's clock. */
const operatorFinishes = () => s.clock.advance(3_000);
const result = async <T>(name: string, body: unknown, token: string) => {
  const r = await s.call(name, body, token);
  expect(r.status).toBe(200);
  return r.body.result as T;
};
const sms = (token: string) => result<SmsDetail>('communication.GetSms', { serviceTag: SMS }, token);
const escan = (token: string) => result<EscanDetail>('communication.GetEscan', { serviceTag: ESCAN }, token);
const mailer = (token: string) => result<BulkMailerDetail>('communication.GetBulkMailer', { serviceTag: MAILER }, token);
const activity = async (serviceTag: string, token: string) =>
  (await result<{ entries: ServiceActivityEntry[] }>('services.GetServiceActivity', { serviceTag }, token)).entries;
const productId = async (name: string) => (await s.db.select().from(products).where(eq(products.name, name)))[0].id;
const topUpsOf = async (serviceTag: string) => {
  const [service] = await s.db.select().from(services).where(eq(services.serviceTag, serviceTag));
  return s.db.select().from(serviceTopUps).where(eq(serviceTopUps.serviceId, service.id));
};

describe('ownership: another account’s messaging service answers as an unknown one', () => {
  it.each([
    ['communication.GetSms', { serviceTag: SMS }],
    ['communication.SetSmsSenderId', { serviceTag: SMS, senderId: 'ACME' }],
    ['communication.GetEscan', { serviceTag: ESCAN }],
    ['communication.RemoveEscanDevice', { serviceTag: ESCAN, deviceKey: 'dev-1' }],
    ['communication.RevealEscanLicenceKey', { serviceTag: ESCAN }],
    ['communication.GetBulkMailer', { serviceTag: MAILER }],
    ['communication.AddContactList', { serviceTag: MAILER, name: 'Stolen' }],
    ['communication.RenameContactList', { serviceTag: MAILER, listKey: 'list-1', name: 'Stolen' }],
    ['communication.RemoveContactList', { serviceTag: MAILER, listKey: 'list-1' }],
  ])('%s', async (name, body) => {
    const sipho = await s.signIn(SIPHO);
    const theirs = await s.call(name, body, sipho);
    const unknown = await s.call(name, { ...body, serviceTag: 'NONE-000000' }, sipho);
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors).toEqual(unknown.body.errors);
  });

  it('keeps Thandi’s service as it was', async () => {
    const token = await s.signIn(THANDI);
    expect((await sms(token)).senderId?.value).toBe('MokoenaDsn');
    expect((await mailer(token)).lists.map((l) => l.name)).toContain('Customers');
  });

  it('does not take the security eScan (SEC-120220) or a service of another type for one of these', async () => {
    const token = await s.signIn(THANDI);
    expect((await s.call('communication.GetEscan', { serviceTag: 'SEC-120220' }, token)).status).toBe(404);
    expect((await s.call('communication.GetSms', { serviceTag: ESCAN }, token)).status).toBe(404);
    expect((await s.call('communication.GetBulkMailer', { serviceTag: SMS }, token)).status).toBe(404);
  });
});

describe('SMS', () => {
  it('shows the credit balance as a ledger and 30 days of messages, the oldest first', async () => {
    const token = await s.signIn(THANDI);
    const detail = await sms(token);
    expect(detail.days).toHaveLength(30);
    expect(detail.days.at(-1)!.date).toBe('2026-11-22');
    expect(detail.days[0].date).toBe('2026-10-24');
    const sentInWindow = detail.days.reduce((n, d) => n + d.sent, 0);
    expect(sentInWindow).toBeGreaterThan(0);
    for (const day of detail.days) expect(day.delivered + day.failed).toBe(day.sent);
    expect(detail.credits.bought).toBe(5000);
    expect(detail.credits.used).toBe(sentInWindow);
    expect(detail.credits.balance).toBe(5000 - sentInWindow);
  });

  it.each([
    ['1ACME', 'starts with a digit'],
    ['AB', 'is too short'],
    ['ABCDEFGHIJKL', 'is too long'],
    ['ACME-SA', 'has a dash'],
    ['', 'is empty'],
  ])('refuses the sender id %j (it %s) with a message naming the field, changing nothing', async (senderId) => {
    const token = await s.signIn(THANDI);
    const before = await activity(SMS, token);
    const r = await s.call('communication.SetSmsSenderId', { serviceTag: SMS, senderId }, token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ field: 'senderId', message: 'senderId: A sender id is 3 to 11 letters or digits, starting with a letter.' });
    expect((await sms(token)).senderId).toEqual({ value: 'MokoenaDsn', pending: null });
    expect(await activity(SMS, token)).toEqual(before);
  });

  it('refuses the sender id it has already', async () => {
    const token = await s.signIn(THANDI);
    const r = await s.call('communication.SetSmsSenderId', { serviceTag: SMS, senderId: 'MokoenaDsn' }, token);
    expect(r.status).toBe(409);
    expect(r.body.errors[0].message).toBe('MokoenaDsn is already your sender id.');
  });

  it('changes the sender id: pending until the network approves it, then live; recorded with who asked', async () => {
    const token = await s.signIn(THANDI);
    const r = await s.call('communication.SetSmsSenderId', { serviceTag: SMS, senderId: 'Mokoena' }, token);
    expect(r.status).toBe(200);
    expect(r.body.result.reference).toMatch(/^CHG-/);
    expect(r.body.result.message).toContain('Sender id changed to Mokoena');
    expect((await sms(token)).senderId).toEqual({ value: 'Mokoena', pending: { state: 'changing', reference: r.body.result.reference } });
    const again = await s.call('communication.SetSmsSenderId', { serviceTag: SMS, senderId: 'Other' }, token);
    expect(again.status).toBe(409);

    operatorFinishes();
    expect((await sms(token)).senderId).toEqual({ value: 'Mokoena', pending: null });
    expect((await activity(SMS, token))[0]).toMatchObject({ message: 'Sender id changed to Mokoena', actorName: 'Thandi', reference: r.body.result.reference });
  });

  it('sells credits through the cart: the balance grows, the charge is on the next invoice, and one key makes one order', async () => {
    const token = await s.signIn(THANDI);
    const service = await result<ServiceDetail>('services.GetService', { serviceTag: SMS }, token);
    expect(service.can.topUp).toBe(true);
    const offers = await result<{ offers: { name: string; allowed: boolean; reason: string | null }[] }>('services.GetOffers', { serviceTag: SMS, kind: 'top-up' }, token);
    expect(offers.offers.map((o) => [o.name, o.allowed])).toEqual([
      ['SMS Credits 500', true],
      ['SMS Credits 1 000', true],
      ['SMS Credits 5 000', true],
    ]);

    const before = await sms(token);
    const topUpsBefore = (await topUpsOf(SMS)).length;
    const cart = { serviceTag: SMS, upgrade: false, cartLines: [{ productId: await productId('SMS Credits 1 000'), quantity: 1 }] };
    const preview = await result<{ onceOffTotal: number; monthlyChange: number }>('commerce.PreviewOrder', { cart }, token);
    expect(preview).toMatchObject({ onceOffTotal: 320, monthlyChange: 0 });

    const key = randomUUID();
    const [first, second] = await Promise.all([
      s.call('commerce.PlaceOrder', { cart, idempotencyKey: key }, token),
      s.call('commerce.PlaceOrder', { cart, idempotencyKey: key }, token),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.result.message).toContain('1 000 SMS credits have been added.');
    expect(first.body.result.message).toContain('R 320.00 will be on your next invoice.');
    expect(second.body.result.reference).toBe(first.body.result.reference);
    const replay = await s.call('commerce.PlaceOrder', { cart, idempotencyKey: key }, token);
    expect(replay.body.result.reference).toBe(first.body.result.reference);

    const topUps = await topUpsOf(SMS);
    expect(topUps).toHaveLength(topUpsBefore + 1);
    expect(topUps.at(-1)).toMatchObject({ credits: 1000, dataMb: 0, reference: first.body.result.reference });
    const after = await sms(token);
    expect(after.credits.balance).toBe(before.credits.balance + 1000);
    expect(after.credits.bought).toBe(before.credits.bought + 1000);

    const next = (await result<{ lines: { description: string; amount: number }[] }>('billing.GetViewInvoice', { isNextNext: true }, token)).lines;
    expect(next.filter((l) => l.description === 'SMS Credits 1 000 (SMS-701018)')).toEqual([expect.objectContaining({ amount: 320 })]);
  });

  it('does not sell SMS credits to another type’s service, nor data to an uncapped SMS service', async () => {
    const token = await s.signIn(THANDI);
    const onMailer = await s.call('commerce.PreviewOrder', { cart: { serviceTag: MAILER, upgrade: false, cartLines: [{ productId: await productId('SMS Credits 500'), quantity: 1 }] } }, token);
    expect(onMailer.status).toBe(400);
    expect(onMailer.body.errors[0].field).toBe('cartLines');
  });
});

describe('eScan', () => {
  it('shows the licence with its key masked, the seats used and each device', async () => {
    const token = await s.signIn(THANDI);
    const detail = await escan(token);
    const key = licenceKeyOf(ESCAN);
    expect(detail.licence).toEqual({ maskedKey: `••••-••••-••••-${key.slice(-4)}`, seats: 3, used: 3, renewalDate: '2027-04-14' });
    expect(JSON.stringify(detail)).not.toContain(key.slice(0, 9));
    expect(detail.devices.map((d) => [d.name, d.os, d.upToDate])).toEqual([
      ['Thandi’s laptop', 'Windows 11', true],
      ['Reception PC', 'Windows 10', false],
      ['Studio MacBook', 'macOS 14 Sonoma', true],
    ]);
  });

  it('reveals the key only to a fresh sign-in, and records that it was revealed', async () => {
    const token = await s.signIn(THANDI);
    s.clock.advance(121_000);
    const before = await activity(ESCAN, token);
    const stale = await s.call('communication.RevealEscanLicenceKey', { serviceTag: ESCAN }, token);
    expect(stale.status).toBe(403);
    expect(stale.body.errors[0].code).toBe('REAUTH_REQUIRED');
    expect(await activity(ESCAN, token)).toEqual(before);

    const fresh = await s.signIn(THANDI);
    const revealed = await result<{ licenceKey: string }>('communication.RevealEscanLicenceKey', { serviceTag: ESCAN }, fresh);
    expect(revealed.licenceKey).toBe(licenceKeyOf(ESCAN));
    expect((await activity(ESCAN, fresh))[0]).toMatchObject({ message: 'Licence key revealed', actorName: 'Thandi', reference: null });
  });

  it('removes a device to free a seat: being removed, then gone; an unknown device is not found', async () => {
    const token = await s.signIn(THANDI);
    expect((await s.call('communication.RemoveEscanDevice', { serviceTag: ESCAN, deviceKey: 'dev-99' }, token)).status).toBe(404);
    const r = await s.call('communication.RemoveEscanDevice', { serviceTag: ESCAN, deviceKey: 'dev-2' }, token);
    expect(r.status).toBe(200);
    const pending = await escan(token);
    expect(pending.devices.find((d) => d.deviceKey === 'dev-2')!.pending).toEqual({ state: 'removing', reference: r.body.result.reference });
    expect((await s.call('communication.RemoveEscanDevice', { serviceTag: ESCAN, deviceKey: 'dev-2' }, token)).status).toBe(409);

    operatorFinishes();
    const done = await escan(token);
    expect(done.devices.map((d) => d.name)).toEqual(['Thandi’s laptop', 'Studio MacBook']);
    expect(done.licence).toMatchObject({ seats: 3, used: 2 });
    expect((await activity(ESCAN, token))[0]).toMatchObject({ message: 'Device Reception PC removed from the licence', actorName: 'Thandi' });
  });
});

describe('bulk mailer', () => {
  it('shows its lists, campaigns with rates, credits as a ledger and the plan’s contact limit', async () => {
    const token = await s.signIn(THANDI);
    const detail = await mailer(token);
    expect(detail.lists.map((l) => [l.name, l.contacts])).toEqual([
      ['Customers', 1120],
      ['Newsletter sign-ups', 418],
      ['Trade partners', 96],
    ]);
    expect(detail).toMatchObject({ contactLimit: 2000, contactsTotal: 1634 });
    expect(detail.campaigns[0].name).toBe('Festive season opening hours');
    const recipients = detail.campaigns.reduce((n, c) => n + c.recipients, 0);
    expect(detail.credits).toEqual({ bought: 20000, used: recipients, balance: 20000 - recipients });
    for (const c of detail.campaigns) expect(c.openRate).toBeCloseTo(c.opens / c.recipients, 2);
  });

  it.each([
    [{ name: '' }, 'name: Please give the list a name.'],
    [{ name: '   ' }, 'name: Please give the list a name.'],
    [{ name: 'x'.repeat(61) }, 'name: A list name is at most 60 characters.'],
    [{ name: 'Fine', extra: 1 }, 'extra: this field is not expected.'],
  ])('refuses %j with a message naming the field', async (body, message) => {
    const token = await s.signIn(THANDI);
    const r = await s.call('communication.AddContactList', { serviceTag: MAILER, ...body }, token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe(message);
    expect((await mailer(token)).lists).toHaveLength(3);
  });

  it('refuses a second list of the same name, in any case', async () => {
    const token = await s.signIn(THANDI);
    const r = await s.call('communication.AddContactList', { serviceTag: MAILER, name: ' customers ' }, token);
    expect(r.status).toBe(409);
    expect(r.body.errors[0]).toMatchObject({ field: 'name', message: 'A list called Customers already exists.' });
    const rename = await s.call('communication.RenameContactList', { serviceTag: MAILER, listKey: 'list-3', name: 'Newsletter Sign-ups' }, token);
    expect(rename.status).toBe(409);
  });

  it('creates, renames and deletes a list, each pending until done and recorded', async () => {
    const token = await s.signIn(THANDI);
    const added = await s.call('communication.AddContactList', { serviceTag: MAILER, name: 'VIP clients' }, token);
    expect(added.status).toBe(200);
    let list = (await mailer(token)).lists.find((l) => l.name === 'VIP clients')!;
    expect(list).toMatchObject({ contacts: 0, pending: { state: 'adding', reference: added.body.result.reference } });
    operatorFinishes();
    list = (await mailer(token)).lists.find((l) => l.name === 'VIP clients')!;
    expect(list.pending).toBeNull();

    const renamed = await s.call('communication.RenameContactList', { serviceTag: MAILER, listKey: list.listKey, name: 'VIP customers' }, token);
    expect(renamed.status).toBe(200);
    expect((await mailer(token)).lists.find((l) => l.listKey === list.listKey)).toMatchObject({ name: 'VIP customers', pending: { state: 'changing' } });
    operatorFinishes();

    const removed = await s.call('communication.RemoveContactList', { serviceTag: MAILER, listKey: list.listKey }, token);
    expect(removed.status).toBe(200);
    expect((await mailer(token)).lists.find((l) => l.listKey === list.listKey)!.pending).toMatchObject({ state: 'removing' });
    operatorFinishes();
    expect((await mailer(token)).lists.map((l) => l.name)).not.toContain('VIP customers');
    expect((await s.call('communication.RemoveContactList', { serviceTag: MAILER, listKey: list.listKey }, token)).status).toBe(404);

    expect((await activity(MAILER, token)).slice(0, 3).map((e) => `${e.message} by ${e.actorName}`)).toEqual([
      'Contact list VIP customers removed by Thandi',
      'Contact list VIP clients renamed to VIP customers by Thandi',
      'Contact list VIP clients added by Thandi',
    ]);
  });

  it('upgrades through the cart only to a tier that holds the contacts of its lists', async () => {
    const token = await s.signIn(THANDI);
    const [service] = await s.db.select().from(services).where(eq(services.serviceTag, MAILER));
    // The customers list grew by an import: 12 400 contacts in all.
    await s.db
      .update(serviceItems)
      .set({ data: { name: 'Customers', contacts: 11_886 } })
      .where(and(eq(serviceItems.serviceId, service.id), eq(serviceItems.key, 'list-1')));

    const offers = await result<{ offers: { name: string; allowed: boolean; reason: string | null }[] }>('services.GetOffers', { serviceTag: MAILER, kind: 'plan' }, token);
    expect(offers.offers.find((o) => o.name === 'Bulk Mailer Growth')).toMatchObject({
      allowed: false,
      reason: 'Your lists hold 12 400 contacts; Bulk Mailer Growth holds 10 000. Remove 2 400 first.',
    });
    expect(offers.offers.find((o) => o.name === 'Bulk Mailer Pro')).toMatchObject({ allowed: true });

    const growth = await s.call('commerce.PreviewOrder', { cart: { serviceTag: MAILER, upgrade: true, cartLines: [{ productId: await productId('Bulk Mailer Growth'), quantity: 1 }] } }, token);
    expect(growth.status).toBe(400);
    expect(growth.body.errors[0].message).toContain('Remove 2 400 first.');

    const pro = await s.call(
      'commerce.PlaceOrder',
      { cart: { serviceTag: MAILER, upgrade: true, cartLines: [{ productId: await productId('Bulk Mailer Pro'), quantity: 1 }] }, idempotencyKey: randomUUID() },
      token,
    );
    expect(pro.status).toBe(200);
    expect(pro.body.result.message).toContain('moves to Bulk Mailer Pro');
    operatorFinishes();
    expect((await mailer(token)).contactLimit).toBe(50000);
  });
});
