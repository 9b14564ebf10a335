import { and, eq } from 'drizzle-orm';
import { accounts, accountUsers, people } from '../src/db/schema';
import { claimsOf, startTestServer, type TestServer } from './support/test-server';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const CUSTOMER = '0821234567';
const ENTERPRISE = '0831234567';
/** Seeded on CUS1001 with only 'billing'. */
const BILLING_ONLY = '0721234501';
/** Seeded on ENT2001 with 'account' and 'access'. */
const ACME_ADMIN = '0731234503';

interface AccessUser {
  personId: number;
  firstName: string;
  lastName: string;
  cellNumberMasked: string;
  role: string;
  portalModules: string[];
  accountCode: string;
  customerName: string;
  isSelf: boolean;
  manageable: boolean;
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ otpLimits: GENEROUS });
});
afterAll(() => s.close());

const users = async (token: string) => (await s.call('account.access.GetUsers', {}, token)).body.result.users as AccessUser[];
const isLive = async (token: string) => (await s.call('auth.ValidateSession', {}, token)).body.result.authenticated as boolean;
const stale = () => s.clock.advance(121 * 1000);

/** Signs in through the API and accepts the terms of use when asked, as a new user would. */
async function signInAccepting(cell: string, accountCode?: string) {
  const token = await s.signIn(cell, accountCode);
  if (claimsOf(token).termsOfUse) return token;
  const terms = (await s.call('login.terms.GetTermsOfUse', {}, token)).body.result;
  return (await s.call('login.terms.AcceptTermsOfUse', { version: terms.version }, token)).body.result.accessToken as string;
}

