import { and, eq, inArray } from 'drizzle-orm';
import { accounts, accountUsers, people } from '../src/db/schema';
import { claimsOf, startTestServer, type TestServer } from './support/test-server';

/**
 * account.access.AddUser must not be a way up: a reseller never becomes a customer of her client's account,
 * a delegate never shadows the holder's access with a smaller link, and a number known outside the account
 * tree is never linked to (nor told apart from an unknown one).
 */

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const CUSTOMER = '0821234567';
/** Sipho Dlamini: the holder of ENT2001 (every module) and of BUS3001. */
const ENTERPRISE = '0831234567';
/** Lerato Nkosi: the reseller of RES4001, whose customers are RES4001-01 and RES4001-02. */
const RESELLER = '0841234567';
/** Priya Naidoo: a delegate on ENT2001 with 'account' and 'access' only. */
const ACME_ADMIN = '0731234503';
const ALL_MODULES = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'access'];
const ALREADY_USES = { code: 'BAD_INPUT', field: 'cellNumber', message: 'That person already has access to this account.' };

const debitOrder = {
  paymentMethodId: 2,
  billingDetails: {
    debitOrderDetailsBean: {
      accountHolder: 'Lerato Nkosi',
      bankNameId: 8,
      accountNumber: '9876543210',
      accountTypeId: 2,
      branchCode: '051001',
      debitCollectionDayId: 2,
      idNumberTypeId: 1,
      idNumber: '',
      declarationAccepted: true,
    },
    creditCardDetailsBean: null,
  },
};

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ otpLimits: GENEROUS });
});
afterAll(() => s.close());

const accountIdOf = async (code: string) => (await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)))[0].id;
const personIdOf = async (cell: string, firstName: string) =>
  (await s.db.select({ id: people.id }).from(people).where(and(eq(people.cellNumber, cell), eq(people.firstName, firstName))))[0].id;
const linksOf = async (personId: number) =>
  (
    await s.db
      .select({ code: accounts.accountCode, role: accountUsers.role, modules: accountUsers.portalModules })
      .from(accountUsers)
      .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
      .where(eq(accountUsers.personId, personId))
  ).sort((a, b) => a.code.localeCompare(b.code));

/** A token on a child account reached through the parent's link, as the portal's account switcher gets one. */
async function onChild(parentToken: string, code: string) {
  const children = (await s.call('account.GetChildAccounts', {}, parentToken)).body.result.accounts as { accountCode: string; userToken: string }[];
  const child = children.find((a) => a.accountCode === code)!;
  return (await s.call('account.GetAuthForAccount', { userToken: child.userToken }, parentToken)).body.result.accessToken as string;
}

const addUser = (token: string, body: Record<string, unknown>) => s.call('account.access.AddUser', { portalModules: ['account'], ...body }, token);

describe('a reseller and her customer’s account', () => {
  it('refuses to add the reseller to her customer’s account, under her name or any other, and leaves her a reseller there', async () => {
    const lerato = await s.signIn(RESELLER);
    const leratoId = await personIdOf(RESELLER, 'Lerato');
    for (const [firstName, lastName] of [
      ['Lerato', 'Nkosi'],
      ['Bright', 'Owner'],
    ]) {
      const r = await addUser(lerato, { firstName, lastName, cellNumber: RESELLER, portalModules: ALL_MODULES, accountCode: 'RES4001-01' });
      expect(r.status).toBe(409);
      expect(r.body.errors[0]).toEqual(ALREADY_USES);
    }
    expect(await linksOf(leratoId)).toEqual([{ code: 'RES4001', role: 'reseller', modules: ALL_MODULES }]);
    const childIds = [await accountIdOf('RES4001-01'), await accountIdOf('RES4001-02')];
    expect(await s.db.select().from(accountUsers).where(inArray(accountUsers.accountId, childIds))).toEqual([]);

    const client = await onChild(await s.signIn(RESELLER), 'RES4001-01');
    expect(claimsOf(client)).toMatchObject({ role: 'reseller', accountCode: 'RES4001-01', portal_modules: ALL_MODULES });
    const bank = await s.call('billing.UpdateBillingDetails', debitOrder, client);
    expect(bank.status).toBe(403);
    expect(bank.body.errors[0].message).toBe('Resellers cannot change payment details. Please ask the customer to update them.');
    const mandate = await s.call('billing.mandates.AcceptDebitOrderMandate', { mandateId: 1 }, client);
    expect(mandate.status).toBe(403);
    expect(mandate.body.errors[0].message).toBe('Only the customer can accept the debit order mandate for their bank account.');
  });

  it('refuses the reseller adding herself while she acts on the customer’s account itself', async () => {
    const client = await onChild(await s.signIn(RESELLER), 'RES4001-02');
    const r = await addUser(client, { firstName: 'Lerato', lastName: 'Nkosi', cellNumber: RESELLER });
    expect(r.status).toBe(409);
    expect(r.body.errors[0]).toEqual(ALREADY_USES);
    expect(await linksOf(await personIdOf(RESELLER, 'Lerato'))).toHaveLength(1);
  });

  it('makes a number of the reseller’s own choosing a reseller on the customer’s account, so it cannot change the bank account either', async () => {
    const lerato = await s.signIn(RESELLER);
    const r = await addUser(lerato, { firstName: 'Lerato', lastName: 'Second Phone', cellNumber: '0790101010', portalModules: ALL_MODULES, accountCode: 'RES4001-01' });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ accountCode: 'RES4001-01', role: 'reseller' });
    const second = await s.signIn('0790101010');
    const accepted = (await s.call('login.terms.AcceptTermsOfUse', { version: (await s.call('login.terms.GetTermsOfUse', {}, second)).body.result.version }, second)).body.result
      .accessToken as string;
    expect(claimsOf(accepted)).toMatchObject({ role: 'reseller', accountCode: 'RES4001-01' });
    expect((await s.call('billing.UpdateBillingDetails', debitOrder, accepted)).status).toBe(403);
    expect((await s.call('billing.mandates.AcceptDebitOrderMandate', { mandateId: 1 }, accepted)).status).toBe(403);
  });

  it('refuses to add to the parent a number already linked on one of its children, whose link would shadow the new one there', async () => {
    const lerato = await s.signIn(RESELLER);
    const first = await addUser(lerato, { firstName: 'Thabo', lastName: 'Client', cellNumber: '0790202020', accountCode: 'RES4001-02' });
    expect(first.status).toBe(200);
    const r = await addUser(lerato, { firstName: 'Thabo', lastName: 'Client', cellNumber: '0790202020', portalModules: ALL_MODULES });
    expect(r.status).toBe(409);
    expect(r.body.errors[0]).toEqual(ALREADY_USES);
  });
});

