import { eq } from 'drizzle-orm';
import { webauthnCredentials } from '../src/db/schema';
import { softAuthenticator } from './support/soft-authenticator';
import { claimsOf, startTestServer, type TestServer } from './support/test-server';

const ORIGIN = 'https://portal.example.com';
const CUSTOMER = '0821234567';
const TWO_PARENTS = '0831234567';
const TERMS_NOT_ACCEPTED = '0851234567';
const SHARED_CELL = '0861234567';
const DEVICE = 'device-0000-1111-2222';

let s: TestServer;
beforeAll(async () => {
  const generous = { max: 1000, windowMs: 600_000 };
  s = await startTestServer({
    publicOrigin: ORIGIN,
    otpLimits: { perCellNumber: { name: 'otp-cell', ...generous }, perClientAddress: { name: 'otp-ip', ...generous }, failuresPerCellNumber: { name: 'otp-fail', ...generous } },
  });
});
afterAll(() => s.close());

const verify = async (cell: string) => {
  await s.call('login.otp.RequestOtp', { cellNumber: cell });
  const r = await s.call('login.otp.VerifyOtp', { cellNumber: cell, pin: s.lastPin(cell) });
  return r.body.result.matchedAccounts as { accountCode: string; userToken: string; duplicateContacts: boolean }[];
};
const isLive = async (token: string) => (await s.call('auth.ValidateSession', {}, token)).body.result.authenticated as boolean;
const seconds = (n: number) => s.clock.advance(n * 1000);

describe('sign-in when several contacts share a cell number (spec §4 Login)', () => {
  it('lists the contacts and signs in the one chosen, with a token of their own', async () => {
    const [account, ...others] = await verify(SHARED_CELL);
    expect(others).toHaveLength(0);
    expect(account).toMatchObject({ accountCode: 'CUS5201', duplicateContacts: true });

    const direct = await s.call('login.otp.SelectAccount', { userToken: account.userToken });
    expect(direct.status).toBe(409);
    expect(direct.body.errors[0].code).toBe('DUPLICATE_CONTACTS');

    const listed = await s.call('login.otp.GetDuplicateContacts', { userToken: account.userToken });
    const contacts = listed.body.result.contacts as { name: string; email: string; contactToken: string }[];
    expect(contacts.map((c) => [c.name, c.email])).toEqual([
      ['Naledi Khumalo', 'n*****@example.com'],
      ['Themba Khumalo', 't*****@example.com'],
    ]);

    const naledi = (await s.call('login.otp.SelectContactSession', { contactToken: contacts[0].contactToken })).body.result.accessToken;
    const themba = (await s.call('login.otp.SelectContactSession', { contactToken: contacts[1].contactToken })).body.result.accessToken;
    expect(claimsOf(naledi)).toMatchObject({ accountCode: 'CUS5201', termsOfUse: true });
    expect(claimsOf(naledi).personId).not.toBe(claimsOf(themba).personId);
  });

  it('refuses a contact token that was tampered with, and a plain user token where a contact list is asked for', async () => {
    const [account] = await verify(SHARED_CELL);
    const { contacts } = (await s.call('login.otp.GetDuplicateContacts', { userToken: account.userToken })).body.result;
    const [h, p, sig] = contacts[0].contactToken.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), personId: 1 })).toString('base64url');
    expect((await s.call('login.otp.SelectContactSession', { contactToken: `${h}.${forged}.${sig}` })).status).toBe(400);
    expect((await s.call('login.otp.SelectContactSession', { contactToken: account.userToken })).status).toBe(400);

    const [single] = await verify(CUSTOMER);
    expect((await s.call('login.otp.GetDuplicateContacts', { userToken: single.userToken })).status).toBe(400);
  });
});

