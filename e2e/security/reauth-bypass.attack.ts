import { expect, test } from '@playwright/test';
import { call } from './support/api';
import {
  accessClaimsOf,
  freshProbe,
  pause,
  REAUTH_REQUIRED,
  rowFor,
  signInTo,
  startOwn,
  switchRows,
  switchTo,
  type SwitchRow,
} from './support/identity-helpers';
import { portalServer } from './support/server';

/**
 * The attack: a session too old for sensitive actions lists its accounts (account.GetAccounts or
 * account.GetChildAccounts), each row carrying a token, and exchanges a row's token for a brand-new
 * access token (login.otp.SelectAccount or account.GetAuthForAccount) that counts as fresh again and
 * lives another hour. Switching accounts must carry the session's sign-in time and end with it.
 */

const FRESH_SECONDS = 3;
const server = portalServer({ REAUTH_FRESH_SECONDS: String(FRESH_SECONDS), OTP_REQUESTS_PER_NUMBER: '50', OTP_REQUESTS_PER_ADDRESS: '500' });
const { baseURL } = server;
const SIPHO = '0831234567';

/** Waits until a token signed in now is stale for sensitive actions. */
const untilStale = () => pause((FRESH_SECONDS + 1) * 1000);

async function switched(token: string, row: SwitchRow) {
  const answer = await switchTo(baseURL, token, row);
  expect(answer.status, `switch to ${row.accountCode}: ${JSON.stringify(answer.errors)}`).toBe(200);
  const account = await call<{ accountCode: string }>(baseURL, 'account.GetAccount', {}, answer.result.accessToken);
  expect(account.result.accountCode, 'the switch itself works').toBe(row.accountCode);
  return answer.result.accessToken;
}

async function expectReauthRequired(token: string) {
  const probe = await freshProbe(baseURL, token);
  expect(probe.status).toBe(403);
  expect(probe.errors[0]?.code).toBe(REAUTH_REQUIRED);
}

test.describe('re-authentication bypass by switching accounts', () => {
  test.beforeAll(() => startOwn(server));
  test.afterAll(() => server.dispose());

  test('a stale session switched through GetAccounts and GetChildAccounts rows is still refused by sensitive actions', async () => {
    const { token } = await signInTo(baseURL, SIPHO, 'ENT2001');
    const first = accessClaimsOf(token);
    await untilStale();
    await expectReauthRequired(token);

    const toConsulting = await switched(token, rowFor(await switchRows(baseURL, token, 'account.GetAccounts'), 'BUS3001'));
    await expectReauthRequired(toConsulting);
    const toBranch = await switched(toConsulting, rowFor(await switchRows(baseURL, toConsulting, 'account.GetChildAccounts'), 'ENT2001-01'));
    await expectReauthRequired(toBranch);

    for (const exchanged of [toConsulting, toBranch]) {
      const claims = accessClaimsOf(exchanged);
      expect(claims.iat, 'a switch does not move the sign-in time forward').toBeLessThanOrEqual(first.iat);
      expect(claims.exp, 'a switch does not extend the session').toBeLessThanOrEqual(first.exp);
    }
  });

  test('a stale session cannot move the sign-in cell number after switching to its own account again', async () => {
    const thandi = '0821234567';
    const { token } = await signInTo(baseURL, thandi, 'CUS1001');
    await untilStale();
    const again = await switched(token, rowFor(await switchRows(baseURL, token, 'account.GetAccounts'), 'CUS1001'));

    type Details = { postalAddress: Record<string, string>; physicalAddress: Record<string, string>; contact: { cellNumber: string; landline: string | null } };
    const details = (await call<Details>(baseURL, 'account.GetAccount', {}, again)).result;
    const update = await call(
      baseURL,
      'account.UpdateAddress',
      { postalAddress: details.postalAddress, physicalAddress: details.physicalAddress, cellNumber: '0791230001', landline: details.contact.landline },
      again,
    );
    expect(update.status).toBe(403);
    expect(update.errors[0]?.code).toBe(REAUTH_REQUIRED);
    expect((await call<Details>(baseURL, 'account.GetAccount', {}, again)).result.contact.cellNumber).toBe(thandi);
  });

  test('a Switch Account row token cannot be exchanged by SelectAccount for a new sign-in', async () => {
    const { token } = await signInTo(baseURL, SIPHO, 'ENT2001');
    await untilStale();
    const rows = [rowFor(await switchRows(baseURL, token, 'account.GetAccounts'), 'BUS3001'), rowFor(await switchRows(baseURL, token, 'account.GetChildAccounts'), 'ENT2001-02')];
    for (const row of rows) {
      const selected = await call<{ accessToken?: string }>(baseURL, 'login.otp.SelectAccount', { userToken: row.userToken });
      expect(selected.status, `SelectAccount with the ${row.accountCode} row token`).toBeGreaterThanOrEqual(400);
      expect(selected.status).toBeLessThan(500);
      expect(selected.result?.accessToken).toBeUndefined();
    }
  });

  test('a switch token works once: using it a second time fails', async () => {
    const { token } = await signInTo(baseURL, SIPHO, 'ENT2001');
    const row = rowFor(await switchRows(baseURL, token, 'account.GetAccounts'), 'BUS3001');
    const once = await switched(token, row);
    const twice = await switchTo(baseURL, once, row);
    expect(twice.status).toBeGreaterThanOrEqual(400);
    expect(twice.status).toBeLessThan(500);
    expect((await call(baseURL, 'auth.ValidateSession', {}, once)).result).toEqual({ authenticated: true });
  });

  test('after SignOut, switch tokens obtained before it are refused, even to a new session of the same person', async () => {
    const { token } = await signInTo(baseURL, SIPHO, 'ENT2001');
    const rows = [rowFor(await switchRows(baseURL, token, 'account.GetAccounts'), 'BUS3001'), rowFor(await switchRows(baseURL, token, 'account.GetChildAccounts'), 'ENT2001-03')];
    expect((await call(baseURL, 'auth.SignOut', {}, token)).status).toBe(200);

    const { token: later } = await signInTo(baseURL, SIPHO, 'ENT2001');
    for (const row of rows) {
      const selected = await call(baseURL, 'login.otp.SelectAccount', { userToken: row.userToken });
      expect(selected.status, `SelectAccount with ${row.accountCode}'s row token after sign-out`).toBeGreaterThanOrEqual(400);
      expect(selected.status).toBeLessThan(500);
      expect((await switchTo(baseURL, token, row)).status, 'the signed-out session cannot switch').toBe(401);
      const reused = await switchTo(baseURL, later, row);
      expect(reused.status, `another session using ${row.accountCode}'s row token of the signed-out one`).toBeGreaterThanOrEqual(400);
      expect(reused.status).toBeLessThan(500);
    }
  });

  test('switching back and forth never extends the session: exp and iat stay those of the sign-in', async () => {
    const { token } = await signInTo(baseURL, '0841234567', 'RES4001');
    const first = accessClaimsOf(token);
    let current = token;
    for (const [list, code] of [
      ['account.GetChildAccounts', 'RES4001-01'],
      ['account.GetAccounts', 'RES4001'],
      ['account.GetChildAccounts', 'RES4001-02'],
    ] as const) {
      await pause(1100);
      current = await switched(current, rowFor(await switchRows(baseURL, current, list), code));
      const claims = accessClaimsOf(current);
      expect(claims.exp, `exp after switching to ${code}`).toBeLessThanOrEqual(first.exp);
      expect(claims.iat, `iat after switching to ${code}`).toBeLessThanOrEqual(first.iat);
    }
  });
});