describe('account.access.GetUsers', () => {
  it('lists the account’s users with their modules, masked numbers and the caller marked', async () => {
    const token = await s.signIn(CUSTOMER);
    const list = await users(token);
    expect(list.map((u) => `${u.firstName} ${u.lastName}`)).toEqual(['Ayanda Mokoena', 'Sizwe Mokoena', 'Thandi Mokoena', 'Kabelo Nkuna']);
    const thandi = list.find((u) => u.firstName === 'Thandi')!;
    expect(thandi).toMatchObject({ isSelf: true, accountCode: 'CUS1001', cellNumberMasked: '082***4567', role: 'customer' });
    expect(list.find((u) => u.firstName === 'Sizwe')).toMatchObject({ portalModules: ['billing'], isSelf: false });
    expect(JSON.stringify(list)).not.toContain('0721234501');
    const result = (await s.call('account.access.GetUsers', {}, token)).body.result;
    expect(result.accounts).toEqual([{ accountCode: 'CUS1001', customerName: 'Thandi Mokoena' }]);
    expect(result.grantableModules).toEqual(['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'access']);
  });

  it('on an enterprise parent also lists its children’s users, the parent’s first', async () => {
    const token = await s.signIn(ENTERPRISE, 'ENT2001');
    const list = await users(token);
    expect(list.filter((u) => u.accountCode === 'ENT2001').map((u) => u.firstName)).toEqual(['Johan', 'Sipho', 'Nomsa', 'Priya']);
    expect(list.slice(0, 4).every((u) => u.accountCode === 'ENT2001')).toBe(true);
    expect(list.filter((u) => u.accountCode !== 'ENT2001').map((u) => [u.accountCode, u.firstName, u.portalModules])).toEqual([
      ['ENT2001-01', 'Ruan', ['connectivity', 'tickets']],
      ['ENT2001-02', 'Zanele', ['billing']],
      ['ENT2001-07', 'Nomsa', ['billing']],
    ]);
    const { accounts: reachable } = (await s.call('account.access.GetUsers', {}, token)).body.result;
    expect(reachable).toHaveLength(9);
    expect(reachable[0].accountCode).toBe('ENT2001');
  });

  it('does not show a child account any user of its parent or siblings', async () => {
    const parent = await s.signIn(ENTERPRISE, 'ENT2001');
    const child = (await s.call('account.GetChildAccounts', {}, parent)).body.result.accounts.find((a: { accountCode: string }) => a.accountCode === 'ENT2001-01');
    const onChild = (await s.call('account.GetAuthForAccount', { userToken: child.userToken }, parent)).body.result.accessToken;
    const list = await users(onChild);
    expect(list.map((u) => [u.accountCode, u.firstName])).toEqual([['ENT2001-01', 'Ruan']]);
  });

  it('refuses a token without the access module, whatever else it has', async () => {
    const nomsa = await s.signIn('0731234501', 'ENT2001');
    expect(claimsOf(nomsa).portal_modules).toEqual(['account', 'billing']);
    for (const [name, body] of [
      ['account.access.GetUsers', {}],
      ['account.access.AddUser', { firstName: 'A', lastName: 'B', cellNumber: '0790000000', portalModules: ['billing'] }],
      ['account.access.UpdateUserModules', { personId: 1, portalModules: ['billing'] }],
      ['account.access.RemoveUser', { personId: 1 }],
    ] as const) {
      const r = await s.call(name, body, nomsa);
      expect(r.status).toBe(403);
      expect(r.body.errors[0].code).toBe('FORBIDDEN');
    }
  });
});

describe('a user added with only the billing module', () => {
  it('signs in with an SMS PIN and gets a token carrying exactly [billing], refused elsewhere', async () => {
    const holder = await s.signIn(CUSTOMER);
    const added = await s.call('account.access.AddUser', { firstName: ' Lindiwe ', lastName: 'Dube', cellNumber: '079 555 0101', portalModules: ['billing'] }, holder);
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({
      firstName: 'Lindiwe',
      lastName: 'Dube',
      cellNumberMasked: '079***0101',
      portalModules: ['billing'],
      accountCode: 'CUS1001',
      role: 'customer',
      isSelf: false,
    });

    await s.call('login.otp.RequestOtp', { cellNumber: '0795550101' });
    const verified = await s.call('login.otp.VerifyOtp', { cellNumber: '0795550101', pin: s.lastPin('0795550101') });
    expect(verified.body.result.matchedAccounts.map((a: { accountCode: string }) => a.accountCode)).toEqual(['CUS1001']);
    const token = await signInAccepting('0795550101');
    expect(claimsOf(token).portal_modules).toEqual(['billing']);
    expect(claimsOf(token).accountCode).toBe('CUS1001');

    const refused = await s.call('account.GetAccount', {}, token);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('FORBIDDEN');
    expect((await s.call('account.messages.GetMessages', {}, token)).status).toBe(403);
    expect((await s.call('account.access.GetUsers', {}, token)).status).toBe(403);
    expect((await s.call('billing.GetBillingDetails', {}, token)).status).toBe(200);

    expect((await users(holder)).map((u) => u.firstName)).toContain('Lindiwe');
  });

  it('the seeded billing-only user has the same token', async () => {
    const token = await s.signIn(BILLING_ONLY);
    expect(claimsOf(token).portal_modules).toEqual(['billing']);
    expect((await s.call('account.GetAccount', {}, token)).status).toBe(403);
  });
});

describe('account.access.AddUser', () => {
  it('links the existing contact with that number and name instead of making another', async () => {
    const acme = await s.signIn(ENTERPRISE, 'ENT2001');
    const [before] = await s.db.select({ id: people.id }).from(people).where(eq(people.cellNumber, '0731234504'));
    const r = await s.call('account.access.AddUser', { firstName: 'ruan', lastName: 'JACOBS', cellNumber: '0731234504', portalModules: ['tickets'], accountCode: 'ENT2001-02' }, acme);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ personId: before.id, firstName: 'Ruan', accountCode: 'ENT2001-02', portalModules: ['tickets'] });
    expect(await s.db.select().from(people).where(eq(people.cellNumber, '0731234504'))).toHaveLength(1);
    // He now chooses between two accounts when he signs in.
    await s.call('login.otp.RequestOtp', { cellNumber: '0731234504' });
    const verified = await s.call('login.otp.VerifyOtp', { cellNumber: '0731234504', pin: s.lastPin('0731234504') });
    expect(verified.body.result.matchedAccounts.map((a: { accountCode: string }) => a.accountCode).sort()).toEqual(['ENT2001-01', 'ENT2001-02']);
    const onSecond = await s.signIn('0731234504', 'ENT2001-02');
    expect(claimsOf(onSecond).portal_modules).toEqual(['tickets']);
  });

  it('makes a new contact for another name on a known number, so nobody learns whose number it is', async () => {
    const token = await s.signIn(CUSTOMER);
    const r = await s.call('account.access.AddUser', { firstName: 'Not', lastName: 'Sipho', cellNumber: ENTERPRISE, portalModules: ['tickets'] }, token);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ firstName: 'Not', lastName: 'Sipho', cellNumberMasked: '083***4567' });
    const [sipho] = await s.db.select().from(people).where(and(eq(people.cellNumber, ENTERPRISE), eq(people.firstName, 'Sipho')));
    expect(r.body.result.personId).not.toBe(sipho.id);
  });

  it('gives whoever a reseller adds the reseller role, on its own account and on its customer’s', async () => {
    const reseller = await s.signIn('0841234567');
    const own = await s.call('account.access.AddUser', { firstName: 'Thabo', lastName: 'Sales', cellNumber: '0790005555', portalModules: ['account'] }, reseller);
    expect(own.body.result).toMatchObject({ accountCode: 'RES4001', role: 'reseller' });
    const child = await s.call('account.access.AddUser', { firstName: 'Dr', lastName: 'Smile', cellNumber: '0790006666', portalModules: ['account'], accountCode: 'RES4001-01' }, reseller);
    expect(child.body.result).toMatchObject({ accountCode: 'RES4001-01', role: 'reseller' });
    expect(claimsOf(await signInAccepting('0790006666')).role).toBe('reseller');
  });

  it('gives whoever a customer adds to a child account the customer role', async () => {
    const acme = await s.signIn(ENTERPRISE, 'ENT2001');
    const r = await s.call('account.access.AddUser', { firstName: 'Lwazi', lastName: 'Branch', cellNumber: '0790007777', portalModules: ['tickets'], accountCode: 'ENT2001-05' }, acme);
    expect(r.body.result).toMatchObject({ accountCode: 'ENT2001-05', role: 'customer' });
  });

  it('refuses a person who already has access, with 409 naming the cell number', async () => {
    const token = await s.signIn(CUSTOMER);
    const r = await s.call('account.access.AddUser', { firstName: 'Sizwe', lastName: 'Mokoena', cellNumber: BILLING_ONLY, portalModules: ['tickets'] }, token);
    expect(r.status).toBe(409);
    expect(r.body.errors[0]).toMatchObject({ field: 'cellNumber', message: 'That person already has access to this account.' });
  });

  it('refuses a foreign account code as not found', async () => {
    const token = await s.signIn(CUSTOMER);
    for (const accountCode of ['ENT2001', 'ENT2001-01', 'NOPE']) {
      const r = await s.call('account.access.AddUser', { firstName: 'X', lastName: 'Y', cellNumber: '0790001111', portalModules: ['billing'], accountCode }, token);
      expect(r.status).toBe(404);
    }
    expect(await s.db.select().from(people).where(eq(people.cellNumber, '0790001111'))).toHaveLength(0);
  });

  it('refuses modules the caller does not have', async () => {
    const priya = await s.signIn(ACME_ADMIN, 'ENT2001');
    expect(claimsOf(priya).portal_modules).toEqual(['account', 'access']);
    const r = await s.call('account.access.AddUser', { firstName: 'Eve', lastName: 'Escalate', cellNumber: '0790002222', portalModules: ['billing', 'account'] }, priya);
    expect(r.status).toBe(403);
    expect(r.body.errors[0].message).toContain('billing');
    const granted = (await s.call('account.access.GetUsers', {}, priya)).body.result.grantableModules;
    expect(granted).toEqual(['account', 'access']);
  });

  it.each([
    ['a bad cell number', { firstName: 'A', lastName: 'B', cellNumber: '12345', portalModules: ['billing'] }, 'cellNumber', 'Please enter a valid phone number.'],
    ['no modules', { firstName: 'A', lastName: 'B', cellNumber: '0790003333', portalModules: [] }, 'portalModules', 'Please select at least one module.'],
    ['an unknown module', { firstName: 'A', lastName: 'B', cellNumber: '0790003333', portalModules: ['root'] }, 'portalModules.0', undefined],
    ['a repeated module', { firstName: 'A', lastName: 'B', cellNumber: '0790003333', portalModules: ['billing', 'billing'] }, 'portalModules', undefined],
    ['a blank first name', { firstName: '  ', lastName: 'B', cellNumber: '0790003333', portalModules: ['billing'] }, 'firstName', 'First name is required.'],
    ['an extra field', { firstName: 'A', lastName: 'B', cellNumber: '0790003333', portalModules: ['billing'], role: 'reseller' }, 'role', undefined],
  ])('refuses %s with 400', async (_label, body, field, message) => {
    const token = await s.signIn(CUSTOMER);
    const r = await s.call('account.access.AddUser', body, token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe(field);
    if (message) expect(r.body.errors[0].message).toBe(`${field}: ${message}`);
  });
});

