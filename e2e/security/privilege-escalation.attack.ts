import { expect, test } from '@playwright/test';
import { call } from './support/api';
import {
  accessClaimsOf,
  FORBIDDEN,
  rowFor,
  selectAccount,
  signInTo,
  startOwn,
  switchRows,
  switchTo,
  verifiedAccounts,
} from './support/identity-helpers';
import { portalServer } from './support/server';

/**
 * The attack: account.access.AddUser on a child account links a person directly to it, and a direct
 * link on a child wins over the link to its parent. A reseller adds herself (or a person she controls)
 * to her client's account and gets the customer role there; a delegate adds the account holder with
 * fewer modules and so cuts the holder's access; anyone adds a stranger's number and learns whether it
 * is known, or attaches their account to the stranger's person.
 */

const server = portalServer({ OTP_REQUESTS_PER_NUMBER: '50', OTP_REQUESTS_PER_ADDRESS: '500' });
const { baseURL } = server;

const LERATO = '0841234567';
const SIPHO = '0831234567';
const PRIYA = '0731234503'; // a delegate of ENT2001 with only 'account' and 'access'
const THANDI = '0821234567';
const ALL_MODULES = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'access'];

const debitOrderChange = {
  paymentMethodId: 2,
  billingDetails: {
    debitOrderDetailsBean: {
      accountHolder: 'L Nkosi',
      bankNameId: 1,
      accountNumber: '62012345678',
      accountTypeId: 1,
      branchCode: '250655',
      debitCollectionDayId: 1,
      declarationAccepted: true,
    },
    creditCardDetailsBean: null,
  },
};

/** The customer-only billing actions (payment details, the mandate, help with payment details) all refuse this token. */
async function expectCustomerOnlyRefused(token: string, where: string) {
  const attempts = {
    'billing.UpdateBillingDetails': debitOrderChange,
    'billing.mandates.AcceptDebitOrderMandate': { mandateId: 1 },
    'billing.support.CreateBillingSupportTicket': { description: 'Please change the debit order to my bank account.' },
  };
  for (const [action, body] of Object.entries(attempts)) {
    const answer = await call(baseURL, action, body, token);
    expect(answer.status, `${action} on ${where}: ${JSON.stringify(answer.errors)}`).toBe(403);
    expect(answer.errors[0]?.code, `${action} on ${where}`).toBe(FORBIDDEN);
  }
}

/** Every way Lerato can reach her client's account: switching from her own, and any sign-in row for it. */
async function leratoOnClient(clientCode: string) {
  const { token, matchedAccounts } = await signInTo(baseURL, LERATO, 'RES4001');
  const viaSwitch = await switchTo(baseURL, token, rowFor(await switchRows(baseURL, token, 'account.GetChildAccounts'), clientCode));
  expect(viaSwitch.status, JSON.stringify(viaSwitch.errors)).toBe(200);
  const tokens = [viaSwitch.result.accessToken];
  const { matchedAccounts: again } = await verifiedAccounts(baseURL, LERATO);
  for (const row of again.filter((a) => a.accountCode === clientCode)) tokens.push(await selectAccount(baseURL, row.userToken));
  return { tokens, matchedAccounts };
}

async function addUser(token: string, user: { firstName: string; lastName: string; cellNumber: string; portalModules: string[]; accountCode?: string }) {
  return call<Record<string, unknown>>(baseURL, 'account.access.AddUser', user, token);
}

/** The modules Sipho's token carries on each account he reaches: his own accounts and ENT2001's children. */
async function siphoModules() {
  const { token, matchedAccounts } = await signInTo(baseURL, SIPHO, 'ENT2001');
  const modules: Record<string, string[]> = { ENT2001: accessClaimsOf(token).portal_modules };
  const branch = await switchTo(baseURL, token, rowFor(await switchRows(baseURL, token, 'account.GetChildAccounts'), 'ENT2001-01'));
  expect(branch.status, JSON.stringify(branch.errors)).toBe(200);
  modules['ENT2001-01 (switched)'] = accessClaimsOf(branch.result.accessToken).portal_modules;
  const { matchedAccounts: rows } = await verifiedAccounts(baseURL, SIPHO);
  for (const row of rows.filter((r) => r.accountCode === 'ENT2001-01')) {
    modules['ENT2001-01 (signed in)'] = accessClaimsOf(await selectAccount(baseURL, row.userToken)).portal_modules;
  }
  return { modules, accounts: matchedAccounts.map((a) => a.accountCode).sort() };
}

