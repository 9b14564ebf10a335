import { randomUUID } from 'node:crypto';
import { CONNECTIVITY_TYPES, type ServiceDetail, type UsageDay } from '@portal/contract/catalogue';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/connect';
import { billAdditions, dashboardAlerts, accountMessages, accounts, products } from '../src/db/schema';
import { seedDemoData } from '../src/demo/seed';
import { testFileStore } from './support/test-files';
import { startTestServer, type TestServer } from './support/test-server';
import { openSeededDatabase, testFieldCipher } from './support/seeded-database';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const CUSTOMER = '0821234567';
const ENTERPRISE = '0831234567';
/** CUS1001 with only 'billing'. */
const BILLING_ONLY = '0721234501';
/** CUS1001 with 'connectivity' and 'tickets'. */
const CONNECTIVITY_ONLY = '0721234503';
/** The test server's clock starts on this day; the demo data is made for it. */
const TODAY = '2026-11-22';

let database: Database;
let s: TestServer;
let customer: string;

beforeAll(async () => {
  database = await openSeededDatabase();
  s = await startTestServer({ database, otpLimits: GENEROUS });
  customer = await s.signIn(CUSTOMER);
});
afterAll(async () => {
  await s.close();
  await database.close();
});

const detail = async (serviceTag: string, token = customer) => {
  const r = await s.call('services.GetService', { serviceTag }, token);
  expect(r.status).toBe(200);
  return r.body.result as ServiceDetail;
};
type Offer = { productId: number; name: string; serviceType: string; kind: string; dataCapMb: number | null; allowed: boolean; reason: string | null };
const offers = async (serviceTag: string, kind: string, token = customer) => {
  const r = await s.call('services.GetOffers', { serviceTag, kind }, token);
  expect(r.status).toBe(200);
  return r.body.result.offers as Offer[];
};
const withoutCorrelation = (body: { correlationId?: string }) => ({ ...body, correlationId: undefined });

