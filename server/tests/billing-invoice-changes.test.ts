import { eq } from 'drizzle-orm';
import type { InvoiceChanges, InvoiceView } from '@portal/contract/catalogue';
import { accounts, accountUsers, invoices, people } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';

/** CUS1001: twelve invoices alike. */
const CUSTOMER = '0821234567';
/** ENT2001 and its branches. */
const ENTERPRISE = '0831234567';
/** CUS5201, the Khumalo household: two contacts share the number; five invoices, each different from the last. */
const HOUSEHOLD = '0861234567';
/** Made here: a user of CUS1001 without the billing module. */
const NO_BILLING = '0799990002';

let s: TestServer;
let customer: string;
let acme: string;
let branch: string;
let household: string;
let noBilling: string;

const accountIdOf = async (code: string) => (await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)))[0].id;
const firstInvoiceOf = async (code: string) =>
  (await s.db.select().from(invoices).where(eq(invoices.accountId, await accountIdOf(code))).orderBy(invoices.invoiceDate))[0].invoiceTxNumber;

/** Signs in as Naledi, the first of the household's two contacts. */
async function signInHousehold() {
  await s.call('login.otp.RequestOtp', { cellNumber: HOUSEHOLD });
  const verified = await s.call('login.otp.VerifyOtp', { cellNumber: HOUSEHOLD, pin: s.lastPin(HOUSEHOLD) });
  const [account] = verified.body.result.matchedAccounts as { userToken: string }[];
  const listed = await s.call('login.otp.GetDuplicateContacts', { userToken: account.userToken });
  const [naledi] = listed.body.result.contacts as { contactToken: string }[];
  return (await s.call('login.otp.SelectContactSession', { contactToken: naledi.contactToken })).body.result.accessToken as string;
}

beforeAll(async () => {
  s = await startTestServer({
    otpLimits: {
      perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
      perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
      failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
    },
  });
  const [person] = await s.db
    .insert(people)
    .values({ firstName: 'Nobill', lastName: 'Changes', email: 'nobill.changes@example.com', cellNumber: NO_BILLING, termsAcceptedAt: new Date('2026-01-15T09:00:00Z') })
    .returning({ id: people.id });
  await s.db.insert(accountUsers).values({ personId: person.id, accountId: await accountIdOf('CUS1001'), role: 'customer', portalModules: ['account'] });
  customer = await s.signIn(CUSTOMER);
  acme = await s.signIn(ENTERPRISE, 'ENT2001');
  household = await signInHousehold();
  noBilling = await s.signIn(NO_BILLING);
  const children = (await s.call('account.GetChildAccounts', {}, acme)).body.result.accounts as { accountCode: string; userToken: string }[];
  const child = children.find((a) => a.accountCode === 'ENT2001-01')!;
  branch = (await s.call('account.GetAuthForAccount', { userToken: child.userToken }, acme)).body.result.accessToken as string;
  // Switching ends the parent's session, as the account switcher does.
  acme = await s.signIn(ENTERPRISE, 'ENT2001');
});
afterAll(() => s.close());

const changesOf = async (invoiceTxNumber: string, token = household) => {
  const r = await s.call('billing.GetInvoiceChanges', { invoiceTxNumber }, token);
  expect(r.status).toBe(200);
  return r.body.result as InvoiceChanges;
};
const cents = (rand: number) => Math.round(rand * 100);
const HOUSEHOLD_INVOICES = ['INV5201-0001', 'INV5201-0002', 'INV5201-0003', 'INV5201-0004', 'INV5201-0005'];