test.describe('privilege escalation through Users & Access', () => {
  test.beforeAll(() => startOwn(server));
  test.afterAll(() => server.dispose());

  test('a reseller adding herself to her client account does not become its customer', async () => {
    const { token } = await signInTo(baseURL, LERATO, 'RES4001');
    await addUser(token, { firstName: 'Lerato', lastName: 'Nkosi', cellNumber: LERATO, portalModules: ALL_MODULES, accountCode: 'RES4001-01' });
    await addUser(token, { firstName: 'Lerato', lastName: 'Nkosi', cellNumber: '27841234567', portalModules: ALL_MODULES, accountCode: 'RES4001-02' });

    for (const client of ['RES4001-01', 'RES4001-02']) {
      const { tokens } = await leratoOnClient(client);
      for (const clientToken of tokens) {
        expect(accessClaimsOf(clientToken).role, `Lerato's role on ${client}`).toBe('reseller');
        await expectCustomerOnlyRefused(clientToken, client);
      }
    }
  });

  test('a person a reseller adds to her client account is not its customer either', async () => {
    const { token } = await signInTo(baseURL, LERATO, 'RES4001');
    const accomplice = '0791110001';
    const added = await addUser(token, { firstName: 'Sam', lastName: 'Accomplice', cellNumber: accomplice, portalModules: ALL_MODULES, accountCode: 'RES4001-01' });
    expect(added.status, JSON.stringify(added.errors)).toBe(200);

    const { token: own } = await signInTo(baseURL, accomplice, 'RES4001-01');
    expect(accessClaimsOf(own).role).toBe('reseller');
    const accepted = await call<{ accessToken: string }>(baseURL, 'login.terms.AcceptTermsOfUse', { version: '2026-01' }, own);
    expect(accepted.status, JSON.stringify(accepted.errors)).toBe(200);
    const usable = accepted.result.accessToken;
    expect(accessClaimsOf(usable).role).toBe('reseller');
    await expectCustomerOnlyRefused(usable, 'RES4001-01 as the added person');
  });

  test("a delegate adding the account holder to a child account cannot cut the holder's modules", async () => {
    const before = await siphoModules();
    expect(before.modules.ENT2001).toEqual(ALL_MODULES);

    const { token } = await signInTo(baseURL, PRIYA, 'ENT2001');
    expect(accessClaimsOf(token).portal_modules).toEqual(['account', 'access']);
    for (const accountCode of ['ENT2001-01', undefined]) {
      await addUser(token, { firstName: 'Sipho', lastName: 'Dlamini', cellNumber: SIPHO, portalModules: ['account'], accountCode });
    }

    const after = await siphoModules();
    expect(after.accounts).toEqual(before.accounts);
    for (const [where, modules] of Object.entries(after.modules)) expect(modules, `Sipho's modules on ${where}`).toEqual(ALL_MODULES);
  });

  test('adding a number known on an unrelated account answers like a new number and leaves its person alone', async () => {
    const victimBefore = await verifiedAccounts(baseURL, THANDI);
    const { token: victimToken } = await signInTo(baseURL, THANDI, 'CUS1001');
    const victimClaims = accessClaimsOf(victimToken);
    const victimAccount = (await call<{ contact: Record<string, unknown> }>(baseURL, 'account.GetAccount', {}, victimToken)).result;

    const { token } = await signInTo(baseURL, LERATO, 'RES4001');
    // The attacker knows the victim's name: a contact matched by number and name anywhere would be the victim's own person.
    const user = { firstName: 'Thandi', lastName: 'Mokoena', portalModules: ['account'] };
    const known = await addUser(token, { ...user, cellNumber: THANDI });
    const unknown = await addUser(token, { ...user, cellNumber: '0791110002' });
    expect(known.status).toBe(unknown.status);
    expect(known.success).toBe(unknown.success);
    const shape = (body: Record<string, unknown> | undefined) =>
      Object.fromEntries(Object.entries(body ?? {}).map(([key, value]) => [key, key === 'personId' || key === 'cellNumberMasked' ? typeof value : value]));
    expect(shape(known.result)).toEqual(shape(unknown.result));
    expect(known.errors.map((e) => e.message)).toEqual(unknown.errors.map((e) => e.message));

    // The victim's own person and accounts are as they were: same name, same person, same modules.
    const { token: victimAfter } = await signInTo(baseURL, THANDI, 'CUS1001');
    const claimsAfter = accessClaimsOf(victimAfter);
    expect(claimsAfter.personId).toBe(victimClaims.personId);
    expect(claimsAfter.portal_modules).toEqual(victimClaims.portal_modules);
    expect((await call<{ contact: Record<string, unknown> }>(baseURL, 'account.GetAccount', {}, victimAfter)).result.contact).toEqual(victimAccount.contact);
    const ownRows = await switchRows(baseURL, victimAfter, 'account.GetAccounts');
    expect(ownRows.map((r) => r.accountCode), "the attacker's account is not linked to the victim's person").toEqual(['CUS1001']);
    const victimNow = await verifiedAccounts(baseURL, THANDI);
    for (const account of victimBefore.matchedAccounts) {
      const now = victimNow.matchedAccounts.find((a) => a.accountCode === account.accountCode);
      expect(now?.customerName, `${account.accountCode} still listed under its name`).toBe(account.customerName);
      expect(now?.duplicateContacts).toBe(account.duplicateContacts);
    }
  });
});