describe('services.GetService', () => {
  it('shows a fibre line: its plan and speeds, attributes from the database, this month’s use and what can be done', async () => {
    const fibre = await detail('FTTH-100234');
    expect(fibre).toMatchObject({
      serviceTag: 'FTTH-100234',
      category: 'connectivity',
      type: 'ftth',
      status: 'Active',
      accountCode: 'CUS1001',
      product: { name: 'Fibre 100/50 Mbps Uncapped', serviceType: 'ftth', kind: 'plan', billing: 'monthly', speedDownMbps: 100, speedUpMbps: 50, dataCapMb: null, price: 899 },
      monthlyPrice: 899,
      installationAddress: '12 Main Road, Unit 4, Johannesburg, 2001',
      pendingChange: null,
      cancellation: null,
      sharedMembers: [],
      can: { upgrade: true, topUp: false, cancel: true },
    });
    expect(fibre.attributes.map((a) => a.label)).toEqual(['Line ID', 'Network operator', 'ONT model', 'ONT serial number', 'Router model', 'Router serial number']);
    expect(fibre.attributes[0].value).toBe('FTTH-100234-L1');
    expect(fibre.contractEndDate! > TODAY).toBe(true);
    expect(fibre.usage).toMatchObject({ periodStart: '2026-11-01', periodEnd: '2026-11-30', capMb: null, topUpMb: 0 });
    expect(fibre.usage!.usedMb).toBeGreaterThan(0);
  });

  it('shows a mobile SIM’s SIM, ICCID and APN, and a capped plan used mostly under its cap', async () => {
    const mobile = await detail('MOB-300412');
    const labels = mobile.attributes.map((a) => a.label);
    expect(labels).toEqual(expect.arrayContaining(['SIM number', 'ICCID', 'APN']));
    expect(mobile.attributes.find((a) => a.label === 'ICCID')!.value).toMatch(/^8927\d{15}$/);
    expect(mobile.usage!.capMb).toBe(20 * 1024);
    expect(mobile.usage!.usedMb).toBeGreaterThan(0);
    expect(mobile.usage!.usedMb).toBeLessThan(mobile.usage!.capMb!);
    expect(mobile.can).toEqual({ upgrade: true, topUp: true, cancel: true });
  });

  it('shows the members of a shared-data bundle, each with their own cap and use', async () => {
    const shared = await detail('SHD-400715');
    expect(shared.sharedMembers).toHaveLength(4);
    expect(shared.sharedMembers.reduce((sum, m) => sum + m.capMb, 0)).toBe(shared.product!.dataCapMb);
    for (const member of shared.sharedMembers) {
      expect(member.cellNumberMasked).toMatch(/^0\d\d\*\*\*\d{4}$/);
      expect(member.usedMb).toBeGreaterThan(0);
      expect(member.usedMb).toBeLessThan(member.capMb);
    }
    const total = shared.sharedMembers.reduce((sum, m) => sum + m.usedMb, 0);
    expect(shared.usage!.usedMb).toBeCloseTo(total, 0);
  });

  it('keeps the suspended ADSL line suspended and cancellable', async () => {
    expect(await detail('ADSL-400513')).toMatchObject({ status: 'Suspended', cancellation: null, can: { upgrade: false, topUp: false, cancel: true } });
  });

  it('returns a non-connectivity service too, without usage', async () => {
    const email = await detail('EML-500614');
    expect(email).toMatchObject({ category: 'communication', type: 'email', status: 'Active', usage: null, product: { name: 'Business Email 10 Mailboxes', serviceType: 'email' } });
  });

  it('answers another account’s tag exactly as an unknown one, and refuses a service whose module the token lacks', async () => {
    const foreign = await s.call('services.GetService', { serviceTag: 'FTTH-310001' }, customer);
    const unknown = await s.call('services.GetService', { serviceTag: 'FTTH-999999' }, customer);
    expect(foreign.status).toBe(404);
    expect(withoutCorrelation(foreign.body)).toEqual(withoutCorrelation(unknown.body));
    for (const name of ['services.GetUsage', 'services.GetLiveSession', 'services.GetCancellationOptions']) {
      expect((await s.call(name, { serviceTag: 'FTTH-310001' }, customer)).status).toBe(404);
    }
    expect((await s.call('services.GetOffers', { serviceTag: 'FTTH-310001', kind: 'plan' }, customer)).status).toBe(404);

    const billingOnly = await s.signIn(BILLING_ONLY);
    expect((await s.call('services.GetService', { serviceTag: 'FTTH-100234' }, billingOnly)).status).toBe(403);
    const connectivityOnly = await s.signIn(CONNECTIVITY_ONLY);
    expect((await s.call('services.GetService', { serviceTag: 'FTTH-100234' }, connectivityOnly)).status).toBe(200);
    expect((await s.call('services.GetService', { serviceTag: 'EML-500614' }, connectivityOnly)).status).toBe(403);
    expect((await s.call('services.GetService', { serviceTag: 'FTTH-100234' })).status).toBe(401);
  });

  it.each([
    ['services.GetService', {}, 'serviceTag'],
    ['services.GetService', { serviceTag: 'x'.repeat(41) }, 'serviceTag'],
    ['services.GetUsage', { serviceTag: 'MOB-300412', days: 3 }, 'days'],
    ['services.GetUsage', { serviceTag: 'MOB-300412', userId: 0 }, 'userId'],
    ['services.GetLiveSession', { serviceTag: 'EML-500614' }, 'serviceTag'],
    ['services.GetLiveSession', { serviceTag: 'LTE-200311', extra: 1 }, 'extra'],
    ['services.GetOffers', { serviceTag: 'MOB-300412', kind: 'gift' }, 'kind'],
    ['services.GetOffers', { serviceTag: 'MOB-300412', kind: 'plan', extra: 1 }, 'extra'],
  ])('%s refuses %j with 400 naming %s', async (name, body, field) => {
    const r = await s.call(name, body, customer);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe(field);
  });
});

