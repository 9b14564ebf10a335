import { expect } from '@playwright/test';
import { call, latestPin, signInByApi } from './api';

/**
 * The people the object attacks act as: each a session on one account, with the modules the seed gives them.
 * Signing in is cheap, so each test takes fresh tokens (a sensitive action needs one issued within 120 s).
 */
export interface Principal {
  /** How reports name it. */
  label: string;
  cellNumber: string;
  /** The account signed in to (its code). */
  accountCode: string;
  /** A child of `accountCode` the session then switches to (account.GetChildAccounts + account.GetAuthForAccount). */
  switchTo?: string;
  /** Which of several contacts sharing the number (login.otp.GetDuplicateContacts). */
  contactName?: string;
  modules: string[];
  role: 'customer' | 'reseller';
}

const ALL = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'access'];

export const PRINCIPALS = {
  /** The account with every kind of object: CUS1001. */
  customer: { label: '0821234567 on CUS1001', cellNumber: '0821234567', accountCode: 'CUS1001', modules: ALL, role: 'customer' },
  /** The enterprise parent ENT2001, whose children are ENT2001-01..08. */
  parent: { label: '0831234567 on ENT2001 (parent)', cellNumber: '0831234567', accountCode: 'ENT2001', modules: ALL, role: 'customer' },
  /** The same person switched into one child: it may not reach its parent nor its siblings. */
  child: {
    label: '0831234567 switched into ENT2001-07 (child)',
    cellNumber: '0831234567',
    accountCode: 'ENT2001',
    switchTo: 'ENT2001-07',
    modules: ALL,
    role: 'customer',
  },
  /** Unrelated to the others: the reseller RES4001 with its clients RES4001-01/02. */
  reseller: { label: '0841234567 on RES4001 (reseller)', cellNumber: '0841234567', accountCode: 'RES4001', modules: ALL, role: 'reseller' },
  billingOnly: { label: '0721234501 on CUS1001 (billing only)', cellNumber: '0721234501', accountCode: 'CUS1001', modules: ['billing'], role: 'customer' },
  accountModules: {
    label: '0721234502 on CUS1001 (account, connectivity, communication, tickets)',
    cellNumber: '0721234502',
    accountCode: 'CUS1001',
    modules: ['account', 'connectivity', 'communication', 'tickets'],
    role: 'customer',
  },
  serviceModules: {
    label: '0721234503 on CUS1001 (connectivity, tickets)',
    cellNumber: '0721234503',
    accountCode: 'CUS1001',
    modules: ['connectivity', 'tickets'],
    role: 'customer',
  },
  /** CUS5201, whose debit order is suspended; two contacts share the number. */
  household: {
    label: '0861234567 (Naledi) on CUS5201',
    cellNumber: '0861234567',
    accountCode: 'CUS5201',
    contactName: 'Naledi Khumalo',
    modules: ALL,
    role: 'customer',
  },
} satisfies Record<string, Principal>;

export type PrincipalName = keyof typeof PRINCIPALS;

interface MatchedAccount {
  accountCode: string;
  duplicateContacts: boolean;
  userToken: string;
}

async function signInAsContact(baseURL: string, p: Principal): Promise<string> {
  const requested = Date.now() - 1000;
  expect((await call(baseURL, 'login.otp.RequestOtp', { cellNumber: p.cellNumber })).status).toBe(200);
  const pin = await latestPin(baseURL, p.cellNumber, requested);
  const verified = await call<{ matchedAccounts: MatchedAccount[] }>(baseURL, 'login.otp.VerifyOtp', { cellNumber: p.cellNumber, pin });
  expect(verified.status, JSON.stringify(verified.errors)).toBe(200);
  const account = verified.result.matchedAccounts.find((a) => a.accountCode === p.accountCode);
  if (!account) throw new Error(`${p.label}: no matched account ${p.accountCode}`);
  const contacts = await call<{ contacts: { name: string; contactToken: string }[] }>(baseURL, 'login.otp.GetDuplicateContacts', {
    userToken: account.userToken,
  });
  expect(contacts.status, JSON.stringify(contacts.errors)).toBe(200);
  const contact = contacts.result.contacts.find((c) => c.name === p.contactName);
  if (!contact) throw new Error(`${p.label}: no contact ${p.contactName}`);
  const session = await call<{ accessToken: string }>(baseURL, 'login.otp.SelectContactSession', { contactToken: contact.contactToken });
  expect(session.status, JSON.stringify(session.errors)).toBe(200);
  return session.result.accessToken;
}

/** A new access token for the principal, switched into its child account when it has one. */
export async function signInAs(baseURL: string, p: Principal): Promise<string> {
  const token = p.contactName ? await signInAsContact(baseURL, p) : await signInByApi(baseURL, p.cellNumber, p.accountCode);
  if (!p.switchTo) return token;
  return switchInto(baseURL, token, p.switchTo);
}

/** The account switch of spec §4: the row's user token exchanged for a token on that child (the old token is revoked). */
export async function switchInto(baseURL: string, token: string, accountCode: string): Promise<string> {
  const children = await call<{ accounts: { accountCode: string; userToken: string }[] }>(baseURL, 'account.GetChildAccounts', {}, token);
  expect(children.status, JSON.stringify(children.errors)).toBe(200);
  const row = children.result.accounts.find((a) => a.accountCode === accountCode);
  if (!row) throw new Error(`no child account ${accountCode}`);
  const switched = await call<{ accessToken: string }>(baseURL, 'account.GetAuthForAccount', { userToken: row.userToken }, token);
  expect(switched.status, JSON.stringify(switched.errors)).toBe(200);
  return switched.result.accessToken;
}

/** The OTP limits lifted: these files sign in far more often than a person would. */
export const MANY_SIGN_INS = { OTP_REQUESTS_PER_NUMBER: '10000', OTP_REQUESTS_PER_ADDRESS: '10000' };
