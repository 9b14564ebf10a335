import { eq } from 'drizzle-orm';
import { accounts, invoices, payments, services } from '../src/db/schema';
import { announceMissing, POSTGRES_URL, postgresReachable } from './support/backends';
import { startTestServer, type Backend, type TestServer } from './support/test-server';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const CUSTOMER = '0821234567';
const TWO_PARENTS = '0831234567';
const RESELLER = '0841234567';
/** Seeded on ENT2001 with account and billing only (and on ENT2001-07 with billing). */
const ACME_BILLING_ONLY = '0731234501';
/** Seeded on ENT2001 without billing. */
const ACME_NO_BILLING = '0731234502';

interface Row {
  accountCode: string;
  customerName: string;
  status: string;
  balance: number | null;
  overdue: number | null;
  serviceCount: number;
  suspendedCount: number;
  suspendedServices: { serviceTag: string; category: string; type: string; product: string; status: string }[];
  userToken: string;
}

let s: TestServer;

announceMissing('PostgreSQL', postgresReachable);
const BACKENDS: Backend[] = postgresReachable ? ['pglite', 'postgres'] : ['pglite'];

describe.each(BACKENDS)('account.GetChildAccountsOverview on %s', (backend) => {
  beforeAll(async () => {
    s = await startTestServer({ backend, databaseUrl: POSTGRES_URL, otpLimits: GENEROUS });
  });
  afterAll(async () => {
    await s.close();
  });

  const accountIdOf = async (code: string) => (await s.db.select().from(accounts).where(eq(accounts.accountCode, code)))[0].id;
  const overview = async (token: string) => {
    const r = await s.call('account.GetChildAccountsOverview', {}, token);
    expect(r.status).toBe(200);
    return r.body.result as { relation: string; accounts: Row[] };
  };
  const rowOf = (rows: Row[], code: string) => rows.find((r) => r.accountCode === code)!;
  const switchTo = async (token: string, row: Row) => {
    const r = await s.call('account.GetAuthForAccount', { userToken: row.userToken }, token);
    expect(r.status).toBe(200);
    return r.body.result.accessToken as string;
  };

  it('lists an enterprise parent’s branches with their status, services and the suspended ones', async () => {
    const result = await overview(await s.signIn(TWO_PARENTS, 'ENT2001'));
    expect(result.relation).toBe('branches');
    expect(result.accounts.map((a) => a.accountCode)).toEqual(Array.from({ length: 8 }, (_, i) => `ENT2001-0${i + 1}`));
    const gqeberha = rowOf(result.accounts, 'ENT2001-03');
    expect(gqeberha).toMatchObject({ customerName: 'Acme Logistics — Gqeberha Warehouse', status: 'Suspended', serviceCount: 1, suspendedCount: 1 });
    expect(gqeberha.suspendedServices).toEqual([
      { serviceTag: 'FTTB-200003', category: 'connectivity', type: 'ftth', product: 'Business Fibre 200/200 Mbps', status: 'Suspended' },
    ]);
    // The Cape Town depot has its fibre and a fax-to-email service.
    expect(rowOf(result.accounts, 'ENT2001-01')).toMatchObject({ status: 'Active', serviceCount: 2, suspendedCount: 0, suspendedServices: [] });
  });

  it('shows each branch’s balance and overdue amount as the branch’s own ledger and billing page have them', async () => {
    const gqeberha = await accountIdOf('ENT2001-03');
    const durban = await accountIdOf('ENT2001-02');
    // The seed bills each branch too (Gqeberha Warehouse has two unpaid months): these add to what it holds.
    const before = (await overview(await s.signIn(TWO_PARENTS, 'ENT2001'))).accounts;
    const seeded = (code: string) => rowOf(before, code) as { balance: number; overdue: number };
    expect(seeded('ENT2001-03').overdue).toBeGreaterThan(0);
    expect(seeded('ENT2001-02')).toMatchObject({ balance: 0, overdue: 0 });
    await s.db.insert(invoices).values([
      { accountId: gqeberha, invoiceTxNumber: 'INV-OV-0301', invoiceDate: '2026-10-01', dueDate: '2026-10-07', total: '1899.00', outstanding: '1899.00', status: 'Overdue' },
      { accountId: gqeberha, invoiceTxNumber: 'INV-OV-0302', invoiceDate: '2026-11-01', dueDate: '2026-11-07', total: '1899.00', outstanding: '899.50', status: 'Overdue' },
      { accountId: gqeberha, invoiceTxNumber: 'INV-OV-0303', invoiceDate: '2026-11-20', dueDate: '2026-12-07', total: '1899.00', outstanding: '1899.00', status: 'Unpaid' },
      { accountId: durban, invoiceTxNumber: 'INV-OV-0201', invoiceDate: '2026-11-01', dueDate: '2026-11-07', total: '1899.00', outstanding: '0.00', status: 'Paid' },
    ]);
    // Money Durban Harbour paid beyond what it owed: a credit of R 150.25.
    await s.db.insert(payments).values({
      accountId: durban,
      kind: 'payment',
      idempotencyKey: 'overview-credit',
      requestHash: 'test',
      amount: '2049.25',
      unapplied: '150.25',
      status: 'succeeded',
      reference: 'PAY-OVERVIEW-1',
      createdAt: new Date('2026-11-05T08:00:00Z'),
      completedAt: new Date('2026-11-05T08:00:00Z'),
    });

    const parent = await s.signIn(TWO_PARENTS, 'ENT2001');
    const rows = (await overview(parent)).accounts;
    const gqeberhaBalance = seeded('ENT2001-03').balance + 4697.5;
    expect(rowOf(rows, 'ENT2001-03')).toMatchObject({ balance: gqeberhaBalance, overdue: seeded('ENT2001-03').overdue + 2798.5 });
    expect(rowOf(rows, 'ENT2001-02')).toMatchObject({ balance: -150.25, overdue: 0 });
    expect(rowOf(rows, 'ENT2001-01')).toMatchObject({ balance: seeded('ENT2001-01').balance, overdue: seeded('ENT2001-01').overdue });

    // The branch's own billing page, once switched into it, tells the same story.
    const onBranch = await switchTo(parent, rowOf(rows, 'ENT2001-03'));
    const billing = (await s.call('billing.GetBillingDetails', {}, onBranch)).body.result;
    expect(billing).toMatchObject({ balance: gqeberhaBalance, overdue: true });
    const again = await s.signIn(TWO_PARENTS, 'ENT2001');
    const onDurban = await switchTo(again, rowOf((await overview(again)).accounts, 'ENT2001-02'));
    expect((await s.call('billing.GetBillingDetails', {}, onDurban)).body.result).toMatchObject({ balance: -150.25, overdue: false });
  });

  it('a row’s token switches into that branch, where the overview lists no siblings', async () => {
    const parent = await s.signIn(TWO_PARENTS, 'ENT2001');
    const onBranch = await switchTo(parent, rowOf((await overview(parent)).accounts, 'ENT2001-03'));
    expect(await s.sessionAccountId(onBranch)).toBe(await accountIdOf('ENT2001-03'));
    expect((await overview(onBranch)).accounts).toEqual([]);
    // The branch's service is now the session's own.
    const service = await s.call('services.GetService', { serviceTag: 'FTTB-200003' }, onBranch);
    expect(service.status).toBe(200);
    expect(service.body.result).toMatchObject({ serviceTag: 'FTTB-200003', status: 'Suspended' });
  });

  it('lists only the session account’s own children: not those of another parent of the person, none for a customer', async () => {
    const consulting = await overview(await s.signIn(TWO_PARENTS, 'BUS3001'));
    expect(consulting).toEqual({ relation: 'accounts', accounts: [] });
    expect(await overview(await s.signIn(CUSTOMER))).toEqual({ relation: 'accounts', accounts: [] });
  });

  it('lists a reseller’s clients and nothing of other parents; a client session sees no other client', async () => {
    const token = await s.signIn(RESELLER);
    const result = await overview(token);
    expect(result.relation).toBe('clients');
    expect(result.accounts.map((a) => [a.accountCode, a.customerName, a.status, a.balance, a.overdue, a.serviceCount])).toEqual([
      // The seed bills both; Karoo Farm Stall has not paid this month's invoice.
      ['RES4001-01', 'Bright Smile Dental', 'Active', 0, 0, 1],
      ['RES4001-02', 'Karoo Farm Stall', 'Active', 499, 499, 1],
    ]);
    const onClient = await switchTo(token, result.accounts[0]);
    expect(await s.sessionAccountId(onClient)).toBe(await accountIdOf('RES4001-01'));
    expect((await overview(onClient)).accounts).toEqual([]);
  });

  it('a row’s token works only for the session that listed it', async () => {
    const first = await s.signIn(RESELLER);
    const row = (await overview(first)).accounts[0];
    const other = await s.signIn(RESELLER);
    const foreign = await s.call('account.GetAuthForAccount', { userToken: row.userToken }, other);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]).toMatchObject({ field: 'userToken', message: 'This account list has expired. Please open it again.' });
    await switchTo(first, row);
  });

  it('leaves out billing figures without the billing module, and services of areas the token may not use', async () => {
    const noBilling = (await overview(await s.signIn(ACME_NO_BILLING))).accounts;
    expect(rowOf(noBilling, 'ENT2001-03')).toMatchObject({ balance: null, overdue: null, serviceCount: 1, suspendedCount: 1 });
    const full = rowOf((await overview(await s.signIn(TWO_PARENTS, 'ENT2001'))).accounts, 'ENT2001-03');
    const billingOnly = (await overview(await s.signIn(ACME_BILLING_ONLY, 'ENT2001'))).accounts;
    expect(rowOf(billingOnly, 'ENT2001-03')).toMatchObject({ balance: full.balance, overdue: full.overdue, serviceCount: 0, suspendedCount: 0, suspendedServices: [] });
  });

  it('counts no cancelled service, and a service suspended later shows at once', async () => {
    const capeTown = await accountIdOf('ENT2001-01');
    await s.db.insert(services).values([
      { accountId: capeTown, category: 'connectivity', type: 'lte', serviceTag: 'LTE-OV-0001', product: 'Fixed LTE 60 GB', status: 'Cancelled' },
      { accountId: capeTown, category: 'communication', type: 'email', serviceTag: 'EML-OV-0001', product: 'Business Email 2 Mailboxes', status: 'Suspended' },
    ]);
    const row = rowOf((await overview(await s.signIn(TWO_PARENTS, 'ENT2001'))).accounts, 'ENT2001-01');
    expect(row).toMatchObject({ serviceCount: 3, suspendedCount: 1 });
    expect(row.suspendedServices.map((x) => x.serviceTag)).toEqual(['EML-OV-0001']);
  });

  it('refuses a call without a session, and any input', async () => {
    expect((await s.call('account.GetChildAccountsOverview', {})).status).toBe(401);
    const r = await s.call('account.GetChildAccountsOverview', { accountCode: 'ENT2001' }, await s.signIn(TWO_PARENTS, 'ENT2001'));
    expect(r.status).toBe(400);
  });
});