describe('account.access.UpdateUserModules', () => {
  it('sets the modules the person’s next token carries, and ends their live sessions when modules are taken away', async () => {
    const holder = await s.signIn(CUSTOMER);
    const ayanda = (await users(holder)).find((u) => u.firstName === 'Ayanda')!;
    const before = await s.signIn('0721234502');
    expect(claimsOf(before).portal_modules).toEqual(['account', 'connectivity', 'communication', 'tickets']);

    const added = await s.call('account.access.UpdateUserModules', { personId: ayanda.personId, portalModules: ['tickets', 'account', 'connectivity', 'communication', 'billing'] }, holder);
    expect(added.body.result.portalModules).toEqual(['account', 'billing', 'connectivity', 'communication', 'tickets']);
    expect(await isLive(before)).toBe(true);

    const narrowed = await s.call('account.access.UpdateUserModules', { personId: ayanda.personId, portalModules: ['tickets'] }, holder);
    expect(narrowed.status).toBe(200);
    expect(await isLive(before)).toBe(false);
    expect(await isLive(holder)).toBe(true);
    const after = await s.signIn('0721234502');
    expect(claimsOf(after).portal_modules).toEqual(['tickets']);
    expect((await s.call('account.GetAccount', {}, after)).status).toBe(403);
  });

  it('on a parent account changes a child’s user', async () => {
    const acme = await s.signIn(ENTERPRISE, 'ENT2001');
    const zanele = (await users(acme)).find((u) => u.firstName === 'Zanele')!;
    const r = await s.call('account.access.UpdateUserModules', { personId: zanele.personId, accountCode: 'ENT2001-02', portalModules: ['billing', 'tickets'] }, acme);
    expect(r.status).toBe(200);
    const [link] = await s.db
      .select({ modules: accountUsers.portalModules })
      .from(accountUsers)
      .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
      .where(and(eq(accountUsers.personId, zanele.personId), eq(accounts.accountCode, 'ENT2001-02')));
    expect(link.modules).toEqual(['billing', 'tickets']);
    // Without the account code the person is looked for on ENT2001 itself, where she is not a user.
    expect((await s.call('account.access.UpdateUserModules', { personId: zanele.personId, portalModules: ['billing'] }, acme)).status).toBe(404);
  });

  it('answers another account’s user as not found and changes nothing', async () => {
    const acme = await s.signIn(ENTERPRISE, 'ENT2001');
    const johan = (await users(acme)).find((u) => u.firstName === 'Johan')!;
    const customer = await s.signIn(CUSTOMER);
    for (const body of [
      { personId: johan.personId, portalModules: ['billing'] },
      { personId: johan.personId, accountCode: 'ENT2001', portalModules: ['billing'] },
      { personId: 999_999, portalModules: ['billing'] },
    ]) {
      const r = await s.call('account.access.UpdateUserModules', body, customer);
      expect(r.status).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain('Johan');
    }
    expect((await users(acme)).find((u) => u.firstName === 'Johan')!.portalModules).toEqual(johan.portalModules);
  });

  it('does not let a user take away their own access, but lets them change their other modules', async () => {
    const token = await s.signIn(CUSTOMER);
    const self = (await users(token)).find((u) => u.isSelf)!;
    const r = await s.call('account.access.UpdateUserModules', { personId: self.personId, portalModules: ['account', 'billing'] }, token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ field: 'portalModules', message: 'You cannot take away your own access to Users & Access.' });
    const kept = await s.call('account.access.UpdateUserModules', { personId: self.personId, portalModules: self.portalModules }, token);
    expect(kept.status).toBe(200);
  });

  it('refuses to change, or remove, someone holding a module the caller lacks (a delegate cannot strip the holder)', async () => {
    const priya = await s.signIn(ACME_ADMIN, 'ENT2001');
    const list = (await users(priya)).filter((u) => u.accountCode === 'ENT2001');
    const sipho = list.find((u) => u.firstName === 'Sipho')!;
    const nomsa = list.find((u) => u.firstName === 'Nomsa')!;
    expect(list.find((u) => u.isSelf)).toMatchObject({ firstName: 'Priya', manageable: true });
    expect(sipho.manageable).toBe(false);
    expect(nomsa).toMatchObject({ portalModules: ['account', 'billing'], manageable: false });

    const strip = await s.call('account.access.UpdateUserModules', { personId: sipho.personId, portalModules: ['account'] }, priya);
    expect(strip.status).toBe(403);
    expect(strip.body.errors[0].message).toBe('Sipho Dlamini has modules you do not have, so you cannot change or remove their access.');
    expect((await s.call('account.access.UpdateUserModules', { personId: nomsa.personId, portalModules: ['account'] }, priya)).status).toBe(403);
    expect((await s.call('account.access.RemoveUser', { personId: sipho.personId }, priya)).status).toBe(403);
    const after = (await users(priya)).filter((u) => u.accountCode === 'ENT2001');
    expect(after.find((u) => u.personId === sipho.personId)!.portalModules).toEqual(sipho.portalModules);
    expect(after.find((u) => u.personId === nomsa.personId)!.portalModules).toEqual(['account', 'billing']);
  });
});