describe('demo services', () => {
  it('covers every connectivity type between CUS1001 and ENT2001, each with at least two plans of its own type', async () => {
    const acme = await s.signIn(ENTERPRISE, 'ENT2001');
    const listed: [string, { serviceTag: string; type: string }[]][] = [];
    for (const token of [customer, acme]) {
      listed.push([token, (await s.call('services.GetServices', { category: 'connectivity' }, token)).body.result.services]);
    }
    const cus = listed[0][1].map((x) => x.type);
    expect(cus).toEqual(expect.arrayContaining(['ftth', 'adsl', 'lte', 'mobiledata', 'fixed-lte', 'shareddata', 'wifi', 'wholesale-fibre']));
    const all = new Set(listed.flatMap(([, services]) => services.map((x) => x.type)));
    expect([...CONNECTIVITY_TYPES].filter((type) => !all.has(type))).toEqual([]);

    for (const [token, services] of listed) {
      for (const service of services) {
        const plans = await offers(service.serviceTag, 'plan', token);
        expect({ tag: service.serviceTag, plans: plans.length >= 2 }).toEqual({ tag: service.serviceTag, plans: true });
        expect(plans.every((p) => p.serviceType === service.type && p.kind === 'plan')).toBe(true);
      }
    }
  });

  it('offers mobile types 1, 5 and 10 GB top-ups, and fibre and ADSL a static IP and a delivered router, never another type’s', async () => {
    const topUps = await offers('MOB-300412', 'top-up');
    expect(topUps.map((p) => p.dataCapMb)).toEqual([1024, 5120, 10240]);
    expect(topUps.every((p) => p.serviceType === 'mobiledata' && p.allowed)).toBe(true);
    expect(await offers('FTTH-100234', 'top-up')).toEqual([]);
    expect((await offers('FTTH-100234', 'add-on')).map((p) => p.name)).toEqual(['Static IP Address (once-off setup)']);
    const router = await s.call('services.GetOffers', { serviceTag: 'ADSL-400513', kind: 'hardware' }, customer);
    expect(router.body.result.offers).toEqual([expect.objectContaining({ name: 'ADSL Wi-Fi Router', needsDelivery: true, serviceType: 'adsl' })]);
    expect((await offers('ADSL-400513', 'add-on')).map((p) => p.serviceType)).toEqual(['adsl']);
  });
});

describe('services.GetOffers plans', () => {
  it('lists the other plans of the type, refusing the current one and any below this month’s use, with reasons', async () => {
    const lte = await detail('LTE-200311');
    const plans = await offers('LTE-200311', 'plan');
    const current = plans.find((p) => p.productId === lte.product!.productId)!;
    expect(current).toMatchObject({ allowed: false, reason: 'This is your current plan.' });
    const below = plans.filter((p) => p.dataCapMb !== null && p.dataCapMb < lte.usage!.usedMb);
    expect(below.length).toBeGreaterThan(0);
    for (const plan of below) {
      expect(plan.allowed).toBe(false);
      expect(plan.reason).toMatch(/^You have used \d+(\.\d)? GB this month, more than this plan’s \d+ GB\.$/);
    }
    expect(plans.filter((p) => p.allowed).every((p) => p.dataCapMb === null || p.dataCapMb >= lte.usage!.usedMb)).toBe(true);
    expect(plans.some((p) => p.allowed)).toBe(true);
  });
});