describe('a delegate and the holder', () => {
  it('refuses to add the holder to a child account he reaches through the parent, so his modules there stay all seven', async () => {
    const priya = await s.signIn(ACME_ADMIN, 'ENT2001');
    const siphoId = await personIdOf(ENTERPRISE, 'Sipho');
    const before = await linksOf(siphoId);
    for (const [firstName, lastName] of [
      ['Sipho', 'Dlamini'],
      ['Any', 'Name'],
    ]) {
      const r = await addUser(priya, { firstName, lastName, cellNumber: ENTERPRISE, accountCode: 'ENT2001-01' });
      expect(r.status).toBe(409);
      expect(r.body.errors[0]).toEqual(ALREADY_USES);
    }
    // Nor on the parent itself, where he has a link of his own.
    expect((await addUser(priya, { firstName: 'Other', lastName: 'Contact', cellNumber: ENTERPRISE })).status).toBe(409);
    expect(await linksOf(siphoId)).toEqual(before);
    expect(await s.db.select().from(people).where(eq(people.cellNumber, ENTERPRISE))).toHaveLength(1);

    const onBranch = await onChild(await s.signIn(ENTERPRISE, 'ENT2001'), 'ENT2001-01');
    expect(claimsOf(onBranch).portal_modules).toEqual(ALL_MODULES);
  });

  it('refuses to add to a child account a parent user with fewer modules, whoever adds them', async () => {
    const sipho = await s.signIn(ENTERPRISE, 'ENT2001');
    const johanId = await personIdOf('0731234502', 'Johan');
    const r = await addUser(sipho, { firstName: 'Johan', lastName: 'Botha', cellNumber: '0731234502', portalModules: ['tickets'], accountCode: 'ENT2001-04' });
    expect(r.status).toBe(409);
    expect(await linksOf(johanId)).toEqual([{ code: 'ENT2001', role: 'customer', modules: ['connectivity', 'communication', 'cloud-hosting', 'tickets'] }]);
  });
});

describe('a number known outside the account tree', () => {
  it('is never linked: the adder gets a new contact of their own, answered as for an unknown number', async () => {
    const thandi = await s.signIn(CUSTOMER);
    const siphoId = await personIdOf(ENTERPRISE, 'Sipho');
    const [siphoBefore] = await s.db.select().from(people).where(eq(people.id, siphoId));
    const linksBefore = await linksOf(siphoId);

    const known = await addUser(thandi, { firstName: 'Sipho', lastName: 'Dlamini', cellNumber: ENTERPRISE, portalModules: ['tickets'] });
    const unknown = await addUser(thandi, { firstName: 'Sipho', lastName: 'Dlamini', cellNumber: '0790202020', portalModules: ['tickets'] });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    const { personId: knownId, cellNumberMasked: knownMask, ...knownRest } = known.body.result;
    const { personId: unknownId, cellNumberMasked: unknownMask, ...unknownRest } = unknown.body.result;
    expect(knownRest).toEqual(unknownRest);
    expect([knownMask, unknownMask]).toEqual(['083***4567', '079***2020']);
    expect(knownId).not.toBe(siphoId);
    expect(unknownId).toBe(knownId + 1);

    const [siphoAfter] = await s.db.select().from(people).where(eq(people.id, siphoId));
    expect(siphoAfter).toEqual(siphoBefore);
    expect(await linksOf(siphoId)).toEqual(linksBefore);
    expect(await linksOf(knownId)).toEqual([{ code: 'CUS1001', role: 'customer', modules: ['tickets'] }]);
  });

  it('links a contact of the tree with that number and name rather than duplicating them', async () => {
    const sipho = await s.signIn(ENTERPRISE, 'ENT2001');
    const zaneleId = await personIdOf('0731234505', 'Zanele');
    const r = await addUser(sipho, { firstName: 'ZANELE', lastName: 'cele', cellNumber: '27731234505', portalModules: ['billing'], accountCode: 'ENT2001-06' });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ personId: zaneleId, accountCode: 'ENT2001-06' });
    expect(await s.db.select().from(people).where(eq(people.cellNumber, '0731234505'))).toHaveLength(1);
  });
});