describe('account.access.RemoveUser', () => {
  it('removes the link and ends the person’s live sessions on that account', async () => {
    const holder = await s.signIn(CUSTOMER);
    const kabelo = (await users(holder)).find((u) => u.firstName === 'Kabelo')!;
    const his = await s.signIn('0721234503');
    expect(await isLive(his)).toBe(true);
    const r = await s.call('account.access.RemoveUser', { personId: kabelo.personId }, holder);
    expect(r.body).toMatchObject({ success: true, result: { removed: true } });
    expect(await isLive(his)).toBe(false);
    expect((await users(holder)).map((u) => u.firstName)).not.toContain('Kabelo');
    await s.call('login.otp.RequestOtp', { cellNumber: '0721234503' });
    const verified = await s.call('login.otp.VerifyOtp', { cellNumber: '0721234503', pin: s.lastPin('0721234503') });
    expect(verified.body.result.matchedAccounts).toEqual([]);
  });

  it('on a parent account also ends the sessions a removed parent user had on its children', async () => {
    const acme = await s.signIn(ENTERPRISE, 'ENT2001');
    const johan = (await users(acme)).find((u) => u.firstName === 'Johan')!;
    const johanParent = await s.signIn('0731234502', 'ENT2001');
    const child = (await s.call('account.GetChildAccounts', {}, johanParent)).body.result.accounts[0];
    const johanChild = (await s.call('account.GetAuthForAccount', { userToken: child.userToken }, johanParent)).body.result.accessToken;
    expect(await isLive(johanChild)).toBe(true);
    const fresh = await s.signIn(ENTERPRISE, 'ENT2001');
    expect((await s.call('account.access.RemoveUser', { personId: johan.personId }, fresh)).status).toBe(200);
    expect(await isLive(johanChild)).toBe(false);
  });

  it('does not let a user remove themself', async () => {
    const token = await s.signIn(CUSTOMER);
    const self = (await users(token)).find((u) => u.isSelf)!;
    const r = await s.call('account.access.RemoveUser', { personId: self.personId }, token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe('You cannot remove yourself.');
  });

  it('answers another account’s user as not found and removes nothing', async () => {
    const acme = await s.signIn(ENTERPRISE, 'ENT2001');
    const ruan = (await users(acme)).find((u) => u.firstName === 'Ruan' && u.accountCode === 'ENT2001-01')!;
    const customer = await s.signIn(CUSTOMER);
    expect((await s.call('account.access.RemoveUser', { personId: ruan.personId, accountCode: 'ENT2001-01' }, customer)).status).toBe(404);
    expect((await s.call('account.access.RemoveUser', { personId: ruan.personId }, customer)).status).toBe(404);
    expect((await users(acme)).some((u) => u.personId === ruan.personId && u.accountCode === 'ENT2001-01')).toBe(true);
  });

  it.each([[{}], [{ personId: 'x' }], [{ personId: -1 }], [{ personId: 1.5 }], [{ personId: 1, extra: true }]])('refuses %j with 400', async (body) => {
    const token = await s.signIn(CUSTOMER);
    expect((await s.call('account.access.RemoveUser', body, token)).status).toBe(400);
  });
});

describe('sensitive actions need a fresh token (spec §4 Re-auth)', () => {
  it('refuses AddUser, UpdateUserModules and RemoveUser on a stale token with the re-auth code, and changes nothing', async () => {
    const token = await s.signIn(CUSTOMER);
    const sizwe = (await users(token)).find((u) => u.firstName === 'Sizwe')!;
    stale();
    for (const [name, body] of [
      ['account.access.AddUser', { firstName: 'Late', lastName: 'Comer', cellNumber: '0790004444', portalModules: ['billing'] }],
      ['account.access.UpdateUserModules', { personId: sizwe.personId, portalModules: ['billing', 'tickets'] }],
      ['account.access.RemoveUser', { personId: sizwe.personId }],
    ] as const) {
      const r = await s.call(name, body, token);
      expect(r.status).toBe(403);
      expect(r.body.errors[0]).toEqual({ code: 'REAUTH_REQUIRED', message: 'Please re-authenticate to continue.' });
    }
    // Reading stays allowed on a stale token.
    const after = await users(token);
    expect(after.find((u) => u.firstName === 'Sizwe')!.portalModules).toEqual(['billing']);
    expect(after.map((u) => u.firstName)).not.toContain('Late');
  });

  it('refuses a caller without a session', async () => {
    const r = await s.call('account.access.GetUsers', {});
    expect(r.status).toBe(401);
  });
});