describe('terms of use (spec §4)', () => {
  it('issues a token saying they are not accepted, refuses the portal until they are, then renews the token', async () => {
    const token = await s.signIn(TERMS_NOT_ACCEPTED);
    expect(claimsOf(token).termsOfUse).toBe(false);

    const refused = await s.call('account.GetAccount', {}, token);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ code: 'TERMS_NOT_ACCEPTED', message: 'Please accept the terms of use to continue.' });

    const terms = (await s.call('login.terms.GetTermsOfUse', {}, token)).body.result;
    expect(terms).toMatchObject({ title: 'Terms of Use', accepted: false });
    expect(terms.sections.length).toBeGreaterThan(0);

    const stale = await s.call('login.terms.AcceptTermsOfUse', { version: '1999-01' }, token);
    expect(stale.status).toBe(400);
    expect(stale.body.errors[0].field).toBe('version');

    const accepted = (await s.call('login.terms.AcceptTermsOfUse', { version: terms.version }, token)).body.result.accessToken;
    expect(claimsOf(accepted).termsOfUse).toBe(true);
    expect(await isLive(token)).toBe(false);
    expect((await s.call('account.GetAccount', {}, accepted)).status).toBe(200);

    const again = await s.signIn(TERMS_NOT_ACCEPTED);
    expect(claimsOf(again).termsOfUse).toBe(true);
  });
});

describe('switching accounts (spec §2 Switch Account, §4 Account switch)', () => {
  it('lists the person’s parent and child accounts, the current one marked', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const parents = (await s.call('account.GetAccounts', {}, token)).body.result.accounts;
    expect(parents.map((a: { accountCode: string; current: boolean }) => [a.accountCode, a.current])).toEqual([
      ['ENT2001', true],
      ['BUS3001', false],
    ]);
    const children = (await s.call('account.GetChildAccounts', {}, token)).body.result.accounts;
    expect(children).toHaveLength(8);
    expect(children[0]).toMatchObject({ accountCode: 'ENT2001-01', customerName: 'Acme Logistics — Cape Town Depot', status: 'Active', current: false });
  });

  it('exchanges a row’s user token for a new token on that account and revokes the old one', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const child = (await s.call('account.GetChildAccounts', {}, token)).body.result.accounts[2];
    const switched = (await s.call('account.GetAuthForAccount', { userToken: child.userToken }, token)).body.result.accessToken;
    expect(claimsOf(switched).accountCode).toBe('ENT2001-03');
    expect(claimsOf(switched).jti).not.toBe(claimsOf(token).jti);
    expect(await isLive(token)).toBe(false);
    const account = (await s.call('account.GetAccount', {}, switched)).body.result;
    expect(account).toMatchObject({ accountCode: 'ENT2001-03', parentAccountCode: 'ENT2001' });
    const marked = (await s.call('account.GetChildAccounts', {}, switched)).body.result.accounts;
    expect(marked.find((a: { current: boolean }) => a.current).accountCode).toBe('ENT2001-03');
  });

  it('issues a token only for an account linked to the signed-in person', async () => {
    const sipho = await s.signIn(TWO_PARENTS, 'ENT2001');
    const thandi = await s.signIn(CUSTOMER);
    const siphoRow = (await s.call('account.GetAccounts', {}, sipho)).body.result.accounts[1];
    const r = await s.call('account.GetAuthForAccount', { userToken: siphoRow.userToken }, thandi);
    expect(r.status).toBe(404);
    expect(await isLive(thandi)).toBe(true);
    expect((await s.call('account.GetChildAccounts', {}, thandi)).body.result.accounts).toEqual([]);
    expect((await s.call('account.GetAuthForAccount', { userToken: siphoRow.userToken })).status).toBe(401);
  });
});

