import { randomUUID } from 'node:crypto';
import type { DomainOverview, EmailOverview, ExchangeOverview } from '@portal/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import { passwordMatches } from '../src/actions/services/service-passwords';
import type { Database } from '../src/db/connect';
import { billAdditions, products, serviceItems, services } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';
import { openSeededDatabase } from './support/seeded-database';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};
const THANDI = '0821234567';
const SIPHO = '0831234567';
const DOMAIN = 'mokoena-design.co.za';

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
const email = async (token: string, serviceTag = 'EML-500614') => (await s.call('communication.GetEmail', { serviceTag }, token)).body.result as EmailOverview;
const exchange = async (token: string, serviceTag: string) => (await s.call('communication.GetHostedExchange', { serviceTag }, token)).body.result as ExchangeOverview;
const domain = async (token: string) => (await s.call('communication.GetDomain', { serviceTag: 'DOM-701321' }, token)).body.result as DomainOverview;
const activity = async (token: string, serviceTag: string) =>
  (await s.call('services.GetServiceActivity', { serviceTag }, token)).body.result.entries as { message: string; actorName: string; reference: string | null }[];
const itemCount = async () => (await s.db.select().from(serviceItems)).length;
const productId = async (name: string) => (await s.db.select().from(products).where(eq(products.name, name)))[0].id;

describe('communication.GetEmail', () => {
  it('shows the domain, the plan’s limits, what is used and the seeded mailboxes, aliases and forwarding', async () => {
    const token = await s.signIn(THANDI);
    const view = await email(token);
    expect(view.domain).toBe(DOMAIN);
    expect(view.limits).toEqual({ mailboxes: 10, storageMb: 50 * 1024, mailboxQuotaMb: 10 * 1024 });
    expect(view.used.mailboxes).toBe(view.mailboxes.length);
    expect(view.used.allocatedMb).toBe(view.mailboxes.reduce((sum, m) => sum + m.quotaMb, 0));
    expect(view.mailboxes.find((m) => m.address === `info@${DOMAIN}`)).toMatchObject({ displayName: 'Mokoena Design', quotaMb: 5120, pending: null });
    expect(view.aliases).toContainEqual({ address: `hello@${DOMAIN}`, deliversTo: `info@${DOMAIN}`, pending: null });
    expect(view.mailboxes.find((m) => m.localPart === 'bookings')!.forwarding).toMatchObject({ to: 'thandi.mokoena@example.com', keepCopy: true });
  });

  it('answers another account’s service exactly as an unknown one (404), and a service of another type too', async () => {
    const sipho = await s.signIn(SIPHO, 'ENT2001');
    const foreign = await s.call('communication.GetEmail', { serviceTag: 'EML-500614' }, sipho);
    const unknown = await s.call('communication.GetEmail', { serviceTag: 'EML-999999' }, sipho);
    expect(foreign.status).toBe(404);
    expect({ ...foreign.body, correlationId: 0 }).toEqual({ ...unknown.body, correlationId: 0 });
    const change = await s.call('communication.AddMailbox', { serviceTag: 'EML-500614', address: `x@${DOMAIN}`, displayName: 'X', quotaMb: 1024 }, sipho);
    expect(change.status).toBe(404);

    const thandi = await s.signIn(THANDI);
    expect((await s.call('communication.GetHostedExchange', { serviceTag: 'HEX-220002' }, thandi)).status).toBe(404);
    expect((await s.call('communication.AddExchangeMailbox', { serviceTag: 'HEX-220002', address: 'x@acme-logistics.co.za', displayName: 'X', productId: 1 }, thandi)).status).toBe(404);
    expect((await s.call('communication.GetEmail', { serviceTag: 'VOIP-600715' }, thandi)).status).toBe(404);
  });
});

