import type { ServiceDetail } from '@portal/contract/catalogue';
import { eq } from 'drizzle-orm';
import { products, services, usageRecords } from '../src/db/schema';
import { POSTGRES_URL, postgresReachable } from './support/backends';
import { startTestServer, type Backend, type TestServer } from './support/test-server';
import type { DemoMail } from '../src/mail/mail-adapter';
import { demoUsageAdapter } from '../src/adapters/usage/demo-usage';
import { loadInstanceConfig } from '../src/app';
import { findRepoRoot } from '../src/paths';
import { checkUsageAlerts } from '../src/usage-alerts/usage-alert-sweep';
import { usageMessages } from '../src/db/schema';

const CUSTOMER = '0821234567';
const CUSTOMER_EMAIL = 'thandi.mokoena@example.com';
const RESELLER = '0841234567';
const DAY_MS = 24 * 3600 * 1000;
const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const BACKENDS: Backend[] = postgresReachable ? ['pglite', 'postgres'] : ['pglite'];

describe.each(BACKENDS)('usage alerts and auto top-up on %s', (backend) => {
  jest.setTimeout(120_000);
  let s: TestServer;
  let token: string;

  beforeAll(async () => {
    s = await startTestServer({ backend, databaseUrl: POSTGRES_URL, otpLimits: GENEROUS });
    token = await s.signIn(CUSTOMER);
  });
  afterAll(() => s.close());

  const fresh = async () => (token = await s.signIn(CUSTOMER));
  const alerts = async (serviceTag: string, as = token) => s.call('services.GetUsageAlerts', { serviceTag }, as);
  const save = (body: Record<string, unknown>, as = token) => s.call('services.SaveUsageAlerts', { channels: 'both', autoTopUp: null, ...body }, as);
  const productId = async (name: string) => (await s.db.select().from(products).where(eq(products.name, name)))[0].id;
  const usageOf = async (serviceTag: string) => ((await s.call('services.GetService', { serviceTag }, token)).body.result as ServiceDetail).usage!;
  /** The usage source reports `mb` more used today: the sweep reads it as the usage page does. */
  const use = async (serviceTag: string, mb: number) => {
    const [service] = await s.db.select().from(services).where(eq(services.serviceTag, serviceTag));
    await s.db.insert(usageRecords).values({ serviceId: service.id, usageDate: s.clock.now().toISOString().slice(0, 10), dataMb: String(mb) });
  };
  /** Two sweeps, one after the other (run at once in one process they wait on each other: see the report). */
  const twoNodesSweep = async () => {
    await s.outbox.runDue();
    await s.outbox.runDue();
  };
  const textsTo = (cell: string, about: string) => s.sms.outbox.filter((m) => m.to === cell && m.text.includes(about));
  const mailbox = () => (s.mail as unknown as { mailbox: DemoMail[] }).mailbox;
  const mailsAbout = (about: string) => mailbox().filter((m) => m.to === CUSTOMER_EMAIL && m.subject.includes(about));

  it('offers 80% and 100% and the catalogue’s top-ups before anything is saved; an uncapped service has none', async () => {
    const r = await alerts('MOB-300412');
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ serviceTag: 'MOB-300412', saved: false, thresholds: [80, 100], channels: 'sms', poolDigest: null, crossed: [] });
    expect(r.body.result.autoTopUp.bundles.map((b: { name: string }) => b.name)).toContain('Mobile Data Top-up 1 GB');
    // LTE cannot top itself up; shared data has a pool digest.
    expect((await alerts('LTE-200311')).body.result.autoTopUp).toBeNull();
    expect((await alerts('SHD-400715')).body.result.poolDigest).toBe(false);
    const uncapped = await alerts('FTTH-100234');
    expect(uncapped.status).toBe(400);
    expect(uncapped.body.errors[0].message).toMatch(/FTTH-100234 is uncapped/);
  });

  it('needs a fresh sign-in to save, and an old token saves nothing', async () => {
    const old = await s.signIn(CUSTOMER);
    s.clock.advance(121_000);
    const r = await save({ serviceTag: 'LTE-200311', thresholds: [50] }, old);
    expect(r.status).toBe(403);
    expect(r.body.errors[0].code).toBe('REAUTH_REQUIRED');
    expect((await alerts('LTE-200311', old)).body.result.saved).toBe(false);
  });

  it.each([
    [{ thresholds: [0] }, 'thresholds', /whole percentage from 1 to 100/],
    [{ thresholds: [101] }, 'thresholds', /whole percentage from 1 to 100/],
    [{ thresholds: [50.5] }, 'thresholds', /whole percentage from 1 to 100/],
    [{ thresholds: [80, 80] }, 'thresholds', /Each percentage may appear once/],
    [{ thresholds: [80], channels: 'fax' }, 'channels', /SMS, e-mail or both/],
    [{ thresholds: [80], autoTopUp: { productId: 1, monthlyMax: 0 } }, 'autoTopUp', /from 1 to 10 top-ups a month/],
    [{ thresholds: [80], poolDigest: true }, 'poolDigest', /Only a shared-data service/],
  ])('refuses %j with a 400 naming %s, and saves nothing', async (body, field, message) => {
    await fresh();
    const r = await save({ serviceTag: 'MOB-300412', ...body });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field ?? r.body.errors[0].message).toContain(field);
    expect(r.body.errors[0].message).toMatch(message);
    expect((await alerts('MOB-300412')).body.result.saved).toBe(false);
  });

  it('refuses a top-up that is not of the service’s type, and another account’s service', async () => {
    await fresh();
    const lte = await save({ serviceTag: 'MOB-300412', thresholds: [80], autoTopUp: { productId: await productId('LTE Top-up 1 GB'), monthlyMax: 1 } });
    expect(lte.status).toBe(400);
    expect(lte.body.errors[0].message).toMatch(/choose one of the top-ups offered for MOB-300412/);
    const reseller = await s.signIn(RESELLER);
    expect((await save({ serviceTag: 'MOB-300412', thresholds: [80] }, reseller)).status).toBe(404);
    expect((await alerts('MOB-300412', reseller)).status).toBe(404);
    expect((await alerts('MOB-300412')).body.result.saved).toBe(false);
  });

  it('tells of a threshold once per billing cycle, naming the data used and the days left; a second sweep sends nothing more', async () => {
    await fresh();
    const before = await usageOf('LTE-200311');
    const percent = Math.floor((before.usedMb * 100) / before.capMb!);
    const [low, high] = [percent + 2, percent + 5];
    const saved = await save({ serviceTag: 'LTE-200311', thresholds: [high, low], channels: 'both' });
    expect(saved.status).toBe(200);
    expect(saved.body.result.message).toBe(`Saved for LTE-200311: alerts at ${low}%, ${high}%.`);
    await twoNodesSweep();
    expect(textsTo(CUSTOMER, 'LTE-200311')).toHaveLength(0);

    // Past both at once: one message, for the higher; both count as told of.
    await use('LTE-200311', Math.ceil((before.capMb! * (high + 0.5)) / 100 - before.usedMb));
    await twoNodesSweep();
    const texts = textsTo(CUSTOMER, 'LTE-200311');
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toMatch(new RegExp(`^LTE-200311 has used [\\d.]+ GB of its 60 GB this billing cycle \\(${high}% alert\\)\\. 9 days left in the cycle \\(it ends on 30 Nov 2026\\)\\.$`));
    expect(mailsAbout(`You have used ${high}% of your data on LTE-200311`)).toHaveLength(1);
    expect(mailsAbout(`You have used ${high}% of your data on LTE-200311`)[0].text).toContain('9 days left in the cycle');
    expect((await alerts('LTE-200311')).body.result).toMatchObject({ saved: true, thresholds: [low, high], channels: 'both', crossed: [low, high] });

    // The dashboard says so until the cycle ends.
    const dashboard = (await s.call('dashboard.alert.GetAlerts', {}, token)).body.result.alerts as { id: string; title: string; link: { to: string } }[];
    const shown = dashboard.find((a) => a.id === `usage-threshold:LTE-200311:2026-11-01:${high}`);
    expect(shown).toMatchObject({ title: `LTE-200311 has used ${high}% of its data`, link: { to: '/services/connectivity/lte/account/LTE-200311' } });

    // More use the same cycle: nothing more.
    await use('LTE-200311', 500);
    s.clock.advance(3600_000);
    await s.outbox.runDue();
    expect(textsTo(CUSTOMER, 'LTE-200311')).toHaveLength(1);

    // The next cycle starts from nothing and is told of again once its use passes the threshold.
    s.clock.advance(10 * DAY_MS);
    await fresh();
    expect(textsTo(CUSTOMER, 'LTE-200311')).toHaveLength(1);
    expect((await s.call('dashboard.alert.GetAlerts', {}, token)).body.result.alerts.some((a: { id: string }) => a.id.startsWith('usage-threshold:LTE-200311'))).toBe(false);
    await use('LTE-200311', Math.ceil((before.capMb! * (high + 0.5)) / 100));
    await s.outbox.runDue();
    const december = textsTo(CUSTOMER, 'LTE-200311');
    expect(december).toHaveLength(2);
    expect(december[1].text).toContain('(it ends on 31 Dec 2026)');
  });

  it('writes each threshold once when two nodes sweep at the same moment', async () => {
    await fresh();
    const before = await usageOf('FLTE-400614');
    const percent = Math.floor((before.usedMb * 100) / before.capMb!) + 3;
    expect((await save({ serviceTag: 'FLTE-400614', thresholds: [percent], channels: 'sms' })).status).toBe(200);
    await use('FLTE-400614', Math.ceil((before.capMb! * (percent + 0.5)) / 100 - before.usedMb));
    // Two nodes: each its own sweep over the one database, at once.
    const node = () => ({
      db: s.db,
      usage: demoUsageAdapter(s.db, { simulateSessions: false }),
      clock: s.clock,
      instanceConfig: loadInstanceConfig(findRepoRoot()),
      capabilities: { payments: true, provisioning: true, helpdesk: true, debitOrders: true },
      log: { warn: (details: object, message: string) => console.warn(message, details) },
    });
    await Promise.all([checkUsageAlerts(node(), s.clock.now()), checkUsageAlerts(node(), s.clock.now())]);
    await s.outbox.runDue();
    const [service] = await s.db.select().from(services).where(eq(services.serviceTag, 'FLTE-400614'));
    expect(await s.db.select().from(usageMessages).where(eq(usageMessages.serviceId, service.id))).toHaveLength(1);
    expect(textsTo(CUSTOMER, 'FLTE-400614')).toHaveLength(1);
  });

  it('buys the chosen top-up when the service runs out, as an order on the next invoice, at most the monthly maximum, messaging each time', async () => {
    await fresh();
    const bundle = await productId('Mobile Data Top-up 1 GB');
    const saved = await save({ serviceTag: 'MOB-300412', thresholds: [], channels: 'sms', autoTopUp: { productId: bundle, monthlyMax: 2 } });
    expect(saved.status).toBe(200);
    const runOut = async () => {
      const { usedMb, capMb } = await usageOf('MOB-300412');
      await use('MOB-300412', Math.ceil(capMb! - usedMb) + 1);
      await s.outbox.runDue();
    };
    const start = await usageOf('MOB-300412');
    await runOut();
    expect((await usageOf('MOB-300412')).capMb).toBe(start.capMb! + 1024);
    await runOut();
    await runOut();
    const after = await usageOf('MOB-300412');
    expect(after.capMb).toBe(start.capMb! + 2048);
    expect(after.usedMb).toBeGreaterThan(after.capMb!);

    const texts = textsTo(CUSTOMER, 'MOB-300412 ran out of data');
    expect(texts).toHaveLength(2);
    expect(texts[0].text).toMatch(/we added Mobile Data Top-up 1 GB as you asked \(order ORD-[0-9A-F]{12}; it will be on your next invoice\)\. 1 more automatic top-up may follow this month\./);
    expect(texts[1].text).toContain('That was the last automatic top-up this month.');
    const orders = (await s.call('account.orders.GetOrders', {}, token)).body.result.orders as { lines: { description: string }[] }[];
    expect(orders.filter((o) => o.lines.some((l) => l.description === 'Mobile Data Top-up 1 GB (MOB-300412)'))).toHaveLength(2);
    expect((await alerts('MOB-300412')).body.result.autoTopUp).toMatchObject({ productId: bundle, monthlyMax: 2, boughtThisMonth: 2 });

    // A new calendar month allows the maximum again.
    s.clock.advance(31 * DAY_MS);
    await fresh();
    await runOut();
    expect(textsTo(CUSTOMER, 'MOB-300412 ran out of data')).toHaveLength(3);
    expect((await alerts('MOB-300412')).body.result.autoTopUp.boughtThisMonth).toBe(1);
  });

  it('lets the demo use data on the server’s clock (POST /api/dev/usage) and looks at the alerts at once', async () => {
    const post = (payload: object) => s.app.inject({ method: 'POST', url: '/api/dev/usage', payload });
    expect((await post({ serviceTag: 'MOB-300412', dataMb: -5 })).statusCode).toBe(400);
    expect((await post({ serviceTag: 'NOPE-1', dataMb: 5 })).statusCode).toBe(404);
    const before = await usageOf('WIFI-400816');
    const used = await post({ serviceTag: 'WIFI-400816', dataMb: 1000 });
    expect(used.statusCode).toBe(200);
    expect(used.json().result).toEqual({ serviceTag: 'WIFI-400816', usedMb: Math.round((before.usedMb + 1000) * 10) / 10, capMb: before.capMb });
    expect((await usageOf('WIFI-400816')).usedMb).toBeCloseTo(before.usedMb + 1000, 1);
  });

  it('sends a shared pool’s owner a daily digest of the members’ use when asked, once a day', async () => {
    await fresh();
    expect((await save({ serviceTag: 'SHD-400715', thresholds: [], channels: 'email', poolDigest: true })).status).toBe(200);
    await s.outbox.runDue();
    await s.outbox.runDue();
    const digests = mailbox().filter((m) => m.to === CUSTOMER_EMAIL && m.subject.startsWith('Shared data SHD-400715 on '));
    expect(digests).toHaveLength(1);
    expect(digests[0].text).toMatch(/by member:/);
    s.clock.advance(DAY_MS);
    await fresh();
    await s.outbox.runDue();
    expect(mailbox().filter((m) => m.subject.startsWith('Shared data SHD-400715 on '))).toHaveLength(2);
    // E-mail only: no text.
    expect(textsTo(CUSTOMER, 'SHD-400715')).toHaveLength(0);
  });
});
