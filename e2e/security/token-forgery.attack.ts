import { expect, test } from '@playwright/test';
import { call } from './support/api';
import { decodeJwt, encodeJwt, signInTo, signWithRandomKey, startOwn, verifiedAccounts, type AccessClaims } from './support/identity-helpers';
import { portalServer } from './support/server';

/**
 * The attack: a real access token, changed or imitated. Each forgery must be a stranger to the server:
 * 401 on a session action and "not authenticated" from ValidateSession. account.GetAccounts is the
 * session action: it needs no module, so a forgery the server accepted would get its 200.
 */

const server = portalServer({ OTP_REQUESTS_PER_NUMBER: '50', OTP_REQUESTS_PER_ADDRESS: '500' });
const { baseURL } = server;
const SESSION_ACTION = 'account.GetAccounts';

interface Forgery {
  name: string;
  token: string;
}

async function expectStranger({ name, token }: Forgery) {
  const answer = await call(baseURL, SESSION_ACTION, {}, token);
  expect(answer.status, `${name}: ${SESSION_ACTION}`).toBe(401);
  const validated = await call(baseURL, 'auth.ValidateSession', {}, token);
  expect(validated.status, `${name}: ValidateSession`).toBe(200);
  expect(validated.result, `${name}: ValidateSession`).toEqual({ authenticated: false });
}

async function expectGenuine(token: string) {
  expect((await call(baseURL, SESSION_ACTION, {}, token)).status).toBe(200);
  expect((await call(baseURL, 'auth.ValidateSession', {}, token)).result).toEqual({ authenticated: true });
}

/** The real token's claims changed one way, under its own header and signature. */
function altered(token: string, name: string, change: (claims: AccessClaims) => Partial<AccessClaims>): Forgery {
  const { header, payload, signature } = decodeJwt<AccessClaims>(token);
  return { name, token: encodeJwt(header, { ...payload, ...change(payload) }, signature) };
}

test.describe('access token forgery', () => {
  test.beforeAll(() => startOwn(server));
  test.afterAll(() => server.dispose());

  test('a token without a signature (alg none, in any spelling) is refused', async () => {
    const { token } = await signInTo(baseURL, '0841234567', 'RES4001');
    await expectGenuine(token);
    const { header, payload } = decodeJwt(token);
    for (const alg of ['none', 'None', 'NONE']) {
      await expectStranger({ name: `alg ${alg}, no signature`, token: encodeJwt({ ...header, alg }, payload, '') });
      await expectStranger({ name: `alg ${alg}, the original signature kept`, token: encodeJwt({ ...header, alg }, payload, decodeJwt(token).signature) });
    }
    await expectStranger({ name: 'alg none with a bare header', token: encodeJwt({ alg: 'none' }, payload, '') });
  });

  test('a token signed with another secret is refused', async () => {
    const { token } = await signInTo(baseURL, '0841234567', 'RES4001');
    const { header, payload } = decodeJwt(token);
    await expectStranger({ name: 'HS256 with a random key', token: signWithRandomKey(header, payload) });
    await expectStranger({ name: 'HS256 with a random key and a year more', token: signWithRandomKey(header, { ...payload, exp: Number(payload.exp) + 365 * 86400 }) });
  });

  test('claims changed under the original signature are refused: role, modules, person, account, expiry', async () => {
    const { token: reseller } = await signInTo(baseURL, '0841234567', 'RES4001');
    const { token: billingOnly } = await signInTo(baseURL, '0721234501', 'CUS1001');
    await expectGenuine(reseller);
    await expectGenuine(billingOnly);
    const forgeries = [
      altered(reseller, 'role reseller → customer', () => ({ role: 'customer' })),
      altered(billingOnly, 'portal_modules widened to all', () => ({ portal_modules: ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'access'] })),
      altered(billingOnly, 'personId (and sub) of another person', (c) => ({ personId: c.personId - 1, sub: String(c.personId - 1) })),
      altered(reseller, 'accountCode of another account', () => ({ accountCode: 'CUS1001' })),
      altered(reseller, 'masterAccountId of another account', (c) => ({ masterAccountId: c.masterAccountId + 1 })),
      altered(reseller, 'exp a day later', (c) => ({ exp: c.exp + 86400 })),
      altered(reseller, 'iat now (made fresh)', () => ({ iat: Math.floor(Date.now() / 1000) + 5 })),
    ];
    for (const forgery of forgeries) await expectStranger(forgery);
  });

  test('a token of another purpose is refused as an access token', async () => {
    const { matchedAccounts, otpCellNumberToken } = await verifiedAccounts(baseURL, '0821234567');
    await expectStranger({ name: 'the user token from VerifyOtp', token: matchedAccounts[0].userToken });
    await expectStranger({ name: 'the cell number token from VerifyOtp', token: otpCellNumberToken });

    const { token } = await signInTo(baseURL, '0831234567', 'ENT2001');
    const rows = await call<{ accounts: { userToken: string }[] }>(baseURL, 'account.GetAccounts', {}, token);
    await expectStranger({ name: 'a Switch Account row token', token: rows.result.accounts[0].userToken });
  });

  test('a truncated, padded or 5000-character token is refused', async () => {
    const { token } = await signInTo(baseURL, '0841234567', 'RES4001');
    const [header, payload, signature] = token.split('.');
    const forgeries: Forgery[] = [
      { name: 'truncated signature', token: token.slice(0, -4) },
      { name: 'no signature part', token: `${header}.${payload}` },
      { name: 'header only', token: header },
      { name: 'signature padded', token: `${token}AAAA` },
      { name: '5000 characters', token: `${header}.${payload}.${signature}${'A'.repeat(5000 - token.length)}` },
      { name: '5000 characters of claims', token: `${header}.${payload}${'A'.repeat(5000 - token.length)}.${signature}` },
    ];
    for (const forgery of forgeries) await expectStranger(forgery);
    await expectGenuine(token);
  });
});