describe('communication.AddMailbox', () => {
  it('adds a mailbox pending until the operator is done, answers its password once and keeps only a scrypt hash', async () => {
    const token = await s.signIn(THANDI);
    const r = await s.call('communication.AddMailbox', { serviceTag: 'EML-500614', address: `Sales@${DOMAIN}`, displayName: 'Sales', quotaMb: 2048 }, token);
    expect(r.status).toBe(200);
    expect(r.body.result.reference).toMatch(/^CHG-/);
    expect(r.body.result.address).toBe(`sales@${DOMAIN}`);
    const password = r.body.result.password as string;
    expect(password).toHaveLength(16);

    const pending = (await email(token)).mailboxes.find((m) => m.localPart === 'sales')!;
    expect(pending).toMatchObject({ displayName: 'Sales', quotaMb: 2048, usedMb: 0, pending: { state: 'adding', reference: r.body.result.reference } });
    expect(await activity(token, 'EML-500614')).toContainEqual(expect.objectContaining({ message: 'Mailbox sales@ added', actorName: 'Thandi', reference: r.body.result.reference }));

    const [row] = await s.db.select().from(serviceItems).where(and(eq(serviceItems.kind, 'mailbox'), eq(serviceItems.key, 'sales')));
    expect(row.secretHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(password);
    expect(await passwordMatches(password, row.secretHash)).toBe(true);
    expect(s.log()).not.toContain(password);

    operatorFinishes();
    expect((await email(token)).mailboxes.find((m) => m.localPart === 'sales')!.pending).toBeNull();
  });

  it.each([
    ['an address at another domain', { address: 'sales@gmail.com' }, 'address', 'is not at your domain: addresses of this service end in @mokoena-design.co.za'],
    ['a local part with other characters', { address: `sa+les!@${DOMAIN}` }, 'address', 'Use only letters, digits'],
    ['a dot at the start', { address: `.sales@${DOMAIN}` }, 'address', 'Use only letters, digits'],
    ['a quota above the plan’s largest', { quotaMb: 20 * 1024 }, 'quotaMb', 'at most 10 GB'],
    ['a quota below the smallest', { quotaMb: 10 }, 'quotaMb', 'at least 256 MB'],
    ['no display name', { displayName: '  ' }, 'displayName', 'Please enter a display name.'],
    ['an unknown field', { admin: true }, 'admin', 'not expected'],
  ])('refuses %s with 400 naming the field, and adds nothing', async (_what, change, field, message) => {
    const token = await s.signIn(THANDI);
    const before = await itemCount();
    const r = await s.call('communication.AddMailbox', { serviceTag: 'EML-500614', address: `new@${DOMAIN}`, displayName: 'New', quotaMb: 1024, ...change }, token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe(field);
    expect(r.body.errors[0].message).toContain(message);
    expect(await itemCount()).toBe(before);
  });

  it('refuses a quota above the storage left, and more mailboxes than the plan has', async () => {
    const sipho = await s.signIn(SIPHO, 'BUS3001');
    const view = await email(sipho, 'EML-320002');
    expect(view.limits.mailboxes).toBe(2);
    expect(view.mailboxes).toHaveLength(2);
    const tooMany = await s.call('communication.AddMailbox', { serviceTag: 'EML-320002', address: 'extra@dlamini-consulting.co.za', displayName: 'Extra', quotaMb: 512 }, sipho);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].message).toBe('address: Your plan has 2 mailboxes and all are in use. Remove one, or upgrade for more mailboxes.');

    // Thandi's plan: 50 GB shared, 30 GB given already; a 10 GB mailbox fits, then only some is left.
    const thandi = await s.signIn(THANDI);
    const { limits, used } = await email(thandi);
    const left = limits.storageMb - used.allocatedMb;
    const r = await s.call('communication.AddMailbox', { serviceTag: 'EML-500614', address: `big@${DOMAIN}`, displayName: 'Big', quotaMb: limits.mailboxQuotaMb }, thandi);
    if (left >= limits.mailboxQuotaMb) expect(r.status).toBe(200);
    const after = await email(thandi);
    const stillLeft = after.limits.storageMb - after.used.allocatedMb;
    const over = await s.call('communication.AddMailbox', { serviceTag: 'EML-500614', address: `bigger@${DOMAIN}`, displayName: 'Bigger', quotaMb: stillLeft + 256 }, thandi);
    expect(over.status).toBe(400);
    expect(over.body.errors[0].field).toBe('quotaMb');
    expect(over.body.errors[0].message).toMatch(/storage is left to give to a new mailbox/);
  });

  it('refuses an address that is already a mailbox (409) and changes nothing', async () => {
    const token = await s.signIn(THANDI);
    const before = await itemCount();
    const r = await s.call('communication.AddMailbox', { serviceTag: 'EML-500614', address: `info@${DOMAIN}`, displayName: 'Again', quotaMb: 512 }, token);
    expect(r.status).toBe(409);
    expect(r.body.errors[0].message).toBe(`The mailbox info@${DOMAIN} already exists.`);
    expect(await itemCount()).toBe(before);
  });
});

