import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase } from '../src/db/connect';
import { billAdditions, otpRequests, people, products } from '../src/db/schema';
import { findRepoRoot, migrationsFolder } from '../src/paths';
import { POSTGRES_URL, postgresReachable } from './support/backends';
import { claimsOf, startTestServer, type TestServer, type TestServerOptions } from './support/test-server';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const CUSTOMER = '0821234567';
const BILLING_ONLY = '0721234501';
const ADDRESS = { line1: '12 Main Road', line2: 'Unit 4', city: 'Johannesburg', postalCode: '2001' };

/** The accounts a number may sign in to, asked for in whichever form the person types it. */
async function accountsFor(s: TestServer, typed: string, canonical: string) {
  await s.call('login.otp.RequestOtp', { cellNumber: typed });
  const verified = await s.call('login.otp.VerifyOtp', { cellNumber: typed, pin: s.lastPin(canonical) });
  expect(verified.status).toBe(200);
  return (verified.body.result.matchedAccounts as { accountCode: string }[]).map((a) => a.accountCode);
}

describe('cell numbers are kept in their canonical form', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ otpLimits: GENEROUS });
  });
  afterAll(() => s.close());

  it('a number saved as 27… on Personal Info still signs in, typed either way', async () => {
    const token = await s.signIn(CUSTOMER);
    const r = await s.call('account.UpdateAddress', { postalAddress: ADDRESS, physicalAddress: ADDRESS, cellNumber: '27 82 999 8888', landline: '27 11 456 7890' }, token);
    expect(r.status).toBe(200);
    expect(r.body.result.contact).toEqual(expect.objectContaining({ cellNumber: '0829998888', landline: '0114567890' }));
    expect(await accountsFor(s, '0829998888', '0829998888')).toEqual(['CUS1001']);
    expect(await accountsFor(s, '27829998888', '0829998888')).toEqual(['CUS1001']);
    expect(await s.db.select().from(people).where(eq(people.cellNumber, '27829998888'))).toEqual([]);
  });

  it('a user added as 27… signs in, typed either way', async () => {
    const token = await s.signIn('0829998888');
    const added = await s.call('account.access.AddUser', { firstName: 'Lebo', lastName: 'Canonical', cellNumber: '27 79 555 0202', portalModules: ['billing'] }, token);
    expect(added.status).toBe(200);
    expect(added.body.result.cellNumberMasked).toBe('079***0202');
    expect(await accountsFor(s, '27795550202', '0795550202')).toEqual(['CUS1001']);
    expect(await accountsFor(s, '079 555 0202', '0795550202')).toEqual(['CUS1001']);
    // The same number in the other form is the same person: already a user of the account.
    const again = await s.call('account.access.AddUser', { firstName: 'Lebo', lastName: 'Canonical', cellNumber: '0795550202', portalModules: ['billing'] }, await s.signIn('0829998888'));
    expect(again.status).toBe(409);
  });
});