describe('re-authentication for sensitive actions (spec §4 Re-auth)', () => {
  it('refuses a sensitive action 2 minutes after the token was issued, and a re-auth PIN renews the token', async () => {
    const token = await s.signIn(CUSTOMER);
    seconds(119);
    expect((await s.call('auth.webauthn.RequestRegistration', { deviceId: DEVICE }, token)).status).toBe(200);
    seconds(2);
    const stale = await s.call('auth.webauthn.RequestRegistration', { deviceId: DEVICE }, token);
    expect(stale.status).toBe(403);
    expect(stale.body.errors[0].code).toBe('REAUTH_REQUIRED');
    expect((await s.call('account.GetAccount', {}, token)).status).toBe(200);

    const sent = await s.call('login.reauth.RequestReAuthOtp', { cellNumber: CUSTOMER }, token);
    expect(sent.body.result.cellNumber).toBe('082 *** 4567');
    const wrong = await s.call('login.reauth.VerifyReAuthOtp', { pin: '000000' === s.lastPin(CUSTOMER) ? '111111' : '000000', contactAddress: CUSTOMER }, token);
    expect(wrong.status).toBe(400);
    const renewed = (await s.call('login.reauth.VerifyReAuthOtp', { pin: s.lastPin(CUSTOMER), contactAddress: CUSTOMER }, token)).body.result.accessToken;
    expect(await isLive(token)).toBe(false);
    expect((await s.call('auth.webauthn.RequestRegistration', { deviceId: DEVICE }, renewed)).status).toBe(200);
  });

  it('sends a re-auth PIN only to the signed-in person’s own number', async () => {
    const token = await s.signIn(CUSTOMER);
    const before = s.sms.outbox.length;
    const r = await s.call('login.reauth.RequestReAuthOtp', { cellNumber: TWO_PARENTS }, token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ field: 'cellNumber', message: 'Please enter the cell number you signed in with.' });
    expect(s.sms.outbox.length).toBe(before);
    expect((await s.call('login.reauth.RequestReAuthOtp', { cellNumber: CUSTOMER })).status).toBe(401);
  });
});