describe('communication.ResetMailboxPassword', () => {
  it('needs a fresh sign-in; then answers a new password once, whose hash replaces the old', async () => {
    const token = await s.signIn(THANDI);
    s.clock.advance(121_000);
    const stale = await s.call('communication.ResetMailboxPassword', { serviceTag: 'EML-500614', address: `studio@${DOMAIN}` }, token);
    expect(stale.status).toBe(403);
    expect(stale.body.errors[0].code).toBe('REAUTH_REQUIRED');

    const fresh = await s.signIn(THANDI);
    const r = await s.call('communication.ResetMailboxPassword', { serviceTag: 'EML-500614', address: `studio@${DOMAIN}` }, fresh);
    expect(r.status).toBe(200);
    const [row] = await s.db.select().from(serviceItems).where(and(eq(serviceItems.kind, 'mailbox'), eq(serviceItems.key, 'studio')));
    expect(await passwordMatches(r.body.result.password, row.secretHash)).toBe(true);
    expect(s.log()).not.toContain(r.body.result.password);
    expect((await email(fresh)).mailboxes.find((m) => m.localPart === 'studio')!.pending).toMatchObject({ state: 'changing' });
    expect((await activity(fresh, 'EML-500614'))[0]).toMatchObject({ message: 'Password of studio@ reset', actorName: 'Thandi' });
    operatorFinishes();
    expect((await email(fresh)).mailboxes.find((m) => m.localPart === 'studio')!.pending).toBeNull();

    const unknown = await s.call('communication.ResetMailboxPassword', { serviceTag: 'EML-500614', address: `nobody@${DOMAIN}` }, fresh);
    expect(unknown.status).toBe(404);
  });
});

describe('aliases, forwarding and removing a mailbox', () => {
  it('adds an alias to a mailbox, refuses one to a mailbox that does not exist, and removes it', async () => {
    const token = await s.signIn(THANDI);
    const bad = await s.call('communication.AddMailAlias', { serviceTag: 'EML-500614', address: `orders@${DOMAIN}`, deliversTo: `ghost@${DOMAIN}` }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'deliversTo', message: `deliversTo: ghost@${DOMAIN} is not one of your mailboxes.` });
    const outside = await s.call('communication.AddMailAlias', { serviceTag: 'EML-500614', address: 'orders@example.com', deliversTo: `info@${DOMAIN}` }, token);
    expect(outside.status).toBe(400);

    const r = await s.call('communication.AddMailAlias', { serviceTag: 'EML-500614', address: `orders@${DOMAIN}`, deliversTo: `info@${DOMAIN}` }, token);
    expect(r.status).toBe(200);
    expect((await email(token)).aliases).toContainEqual({ address: `orders@${DOMAIN}`, deliversTo: `info@${DOMAIN}`, pending: { state: 'adding', reference: r.body.result.reference } });
    expect((await activity(token, 'EML-500614'))[0].message).toBe('Alias orders@ added');
    operatorFinishes();
    expect((await s.call('communication.RemoveMailAlias', { serviceTag: 'EML-500614', address: `orders@${DOMAIN}` }, token)).status).toBe(200);
    operatorFinishes();
    expect((await email(token)).aliases.some((a) => a.address === `orders@${DOMAIN}`)).toBe(false);
  });

  it('sets forwarding to a valid outside address with keep-a-copy, refuses a bad one, and clears it', async () => {
    const token = await s.signIn(THANDI);
    const bad = await s.call('communication.SetMailForwarding', { serviceTag: 'EML-500614', address: `info@${DOMAIN}`, forwardTo: 'not an address', keepCopy: true }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('forwardTo');
    const r = await s.call('communication.SetMailForwarding', { serviceTag: 'EML-500614', address: `info@${DOMAIN}`, forwardTo: 'X@Y.com', keepCopy: false }, token);
    expect(r.status).toBe(200);
    expect((await activity(token, 'EML-500614'))[0].message).toBe('Forwarding of info@ set to x@y.com');
    operatorFinishes();
    expect((await email(token)).mailboxes.find((m) => m.localPart === 'info')!.forwarding).toEqual({ to: 'x@y.com', keepCopy: false, pending: null });
    expect((await s.call('communication.ClearMailForwarding', { serviceTag: 'EML-500614', address: `info@${DOMAIN}` }, token)).status).toBe(200);
    operatorFinishes();
    expect((await email(token)).mailboxes.find((m) => m.localPart === 'info')!.forwarding).toBeNull();
  });

  it('refuses to remove a mailbox aliases deliver to, and removes one without', async () => {
    const token = await s.signIn(THANDI);
    const refused = await s.call('communication.RemoveMailbox', { serviceTag: 'EML-500614', address: `info@${DOMAIN}` }, token);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toContain('hello@');
    const r = await s.call('communication.RemoveMailbox', { serviceTag: 'EML-500614', address: `ayanda@${DOMAIN}` }, token);
    expect(r.status).toBe(200);
    expect((await email(token)).mailboxes.find((m) => m.localPart === 'ayanda')!.pending).toMatchObject({ state: 'removing' });
    operatorFinishes();
    expect((await email(token)).mailboxes.some((m) => m.localPart === 'ayanda')).toBe(false);
  });
});