describe('billing.GetInvoiceChanges', () => {
  it('says the first invoice has no previous one to compare with', async () => {
    expect(await changesOf('INV5201-0001')).toEqual({
      invoiceTxNumber: 'INV5201-0001',
      invoiceDate: '2026-07-01',
      totalCents: 189_800,
      previous: null,
      differenceCents: null,
      changes: [],
    });
  });

  it('explains each invoice against the one before, adding up to the difference of the totals the invoices show', async () => {
    for (const [i, number] of HOUSEHOLD_INVOICES.entries()) {
      if (i === 0) continue;
      const explained = await changesOf(number);
      const shown = (await s.call('billing.GetViewInvoice', { invoiceTxNumber: number }, household)).body.result as InvoiceView;
      const before = (await s.call('billing.GetViewInvoice', { invoiceTxNumber: HOUSEHOLD_INVOICES[i - 1] }, household)).body.result as InvoiceView;
      expect(explained.previous?.invoiceTxNumber).toBe(HOUSEHOLD_INVOICES[i - 1]);
      expect(explained.totalCents).toBe(cents(shown.total));
      expect(explained.previous?.totalCents).toBe(cents(before.total));
      expect(explained.differenceCents).toBe(cents(shown.total) - cents(before.total));
      expect(explained.changes.reduce((sum, c) => sum + c.amountCents, 0)).toBe(explained.differenceCents);
      expect(explained.changes.some((c) => c.group === 'adjustments')).toBe(false);
    }
  });

  it('names the plan change with its part-month and the outage credit', async () => {
    const { changes, differenceCents } = await changesOf('INV5201-0003');
    expect(differenceCents).toBe(154_033 - 132_700);
    expect(changes.map((c) => [c.group, c.description, c.amountCents])).toEqual([
      ['plan-changes', 'Fibre 200/100 Mbps Uncapped (FTTH-520001)', 20_000],
      ['plan-changes', 'Upgrade to Fibre 200/100 Mbps Uncapped, 16–31 Aug pro rata (FTTH-520001)', 10_323],
      ['credits-payments', 'Credit for the fibre outage of 21–23 Aug (FTTH-520001)', -8_990],
    ]);
    expect(changes[0]).toMatchObject({ previousDescription: 'Fibre 100/50 Mbps Uncapped (FTTH-520001)', serviceTag: 'FTTH-520001', previousCents: 89_900, currentCents: 109_900 });
  });

  it('names new services, an ended one, a price change, once-off charges and a payment', async () => {
    const groups = async (number: string) => (await changesOf(number)).changes.map((c) => [c.group, c.amountCents]);
    expect(await groups('INV5201-0002')).toEqual([
      ['new-services', 17_900],
      ['new-services', 24_900],
      ['once-off', -99_900],
    ]);
    expect(await groups('INV5201-0004')).toEqual([
      ['price-changes', 2_000],
      ['plan-changes', -10_323],
      ['credits-payments', 8_990],
    ]);
    expect(await groups('INV5201-0005')).toEqual([
      ['ended-services', -24_900],
      ['once-off', 9_900],
      ['credits-payments', -5_000],
    ]);
  });

  it('finds nothing changed between two invoices alike', async () => {
    const list = (await s.call('billing.GetInvoices', {}, customer)).body.result.invoices as { invoiceTxNumber: string; total: number }[];
    const explained = await changesOf(list[0].invoiceTxNumber, customer);
    expect(explained).toMatchObject({ previous: { invoiceTxNumber: list[1].invoiceTxNumber }, differenceCents: 0, changes: [] });
  });

  it('answers another account’s invoice exactly as an unknown one, without its data', async () => {
    const acmeInvoice = await firstInvoiceOf('ENT2001');
    const branchInvoice = await firstInvoiceOf('ENT2001-01');
    const unknown = await s.call('billing.GetInvoiceChanges', { invoiceTxNumber: 'INV9999-0001' }, customer);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toBe('That invoice was not found.');
    for (const [number, token] of [
      [acmeInvoice, customer],
      [acmeInvoice, household],
      [acmeInvoice, branch],
      [branchInvoice, acme],
      ['INV5201-0002', customer],
    ]) {
      const foreign = await s.call('billing.GetInvoiceChanges', { invoiceTxNumber: number }, token);
      expect(foreign.status).toBe(404);
      expect(foreign.body.errors).toEqual(unknown.body.errors);
      expect(foreign.body.result).toBeNull();
    }
    // The owners see theirs.
    expect((await changesOf(acmeInvoice, acme)).invoiceTxNumber).toBe(acmeInvoice);
    expect((await changesOf(branchInvoice, branch)).invoiceTxNumber).toBe(branchInvoice);
  });

  it('needs a session and the billing module', async () => {
    expect((await s.call('billing.GetInvoiceChanges', { invoiceTxNumber: 'INV5201-0002' })).status).toBe(401);
    expect((await s.call('billing.GetInvoiceChanges', { invoiceTxNumber: 'INV1001-0002' }, noBilling)).status).toBe(403);
  });

  it('refuses bodies the contract does not allow, with a 400', async () => {
    const cusId = await accountIdOf('CUS1001');
    for (const body of [{}, { invoiceTxNumber: '' }, { invoiceTxNumber: 'X'.repeat(41) }, { invoiceTxNumber: 7 }, { invoiceTxNumber: 'INV1001-0002', accountId: cusId }, { invoiceTxNumber: 'A\u0000' }]) {
      expect((await s.call('billing.GetInvoiceChanges', body, customer)).status).toBe(400);
    }
  });
});