describe('passkeys (spec §4 Device registration, §9 Device credential)', () => {
  const register = async (token: string, deviceId = DEVICE) => {
    const authenticator = softAuthenticator({ origin: ORIGIN });
    const { options } = (await s.call('auth.webauthn.RequestRegistration', { deviceId }, token)).body.result;
    const r = await s.call('auth.webauthn.VerifyRegistration', { deviceId, ...authenticator.create(options) }, token);
    expect(r.body).toMatchObject({ success: true, result: { registered: true } });
    return authenticator;
  };
  const challenge = async (deviceId = DEVICE, token?: string) => (await s.call('auth.webauthn.RequestAuthentication', { deviceId }, token)).body.result.options;

  it('offers the options of spec §9: ES256, platform authenticator, user verification required, no attestation, 60 s', async () => {
    const token = await s.signIn(CUSTOMER);
    const { options } = (await s.call('auth.webauthn.RequestRegistration', { deviceId: DEVICE }, token)).body.result;
    expect(options).toMatchObject({
      rp: { id: 'portal.example.com', name: 'Customer Portal' },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required' },
      attestation: 'none',
      timeout: 60000,
    });
  });

  it('registers a device, signs in with it, and lists it for its owner', async () => {
    const token = await s.signIn(TWO_PARENTS, 'BUS3001');
    const authenticator = await register(token, 'device-sign-in-01');
    const options = await challenge('device-sign-in-01');
    expect(options).toMatchObject({ rpId: 'portal.example.com', userVerification: 'required', allowCredentials: [{ id: authenticator.credentialId }] });
    const signedIn = await s.call('auth.webauthn.Authenticate', { deviceId: 'device-sign-in-01', ...authenticator.get(options) });
    expect(claimsOf(signedIn.body.result.accessToken)).toMatchObject({ accountCode: 'BUS3001' });
    const devices = (await s.call('auth.webauthn.GetDevices', {}, signedIn.body.result.accessToken)).body.result.devices;
    expect(devices).toEqual([expect.objectContaining({ deviceId: 'device-sign-in-01', accountCode: 'BUS3001', lastUsedAt: expect.any(String) })]);
  });

  it('uses a challenge once and only within its lifetime', async () => {
    const token = await s.signIn(CUSTOMER);
    const authenticator = await register(token, 'device-challenge-1');
    const options = await challenge('device-challenge-1');
    const assertion = authenticator.get(options);
    expect((await s.call('auth.webauthn.Authenticate', { deviceId: 'device-challenge-1', ...assertion })).status).toBe(200);
    const replay = authenticator.get(options);
    expect((await s.call('auth.webauthn.Authenticate', { deviceId: 'device-challenge-1', ...replay })).status).toBe(400);

    const late = await challenge('device-challenge-1');
    seconds(91);
    expect((await s.call('auth.webauthn.Authenticate', { deviceId: 'device-challenge-1', ...authenticator.get(late) })).status).toBe(400);
    const other = await challenge('device-challenge-1');
    expect((await s.call('auth.webauthn.Authenticate', { deviceId: 'device-other-999', ...authenticator.get(other) })).status).toBe(400);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example.com' }],
    ['another RP ID', { rpId: 'evil.example.com' }],
    ['no user verification', { userVerified: false }],
    ['a signature counter that did not move', { counter: 0 }],
  ])('refuses an assertion with %s', async (_label, misbehave) => {
    const token = await s.signIn(CUSTOMER);
    const deviceId = `device-bad-${Math.random().toString(36).slice(2, 10)}`;
    const authenticator = await register(token, deviceId);
    expect((await s.call('auth.webauthn.Authenticate', { deviceId, ...authenticator.get(await challenge(deviceId)) })).status).toBe(200);
    const r = await s.call('auth.webauthn.Authenticate', { deviceId, ...authenticator.get(await challenge(deviceId), misbehave) });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe('This device could not be verified.');
  });

  it('refuses a registration from another origin or without user verification, and keeps nothing', async () => {
    const token = await s.signIn(CUSTOMER);
    for (const misbehave of [{ origin: 'https://evil.example.com' }, { userVerified: false }]) {
      const authenticator = softAuthenticator({ origin: ORIGIN });
      const { options } = (await s.call('auth.webauthn.RequestRegistration', { deviceId: 'device-refused-1' }, token)).body.result;
      const r = await s.call('auth.webauthn.VerifyRegistration', { deviceId: 'device-refused-1', ...authenticator.create(options, misbehave) }, token);
      expect(r.status).toBe(400);
    }
    expect(await s.db.select().from(webauthnCredentials).where(eq(webauthnCredentials.deviceId, 'device-refused-1'))).toEqual([]);
  });

  it('answers NOT_FOUND for a device without a passkey', async () => {
    const r = await s.call('auth.webauthn.RequestAuthentication', { deviceId: 'device-unknown-00' });
    expect(r.status).toBe(404);
  });

  it('re-authenticates by passkey, renewing the token; another person’s passkey does not count', async () => {
    const thandi = await s.signIn(CUSTOMER);
    const authenticator = await register(thandi, 'device-reauth-01');
    seconds(200);
    expect((await s.call('auth.webauthn.RemoveDevice', { deviceId: 'device-reauth-01' }, thandi)).body.errors[0].code).toBe('REAUTH_REQUIRED');

    const lerato = await s.signIn('0841234567');
    const notHers = await s.call('auth.webauthn.RequestAuthentication', { deviceId: 'device-reauth-01' }, lerato);
    expect(notHers.status).toBe(404);

    const renewed = await s.call('auth.webauthn.ReAuthenticate', { deviceId: 'device-reauth-01', ...authenticator.get(await challenge('device-reauth-01', thandi)) }, thandi);
    const fresh = renewed.body.result.accessToken;
    expect(await isLive(thandi)).toBe(false);
    expect((await s.call('auth.webauthn.RemoveDevice', { deviceId: 'device-reauth-01' }, fresh)).body.result).toEqual({ removed: true });
    expect((await s.call('auth.webauthn.RequestAuthentication', { deviceId: 'device-reauth-01' })).status).toBe(404);
  });

  it('needs a fresh token to register a device', async () => {
    const token = await s.signIn(CUSTOMER);
    seconds(121);
    expect((await s.call('auth.webauthn.RequestRegistration', { deviceId: DEVICE }, token)).body.errors[0].code).toBe('REAUTH_REQUIRED');
  });
});

describe('nothing secret in the log', () => {
  it('logs no PIN, token or passkey material from any of the flows above', () => {
    const log = s.log();
    for (const pin of s.sms.outbox.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).filter(Boolean)) expect(log).not.toContain(`"${pin}"`);
    expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/);
    expect(log).not.toMatch(/attestationObject|clientDataJSON/);
  });
});