describe('email upgrades and add-ons through the cart', () => {
  it('refuses a plan with fewer mailboxes than in use, in words, in the offers and the order', async () => {
    const token = await s.signIn(THANDI);
    const count = (await email(token)).used.mailboxes;
    expect(count).toBeGreaterThan(5);
    const offers = (await s.call('services.GetOffers', { serviceTag: 'EML-500614', kind: 'plan' }, token)).body.result.offers as { name: string; allowed: boolean; reason: string | null }[];
    expect(offers.find((o) => o.name === 'Business Email 5 Mailboxes')).toMatchObject({
      allowed: false,
      reason: `You have ${count} mailboxes; Business Email 5 Mailboxes has 5. Remove ${count - 5} first.`,
    });
    expect(offers.find((o) => o.name === 'Business Email 25 Mailboxes')).toMatchObject({ allowed: true });
    const cart = { serviceTag: 'EML-500614', upgrade: true, cartLines: [{ productId: await productId('Business Email 5 Mailboxes'), quantity: 1 }] };
    const r = await s.call('commerce.PlaceOrder', { cart, idempotencyKey: randomUUID() }, token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe(`cartLines: You have ${count} mailboxes; Business Email 5 Mailboxes has 5. Remove ${count - 5} first.`);
    const up = await s.call('commerce.PreviewOrder', { cart: { ...cart, cartLines: [{ productId: await productId('Business Email 25 Mailboxes'), quantity: 1 }] } }, token);
    expect(up.status).toBe(200);
  });

  it('lists an add-on bought for the service, pending then active, and Extra Storage adds to the storage', async () => {
    const token = await s.signIn(SIPHO, 'ENT2001');
    await s.call('account.GetAccount', {}, token);
    const thandi = await s.signIn(THANDI);
    const before = await email(thandi);
    const cart = { serviceTag: 'EML-500614', upgrade: false, cartLines: [{ productId: await productId('Extra 10 GB Storage'), quantity: 1 }] };
    const r = await s.call('commerce.PlaceOrder', { cart, idempotencyKey: randomUUID() }, thandi);
    expect(r.status).toBe(200);
    expect((await email(thandi)).addOns[0]).toMatchObject({ name: 'Extra 10 GB Storage', status: 'pending', reference: r.body.result.reference });
    operatorFinishes();
    const after = await email(thandi);
    expect(after.addOns[0].status).toBe('active');
    expect(after.limits.storageMb).toBe(before.limits.storageMb + 10 * 1024);
  });
});

describe('hosted Exchange', () => {
  it('adds a mailbox on its plan, puts its monthly charge on the next-invoice preview, and totals the mailboxes', async () => {
    const token = await s.signIn(SIPHO, 'ENT2001');
    const before = await exchange(token, 'HEX-220002');
    expect(before.mailboxLimit).toBe(50);
    expect(before.plans.map((p) => p.name)).toEqual(['Exchange Basic 2 GB', 'Exchange Standard 50 GB', 'Exchange Plus 100 GB']);
    const standard = before.plans.find((p) => p.name === 'Exchange Standard 50 GB')!;
    const r = await s.call('communication.AddExchangeMailbox', { serviceTag: 'HEX-220002', address: 'sales@acme-logistics.co.za', displayName: 'Sales', productId: standard.productId }, token);
    expect(r.status).toBe(200);
    const after = await exchange(token, 'HEX-220002');
    expect(after.mailboxes.find((m) => m.address === 'sales@acme-logistics.co.za')).toMatchObject({ plan: 'Exchange Standard 50 GB', price: 89, pending: { state: 'adding' } });
    expect(after.mailboxesMonthly).toBeCloseTo(before.mailboxesMonthly + 89, 2);
    const lines = (await s.call('billing.GetViewInvoice', { isNextNext: true }, token)).body.result.lines as { description: string; amount: number }[];
    expect(lines).toContainEqual(expect.objectContaining({ description: 'Exchange Standard 50 GB for sales@acme-logistics.co.za (HEX-220002), monthly', amount: 89 }));
    expect((await activity(token, 'HEX-220002'))[0]).toMatchObject({ message: 'Exchange mailbox sales@ added on Exchange Standard 50 GB', actorName: 'Sipho' });
    operatorFinishes();
    expect((await exchange(token, 'HEX-220002')).mailboxes.find((m) => m.address === 'sales@acme-logistics.co.za')!.pending).toBeNull();
  });

  it('refuses a mailbox beyond the plan’s 50, a plan that is not offered and an address at another domain', async () => {
    const token = await s.signIn(SIPHO, 'ENT2001');
    const view = await exchange(token, 'HEX-220002');
    const basic = view.plans[0].productId;
    for (let i = view.mailboxes.length; i < 50; i++) {
      const r = await s.call('communication.AddExchangeMailbox', { serviceTag: 'HEX-220002', address: `temp${i}@acme-logistics.co.za`, displayName: `Temp ${i}`, productId: basic }, token);
      expect(r.status).toBe(200);
    }
    const over = await s.call('communication.AddExchangeMailbox', { serviceTag: 'HEX-220002', address: 'one.more@acme-logistics.co.za', displayName: 'One more', productId: basic }, token);
    expect(over.status).toBe(400);
    expect(over.body.errors[0].message).toContain('Your plan has 50 mailboxes and all are in use');
    const plan = await s.call('communication.AddExchangeMailbox', { serviceTag: 'HEX-220002', address: 'x@acme-logistics.co.za', displayName: 'X', productId: await productId('Business Email 5 Mailboxes') }, token);
    expect(plan.status).toBe(400);
    expect(plan.body.errors[0].field).toBe('productId');
    const thandi = await s.signIn(THANDI);
    const hex = await exchange(thandi, 'HEX-701220');
    const elsewhere = await s.call('communication.AddExchangeMailbox', { serviceTag: 'HEX-701220', address: 'x@acme-logistics.co.za', displayName: 'X', productId: hex.plans[0].productId }, thandi);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors[0].message).toContain('@mokoenadesign.com');
    const removed = await s.call('communication.RemoveExchangeMailbox', { serviceTag: 'HEX-701220', address: 'reception@mokoenadesign.com' }, thandi);
    expect(removed.status).toBe(200);
    expect((await exchange(thandi, 'HEX-701220')).mailboxes.find((m) => m.address === 'reception@mokoenadesign.com')!.pending).toMatchObject({ state: 'removing' });
  });
});