describe('services.GetLiveSession (the demo adapter)', () => {
  it('simulates an active service online, a suspended one offline and a pending one never connected', async () => {
    const now = s.clock.now().getTime();
    const online = (await s.call('services.GetLiveSession', { serviceTag: 'LTE-200311' }, customer)).body.result;
    expect(online).toMatchObject({ serviceTag: 'LTE-200311', session: { state: 'online', ipAddress: expect.stringMatching(/^100\.64\.\d+\.\d+$/) } });
    expect(Date.parse(online.session.since)).toBeLessThanOrEqual(Date.parse(online.session.asOf));
    expect(Date.parse(online.session.asOf)).toBeLessThanOrEqual(now);
    expect(now - Date.parse(online.session.asOf)).toBeLessThan(5 * 60_000);
    expect(online.session.sessionMb).toBeGreaterThanOrEqual(0);
    // The same session on the next look, a few minutes on: the same start, a later update, more data.
    s.clock.advance(6 * 60_000);
    const later = (await s.call('services.GetLiveSession', { serviceTag: 'LTE-200311' }, customer)).body.result.session;
    s.clock.advance(-6 * 60_000);
    expect(later.since).toBe(online.session.since);
    expect(Date.parse(later.asOf)).toBeGreaterThan(Date.parse(online.session.asOf));
    expect(later.sessionMb).toBeGreaterThan(online.session.sessionMb);
    const offline = (await s.call('services.GetLiveSession', { serviceTag: 'ADSL-400513' }, customer)).body.result.session;
    expect(offline).toMatchObject({ state: 'offline', sessionMb: expect.any(Number) });
    expect(Date.parse(offline.since)).toBeLessThan(now);
  });
});

describe('services.GetUsage', () => {
  it('gives the last 30 days by default, oldest first up to today, with voice and SMS where the type has them', async () => {
    const r = await s.call('services.GetUsage', { serviceTag: 'MOB-300412' }, customer);
    expect(r.status).toBe(200);
    const days = r.body.result.days as UsageDay[];
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe('2026-10-24');
    expect(days.at(-1)!.date).toBe(TODAY);
    expect(days.every((d) => d.voiceMinutes !== null && d.smsCount !== null)).toBe(true);
    expect(r.body.result.capMb).toBe(20 * 1024);

    const fibre = (await s.call('services.GetUsage', { serviceTag: 'FTTH-100234', days: 90 }, customer)).body.result.days as UsageDay[];
    expect(fibre).toHaveLength(90);
    expect(fibre.every((d) => d.voiceMinutes === null && d.smsCount === null && d.dataMb > 0)).toBe(true);
  });

  it('is busier at weekends than on weekdays', async () => {
    const days = (await s.call('services.GetUsage', { serviceTag: 'FTTH-100234', days: 90 }, customer)).body.result.days as UsageDay[];
    const full = days.slice(0, -1);
    const average = (list: UsageDay[]) => list.reduce((sum, d) => sum + d.dataMb, 0) / list.length;
    const weekend = full.filter((d) => [0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()));
    const weekdays = full.filter((d) => ![0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()));
    expect(average(weekend)).toBeGreaterThan(average(weekdays));
  });

  it('gives one shared-data member’s days against their own cap; a member of nothing here is not found', async () => {
    const shared = await detail('SHD-400715');
    const member = shared.sharedMembers[1];
    const r = await s.call('services.GetUsage', { serviceTag: 'SHD-400715', userId: member.userId, days: 7 }, customer);
    expect(r.status).toBe(200);
    expect(r.body.result.capMb).toBe(member.capMb);
    expect(r.body.result.days).toHaveLength(7);
    const whole = (await s.call('services.GetUsage', { serviceTag: 'SHD-400715', days: 7 }, customer)).body.result.days as UsageDay[];
    const mine = r.body.result.days as UsageDay[];
    expect(mine.every((d, i) => d.dataMb <= whole[i].dataMb)).toBe(true);
    expect((await s.call('services.GetUsage', { serviceTag: 'MOB-300412', userId: member.userId }, customer)).status).toBe(404);
  });
});

describe('services.GetCancellationOptions', () => {
  it('gives a running service a month’s notice and a suspended one none, at most 90 days ahead, with its loaned hardware', async () => {
    const fibre = (await s.call('services.GetCancellationOptions', { serviceTag: 'FTTH-100234' }, customer)).body.result;
    expect(fibre).toMatchObject({ serviceTag: 'FTTH-100234', product: 'Fibre 100/50 Mbps Uncapped', earliestDate: '2026-12-22', latestDate: '2027-02-20' });
    expect(fibre.lines).toEqual([{ id: 'plan', description: 'Fibre 100/50 Mbps Uncapped (FTTH-100234)', monthlyPrice: 899 }]);
    expect(fibre.hardware.map((h: { id: string }) => h.id)).toEqual(['ont', 'router']);
    expect(fibre.reasons.length).toBeGreaterThan(2);
    const adsl = (await s.call('services.GetCancellationOptions', { serviceTag: 'ADSL-400513' }, customer)).body.result;
    expect(adsl.earliestDate).toBe(TODAY);
  });
});