describe('migration 0008', () => {
  it('rewrites cell numbers (and landlines) stored as 27XXXXXXXXX to 0XXXXXXXXX and leaves every other value alone', async () => {
    const full = migrationsFolder(findRepoRoot());
    const before = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
    try {
      cpSync(full, before, { recursive: true });
      const journalPath = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((e) => e.tag === '0008_canonical-cell-numbers');
      expect(at).toBeGreaterThan(0);
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

      const database = await openDatabase({ migrations: before });
      try {
        const person = (cellNumber: string, landline: string | null) => ({ firstName: 'A', lastName: cellNumber, email: '', cellNumber, landline });
        await database.db.insert(people).values([
          person('27821234567', '27114567890'),
          person('0831234567', null),
          person('2782123456', '011456789'),
          person('278212345678', null),
        ]);
        const now = new Date();
        await database.db.insert(otpRequests).values({ cellNumber: '27841234567', pinHash: 'x', createdAt: now, expiresAt: now });

        await migrate(database.db as never, { migrationsFolder: full });

        const rows = await database.db.select({ last: people.lastName, cell: people.cellNumber, landline: people.landline }).from(people).orderBy(people.id);
        expect(rows).toEqual([
          { last: '27821234567', cell: '0821234567', landline: '0114567890' },
          { last: '0831234567', cell: '0831234567', landline: null },
          { last: '2782123456', cell: '2782123456', landline: '011456789' },
          { last: '278212345678', cell: '278212345678', landline: null },
        ]);
        expect((await database.db.select({ cell: otpRequests.cellNumber }).from(otpRequests)).map((r) => r.cell)).toEqual(['0841234567']);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe('dashboard alerts follow the viewer’s modules', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ otpLimits: GENEROUS });
  });
  afterAll(() => s.close());

  type Alert = { title: string; link: { to: string } | null };
  const alerts = async (token: string) => (await s.call('dashboard.alert.GetAlerts', {}, token)).body.result.alerts as Alert[];

  it('shows the billing-only user no alert that leads to a page outside billing or concerns services', async () => {
    const token = await s.signIn(BILLING_ONLY);
    expect(claimsOf(token).portal_modules).toEqual(['billing']);
    const mine = await alerts(token);
    // The outages page is open to every signed-in user, but the outages are of services billing does not cover.
    expect(mine.map((a) => a.title)).toEqual(['Your invoice is overdue', 'Debit order mandate awaiting your acceptance', 'The portal on your phone']);
    expect(mine.filter((a) => a.link).map((a) => a.link!.to)).toEqual(['/account/billing-details?pay=now', '/account/debit-order-mandate']);
    // The holder of the same account sees them all.
    expect((await alerts(await s.signIn(CUSTOMER))).map((a) => a.title)).toContain('ADSL service suspended');
  });

  it('shows a connectivity alert to a connectivity user and not to an account-and-billing user of the same account', async () => {
    const nomsa = await alerts(await s.signIn('0731234501', 'ENT2001'));
    // Account and billing: no outage, maintenance or cancellation of services, though Nomsa may open those pages.
    expect(nomsa.map((a) => a.title)).toEqual(['2 invoices are overdue', 'Debit order mandate awaiting your acceptance', 'Your branches at a glance']);
    const johan = await alerts(await s.signIn('0731234502', 'ENT2001'));
    expect(johan.map((a) => a.title)).toEqual([
      'Gqeberha Warehouse (ENT2001-03): fibre suspended',
      'Service outage in Johannesburg',
      'Your branches at a glance',
      'Planned maintenance',
    ]);
    expect(johan[0].link).toEqual({ label: 'View branches', to: '/dashboard#branches' });
  });
});

const addToBillCases: [string, TestServerOptions][] = [['pglite', {}]];
if (postgresReachable) addToBillCases.push(['postgres', { backend: 'postgres', databaseUrl: POSTGRES_URL }]);

describe.each(addToBillCases)('billing.payment.AddToBillPayment is capped per service (%s)', (_backend, options) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ otpLimits: GENEROUS, ...options });
  });
  afterAll(() => s.close());

  const productId = async (name: string) => (await s.db.select().from(products).where(eq(products.name, name)))[0].id;
  const add = (token: string, body: { productId: number; serviceTag: string; idempotencyKey?: string }) =>
    s.call('billing.payment.AddToBillPayment', { idempotencyKey: randomUUID(), ...body }, token);
  const rowsFor = async (serviceTag: string) => s.db.select().from(billAdditions).where(eq(billAdditions.serviceTag, serviceTag));

  it('adds at most 3 extras to one service in a day, however many fresh keys arrive at once; 429 for the rest', async () => {
    const token = await s.signIn(CUSTOMER);
    const topUp = await productId('Mobile Data Top-up 5 GB');
    const keys = Array.from({ length: 20 }, () => randomUUID());
    const answers = await Promise.all(keys.map((idempotencyKey) => add(token, { productId: topUp, serviceTag: 'MOB-300412', idempotencyKey })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array(17).fill(429));
    expect(refused[0].body.errors[0]).toEqual({
      code: 'RATE_LIMITED',
      field: 'serviceTag',
      message: 'MOB-300412 already has 3 extras added in the last 24 hours. Please try again tomorrow, or contact us if you need more.',
    });
    expect(await rowsFor('MOB-300412')).toHaveLength(3);

    // A retry of an addition that was made still answers it; another service is not affected.
    const firstKey = keys[answers.findIndex((r) => r.status === 200)];
    const retry = await add(token, { productId: topUp, serviceTag: 'MOB-300412', idempotencyKey: firstKey });
    expect(retry.status).toBe(200);
    expect((await rowsFor('MOB-300412')).map((r) => r.reference)).toContain(retry.body.result.reference);
    expect((await add(token, { productId: await productId('Static IP Address (once-off setup)'), serviceTag: 'FTTH-100234' })).status).toBe(200);
    expect((await add(token, { productId: topUp, serviceTag: 'MOB-300412' })).status).toBe(429);
    expect(await rowsFor('MOB-300412')).toHaveLength(3);
  });

  it('takes extras again once the day has passed', async () => {
    s.clock.advance(24 * 3600 * 1000 + 1000);
    const token = await s.signIn(CUSTOMER);
    const r = await add(token, { productId: await productId('Mobile Data Top-up 5 GB'), serviceTag: 'MOB-300412' });
    expect(r.status).toBe(200);
    const rows = await s.db
      .select()
      .from(billAdditions)
      .where(and(eq(billAdditions.serviceTag, 'MOB-300412'), inArray(billAdditions.reference, [r.body.result.reference])));
    expect(rows).toHaveLength(1);
    expect(await rowsFor('MOB-300412')).toHaveLength(4);
  });
});