describe('domain DNS records', () => {
  const add = (token: string, record: Record<string, unknown>) => s.call('communication.AddDnsRecord', { serviceTag: 'DOM-701321', record: { ttl: 3600, ...record } }, token);

  it('shows the registration, name servers and records', async () => {
    const token = await s.signIn(THANDI);
    const view = await domain(token);
    expect(view).toMatchObject({ domain: DOMAIN, registeredOn: '2019-03-14', expiresOn: '2027-03-14', autoRenew: true, nameServers: ['ns1.example-isp.co.za', 'ns2.example-isp.co.za'] });
    expect(view.records).toContainEqual(expect.objectContaining({ type: 'MX', name: '@', value: 'mx1.mail.example-isp.co.za', priority: 10 }));
  });

  it('adds a record pending until provisioned, with an audit entry; edits and removes it', async () => {
    const token = await s.signIn(THANDI);
    const r = await add(token, { type: 'A', name: 'vpn', value: '196.25.114.40' });
    expect(r.status).toBe(200);
    const added = (await domain(token)).records.find((x) => x.name === 'vpn')!;
    expect(added).toMatchObject({ type: 'A', value: '196.25.114.40', ttl: 3600, priority: null, pending: { state: 'adding' } });
    expect((await activity(token, 'DOM-701321'))[0]).toMatchObject({ message: `A record vpn.${DOMAIN} added`, actorName: 'Thandi' });
    operatorFinishes();
    const changed = await s.call('communication.ChangeDnsRecord', { serviceTag: 'DOM-701321', recordId: added.recordId, record: { type: 'A', name: 'vpn', value: '196.25.114.41', ttl: 600 } }, token);
    expect(changed.status).toBe(200);
    expect((await domain(token)).records.find((x) => x.recordId === added.recordId)).toMatchObject({ value: '196.25.114.41', ttl: 600, pending: { state: 'changing' } });
    operatorFinishes();
    expect((await s.call('communication.RemoveDnsRecord', { serviceTag: 'DOM-701321', recordId: added.recordId }, token)).status).toBe(200);
    operatorFinishes();
    expect((await domain(token)).records.some((x) => x.recordId === added.recordId)).toBe(false);
    expect((await s.call('communication.RemoveDnsRecord', { serviceTag: 'DOM-701321', recordId: added.recordId }, token)).status).toBe(404);
  });

  it.each([
    ['an A record that is not IPv4', { type: 'A', name: 'x', value: '300.1.1.1' }, 'record.value', 'IPv4'],
    ['an AAAA record that is not IPv6', { type: 'AAAA', name: 'x', value: '2001:db8:::1' }, 'record.value', 'IPv6'],
    ['a CNAME to something that is not a host name', { type: 'CNAME', name: 'x', value: 'not a host' }, 'record.value', 'host name'],
    ['a CNAME at the domain itself', { type: 'CNAME', name: '@', value: 'other.example.com' }, 'record.name', 'cannot be at'],
    ['a CNAME next to other records of its name', { type: 'CNAME', name: 'shop', value: 'shops.example.com' }, 'record.name', 'must be the only record'],
    ['a record next to a CNAME', { type: 'TXT', name: 'www', value: 'hello' }, 'record.name', 'is a CNAME'],
    ['an MX without a priority', { type: 'MX', name: '@', value: 'mx3.example.com' }, 'record.priority', 'needs a priority'],
    ['an MX priority out of range', { type: 'MX', name: '@', value: 'mx3.example.com', priority: 70000 }, 'record.priority', '0 to 65535'],
    ['a TXT string over 255 characters', { type: 'TXT', name: '@', value: 'a'.repeat(256) }, 'record.value', 'at most 255'],
    ['a TXT value that is not printable', { type: 'TXT', name: '@', value: 'line\nbreak' }, 'record.value', 'printable'],
    ['a TTL below 300', { type: 'A', name: 'x', value: '1.2.3.4', ttl: 60 }, 'record.ttl', 'at least 300'],
    ['a TTL above a day', { type: 'A', name: 'x', value: '1.2.3.4', ttl: 90000 }, 'record.ttl', 'at most 86400'],
    ['a name with spaces', { type: 'A', name: 'my host', value: '1.2.3.4' }, 'record.name', 'Use @ for the domain itself'],
    ['an unknown type', { type: 'SRV', name: 'x', value: '1.2.3.4' }, 'record.type', 'A, AAAA, CNAME, MX or TXT'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_what, record, field, message) => {
    const token = await s.signIn(THANDI);
    const before = await itemCount();
    const r = await add(token, record);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe(field);
    expect(r.body.errors[0].message).toContain(message);
    expect(await itemCount()).toBe(before);
  });

  it('accepts a long TXT value split into quoted strings of 255 at most', async () => {
    const token = await s.signIn(THANDI);
    const r = await add(token, { type: 'TXT', name: 'google._domainkey', value: `"${'k'.repeat(255)}" "${'m'.repeat(100)}"` });
    expect(r.status).toBe(200);
  });

  it('keeps every seeded mail service filled', async () => {
    const tags = ['EML-500614', 'EML-271007', 'EML-320002', 'HEX-701220', 'HEX-220002', 'DOM-701321'];
    const rows = await s.db.select({ tag: services.serviceTag, kind: serviceItems.kind }).from(serviceItems).innerJoin(services, eq(services.id, serviceItems.serviceId));
    for (const tag of tags) expect(rows.filter((r) => r.tag === tag).length).toBeGreaterThan(0);
    expect((await s.db.select().from(billAdditions).where(eq(billAdditions.serviceTag, 'EML-271007'))).length).toBe(0);
  });
});