describe('billing.payment add-to-bill follows the service type', () => {
  const productId = async (name: string) => (await s.db.select().from(products).where(eq(products.name, name)))[0].id;

  it('offers each service only once-off extras of its own type', async () => {
    const r = await s.call('billing.payment.GetAddToBillOffers', {}, customer);
    const list = r.body.result.offers as { serviceTag: string; products: { name: string }[] }[];
    const fibre = list.find((o) => o.serviceTag === 'FTTH-100234')!;
    expect(fibre.products.map((p) => p.name)).toEqual(['Static IP Address (once-off setup)']);
    const mobile = list.find((o) => o.serviceTag === 'MOB-300412')!;
    expect(mobile.products.map((p) => p.name)).toEqual(['Mobile Data Top-up 1 GB', 'Mobile Data Top-up 5 GB', 'Mobile Data Top-up 10 GB']);
  });

  it('refuses a product of another type with 400 naming productId, adding nothing', async () => {
    const token = await s.signIn(CUSTOMER);
    const r = await s.call('billing.payment.AddToBillPayment', { productId: await productId('Mobile Data Top-up 5 GB'), serviceTag: 'FTTH-100234', idempotencyKey: randomUUID() }, token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ field: 'productId', message: 'productId: Mobile Data Top-up 5 GB cannot be added to FTTH-100234.' });
    expect(await s.db.select().from(billAdditions).where(eq(billAdditions.serviceTag, 'FTTH-100234'))).toHaveLength(0);
  });
});

describe('demo data made for its day', () => {
  it('dates usage, new alerts and new messages relative to the day the demo data is made', async () => {
    const other = await openDatabase({});
    try {
      await seedDemoData(other.db, testFileStore(), testFieldCipher, new Date('2027-03-10T12:00:00Z'));
      const [cus] = await other.db.select().from(accounts).where(eq(accounts.accountCode, 'CUS1001'));
      const alerts = await other.db.select().from(dashboardAlerts).where(eq(dashboardAlerts.accountId, cus.id));
      const broadcast = alerts.find((a) => a.title === 'The portal on your phone')!;
      // Written for 2026-11-22 as two days before, 07:00: the same for 2027-03-10.
      expect(broadcast.createdAt.toISOString()).toBe('2027-03-08T07:00:00.000Z');
      const messages = await other.db.select().from(accountMessages).where(eq(accountMessages.accountId, cus.id));
      expect(messages.find((m) => m.subject === 'Planned maintenance in Johannesburg')!.body).toContain('13 March 2027');
      const unread = messages.filter((m) => m.readAt === null).map((m) => m.sentAt.toISOString()).sort();
      expect(unread).toEqual(['2027-02-17T06:05:00.000Z', '2027-03-07T13:00:00.000Z', '2027-03-08T10:05:00.000Z']);

      const later = await startTestServer({ database: other, otpLimits: GENEROUS });
      try {
        later.clock.advance(Date.parse('2027-03-10T12:00:00Z') - later.clock.now().getTime());
        const token = await later.signIn(CUSTOMER);
        const days = (await later.call('services.GetUsage', { serviceTag: 'MOB-300412', days: 90 }, token)).body.result.days as UsageDay[];
        expect(days.at(-1)!.date).toBe('2027-03-10');
        expect(days.every((d) => d.dataMb > 0)).toBe(true);
        // The maintenance that message announces: 00:00 on 13 March in South Africa.
        const { planned } = (await later.call('outages.GetOutages', {}, token)).body.result;
        expect(planned[0]).toMatchObject({ reference: 'OUT-24031', startsAt: '2027-03-12T22:00:00.000Z' });
      } finally {
        await later.close();
      }
    } finally {
      await other.close();
    }
  });
});
