import { and, eq } from 'drizzle-orm';
import { TERMS_OF_USE } from '../src/actions/login/terms-of-use';
import { DEFAULT_OTP_LIMITS, OTP_MAX_WRONG_TRIES } from '../src/auth/otp';
import { MAX_LIVE_CHALLENGES_PER_DEVICE, PASSKEY_CHALLENGE_LIMIT } from '../src/auth/webauthn';
import { sessions, webauthnChallenges } from '../src/db/schema';
import { softAuthenticator } from './support/soft-authenticator';
import { claimsOf, startTestServer, type TestServer } from './support/test-server';

const ORIGIN = 'https://portal.example.com';
const CUSTOMER = '0821234567';
const TWO_PARENTS = '0831234567';
const RESELLER = '0841234567';
const TERMS_NOT_ACCEPTED = '0851234567';
const SHARED_CELL = '0861234567';
const DEVICE = 'device-0000-1111-2222';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const TOO_MANY_WRONG_PINS = 'Too many incorrect PINs. Please wait before trying again.';
const LIST_EXPIRED = 'This account list has expired. Please open it again.';
const { failuresPerCellNumber, failuresPerClientAddress } = DEFAULT_OTP_LIMITS;

let s: TestServer;
beforeAll(async () => {
  // Generous PIN requests (these tests ask for many PINs); the wrong-PIN limits are the shipped defaults.
  const generous = { max: 1000, windowMs: 10 * MINUTE };
  s = await startTestServer({
    publicOrigin: ORIGIN,
    otpLimits: { ...DEFAULT_OTP_LIMITS, perCellNumber: { name: 'otp-cell', ...generous }, perClientAddress: { name: 'otp-ip', ...generous } },
  });
});
afterAll(() => s.close());

const seconds = (n: number) => s.clock.advance(n * 1000);
const nowSeconds = () => Math.floor(s.clock.now().getTime() / 1000);
const isLive = async (token: string) => (await s.call('auth.ValidateSession', {}, token)).body.result.authenticated as boolean;
/** A fresh-only action without side effects: 200 with a fresh token, 403 REAUTH_REQUIRED with a stale one. */
const sensitive = (token: string) => s.call('auth.webauthn.RequestRegistration', { deviceId: DEVICE }, token);
const expectReauthRequired = async (token: string) => {
  const r = await sensitive(token);
  expect(r.status).toBe(403);
  expect(r.body.errors[0]).toMatchObject({ code: 'REAUTH_REQUIRED', message: 'Please re-authenticate to continue.' });
};
const wrongPin = (pin: string | undefined) => (pin === '000000' ? '111111' : '000000');
const verifyOtp = async (cell: string) => {
  await s.call('login.otp.RequestOtp', { cellNumber: cell });
  const r = await s.call('login.otp.VerifyOtp', { cellNumber: cell, pin: s.lastPin(cell) });
  return r.body.result.matchedAccounts as { accountCode: string; userToken: string }[];
};
const sessionRow = async (token: string) => {
  const [row] = await s.db.select().from(sessions).where(eq(sessions.jti, claimsOf(token).jti));
  return row;
};
type Row = { accountCode: string; userToken: string; current: boolean };
const rows = async (token: string, list: 'account.GetAccounts' | 'account.GetChildAccounts' = 'account.GetAccounts') =>
  (await s.call(list, {}, token)).body.result.accounts as Row[];
const switchTo = (row: Row, token?: string) => s.call('account.GetAuthForAccount', { userToken: row.userToken }, token);

describe('an account switch proves nothing new: the new token is no fresher and lives no longer than the old', () => {
  it.each([
    ['a parent account', 'account.GetAccounts', 'BUS3001'],
    ['the current account', 'account.GetAccounts', 'ENT2001'],
    ['a child account', 'account.GetChildAccounts', 'ENT2001-02'],
  ] as const)('a stale token switched to %s is still refused by a sensitive action', async (_label, list, accountCode) => {
    const stale = await s.signIn(TWO_PARENTS, 'ENT2001');
    seconds(121);
    await expectReauthRequired(stale);

    const row = (await rows(stale, list)).find((r) => r.accountCode === accountCode)!;
    const switched = await switchTo(row, stale);
    expect(switched.status).toBe(200);
    const token = switched.body.result.accessToken as string;
    expect(claimsOf(token)).toMatchObject({ accountCode, iat: claimsOf(stale).iat, exp: claimsOf(stale).exp });
    await expectReauthRequired(token);
    expect(await sessionRow(token)).toMatchObject({
      issuedAt: new Date(claimsOf(stale).iat * 1000),
      expiresAt: new Date(claimsOf(stale).exp * 1000),
      revokedAt: null,
    });
  });

  it('switching again and again does not keep a session alive past its expiry', async () => {
    let token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const { exp } = claimsOf(token);
    for (const accountCode of ['BUS3001', 'ENT2001', 'BUS3001']) {
      seconds(15 * 60);
      const row = (await rows(token)).find((r) => r.accountCode === accountCode)!;
      token = (await switchTo(row, token)).body.result.accessToken;
      expect(claimsOf(token).exp).toBe(exp);
    }
    seconds(exp - nowSeconds() - 1);
    expect(await isLive(token)).toBe(true);
    seconds(1);
    expect(await isLive(token)).toBe(false);
  });

  it('a stale token cannot become fresh through SelectAccount either: it refuses a switch token', async () => {
    const stale = await s.signIn(TWO_PARENTS, 'ENT2001');
    seconds(121);
    const [row] = await rows(stale);
    const r = await s.call('login.otp.SelectAccount', { userToken: row.userToken });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ code: 'BAD_INPUT', field: 'userToken' });
    expect((await s.call('login.otp.GetDuplicateContacts', { userToken: row.userToken })).status).toBe(400);
  });

  it('accepting the terms of use does not make a stale token fresh', async () => {
    const stale = await s.signIn(TERMS_NOT_ACCEPTED);
    seconds(121);
    const accepted = (await s.call('login.terms.AcceptTermsOfUse', { version: TERMS_OF_USE.version }, stale)).body.result.accessToken;
    expect(claimsOf(accepted)).toMatchObject({ termsOfUse: true, iat: claimsOf(stale).iat, exp: claimsOf(stale).exp });
    await expectReauthRequired(accepted);
  });
});

describe('switch tokens: used once, by the session they were made for, and never after it ends', () => {
  it('refuses a switch token used a second time', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const list = await rows(token);
    const bus = list.find((r) => r.accountCode === 'BUS3001')!;
    const first = await switchTo(bus, token);
    expect(first.status).toBe(200);
    const switched = first.body.result.accessToken;

    const again = await switchTo(bus, switched);
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({ message: LIST_EXPIRED, field: 'userToken' });
    expect((await switchTo(bus, token)).status).toBe(401);
    // Another row of the same list is used up too: the list belonged to the session that switched.
    expect((await switchTo(list.find((r) => r.current)!, switched)).status).toBe(400);
    expect(await isLive(switched)).toBe(true);
  });

  it('of two switches raced on one session, exactly one succeeds', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const list = await rows(token, 'account.GetChildAccounts');
    const both = await Promise.all([switchTo(list[0], token), switchTo(list[1], token)]);
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    // The loser finds its list used up (400), or, when it came second, its session ended (401).
    expect([400, 401]).toContain(both.find((r) => r.status !== 200)!.status);
  });

  it('refuses a switch token once its session signed out', async () => {
    const token = await s.signIn(TWO_PARENTS, 'ENT2001');
    const [row] = await rows(token);
    expect((await s.call('auth.SignOut', {}, token)).status).toBe(200);
    expect((await switchTo(row, token)).status).toBe(401);
    const later = await s.signIn(TWO_PARENTS, 'ENT2001');
    const r = await switchTo(row, later);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe(LIST_EXPIRED);
  });

  it('refuses a switch token made for another session of the same person, which stays as it was', async () => {
    const a = await s.signIn(TWO_PARENTS, 'ENT2001');
    const b = await s.signIn(TWO_PARENTS, 'ENT2001');
    const [row] = await rows(a);
    const r = await switchTo(row, b);
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ message: LIST_EXPIRED, field: 'userToken' });
    expect(await isLive(a)).toBe(true);
    expect(await isLive(b)).toBe(true);
  });
});

describe('sign-in tokens: each makes one session, fresh from the PIN proof, not from the exchange', () => {
  it('refuses a user token from VerifyOtp used a second time', async () => {
    const [account] = await verifyOtp(CUSTOMER);
    expect((await s.call('login.otp.SelectAccount', { userToken: account.userToken })).status).toBe(200);
    const again = await s.call('login.otp.SelectAccount', { userToken: account.userToken });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({ code: 'BAD_INPUT', message: 'This sign-in has been used already. Please request a new PIN.', field: 'userToken' });
  });

  it('a user token exchanged 9 minutes after the PIN gives a token issued at the PIN, not fresh, ending an hour after the PIN', async () => {
    const pinAt = nowSeconds();
    const [account] = await verifyOtp(CUSTOMER);
    seconds(9 * 60);
    const token = (await s.call('login.otp.SelectAccount', { userToken: account.userToken })).body.result.accessToken;
    expect(claimsOf(token)).toMatchObject({ iat: pinAt, exp: pinAt + 3600 });
    expect(await sessionRow(token)).toMatchObject({ issuedAt: new Date(pinAt * 1000), expiresAt: new Date((pinAt + 3600) * 1000) });
    await expectReauthRequired(token);
    seconds(51 * 60);
    expect(await isLive(token)).toBe(false);
  });

  it('a user token exchanged at once is fresh', async () => {
    const [account] = await verifyOtp(CUSTOMER);
    const token = (await s.call('login.otp.SelectAccount', { userToken: account.userToken })).body.result.accessToken;
    expect((await sensitive(token)).status).toBe(200);
  });

  it('a contact token makes one session per contact and PIN, its freshness counted from the PIN', async () => {
    const pinAt = nowSeconds();
    const [account] = await verifyOtp(SHARED_CELL);
    seconds(3 * 60);
    const contacts = async () => (await s.call('login.otp.GetDuplicateContacts', { userToken: account.userToken })).body.result.contacts as { contactToken: string }[];
    const [first] = await contacts();
    const token = (await s.call('login.otp.SelectContactSession', { contactToken: first.contactToken })).body.result.accessToken;
    expect(claimsOf(token)).toMatchObject({ iat: pinAt, exp: pinAt + 3600 });
    await expectReauthRequired(token);

    const again = await s.call('login.otp.SelectContactSession', { contactToken: first.contactToken });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].field).toBe('contactToken');
    const [listedAgain, other] = await contacts();
    expect((await s.call('login.otp.SelectContactSession', { contactToken: listedAgain.contactToken })).status).toBe(400);
    expect((await s.call('login.otp.SelectContactSession', { contactToken: other.contactToken })).status).toBe(200);
  });

  it('re-authentication by PIN still makes a stale session fresh', async () => {
    const token = await s.signIn(CUSTOMER);
    seconds(121);
    await expectReauthRequired(token);
    await s.call('login.reauth.RequestReAuthOtp', { cellNumber: CUSTOMER }, token);
    const renewed = await s.call('login.reauth.VerifyReAuthOtp', { pin: s.lastPin(CUSTOMER), contactAddress: CUSTOMER }, token);
    const fresh = renewed.body.result.accessToken;
    expect(claimsOf(fresh).iat).toBe(nowSeconds());
    expect((await sensitive(fresh)).status).toBe(200);
    expect(await isLive(token)).toBe(false);
  });
});

describe('wrong-PIN limits hold before the PIN is compared', () => {
  // Each test starts with the failure windows of the one before passed.
  afterEach(() => s.clock.advance(HOUR));

  const tryPin = (cell: string, pin: string, ip: string, token?: string) =>
    token
      ? s.call('login.reauth.VerifyReAuthOtp', { pin, contactAddress: cell }, token, { ip })
      : s.call('login.otp.VerifyOtp', { cellNumber: cell, pin }, undefined, { ip });
  const messageOf = (r: { body: { errors?: { message: string }[] } }) => r.body.errors?.[0]?.message;

  /** Wrong PINs on the number, each from an address of its own, a new PIN asked for when the last is void. */
  const guess = async (cell: string, tries: number) => {
    const messages: string[] = [];
    for (let i = 0; i < tries; i++) {
      if (i % OTP_MAX_WRONG_TRIES === 0) await s.call('login.otp.RequestOtp', { cellNumber: cell }, undefined, { ip: `10.40.0.${i}` });
      messages.push(messageOf(await tryPin(cell, wrongPin(s.lastPin(cell)), `10.41.0.${i}`))!);
    }
    return messages;
  };

  it('refuses even the right PIN once a number had too many wrong ones, for sign-in and re-auth alike, until the window passes', async () => {
    const signedIn = await s.signIn(CUSTOMER);
    const messages = await guess(CUSTOMER, failuresPerCellNumber.max + 1);
    expect(messages).toEqual([...Array(failuresPerCellNumber.max).fill('The PIN you entered is incorrect.'), TOO_MANY_WRONG_PINS]);

    await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER }, undefined, { ip: '10.42.0.1' });
    const right = await tryPin(CUSTOMER, s.lastPin(CUSTOMER)!, '10.42.0.1');
    expect(right.status).toBe(429);
    expect(right.body.errors[0]).toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY_WRONG_PINS });

    await s.call('login.reauth.RequestReAuthOtp', { cellNumber: CUSTOMER }, signedIn, { ip: '10.42.0.2' });
    const reauth = await tryPin(CUSTOMER, s.lastPin(CUSTOMER)!, '10.42.0.2', signedIn);
    expect(reauth.status).toBe(429);
    expect(messageOf(reauth)).toBe(TOO_MANY_WRONG_PINS);
    expect(await isLive(signedIn)).toBe(true);

    s.clock.advance(failuresPerCellNumber.windowMs);
    await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER }, undefined, { ip: '10.42.0.3' });
    expect((await tryPin(CUSTOMER, s.lastPin(CUSTOMER)!, '10.42.0.3')).status).toBe(200);
  });

  it('answers wrong PINs on an unknown number exactly as on a known one, limit included', async () => {
    const tries = failuresPerCellNumber.max + 1;
    expect(await guess('0790000555', tries)).toEqual(await guess(RESELLER, tries));
  });

  it('one address cannot void the PINs of many numbers: past its limit its tries are refused, right PINs included', async () => {
    const attacker = '10.50.0.1';
    await s.call('login.otp.RequestOtp', { cellNumber: TWO_PARENTS }, undefined, { ip: attacker });
    const own = s.lastPin(TWO_PARENTS)!;

    const victims = Array.from({ length: Math.ceil(failuresPerClientAddress.max / OTP_MAX_WRONG_TRIES) }, (_, i) => `07900020${String(i).padStart(2, '0')}`);
    const answers: number[] = [];
    for (const [i, victim] of victims.entries()) {
      await s.call('login.otp.RequestOtp', { cellNumber: victim }, undefined, { ip: `10.51.0.${i}` });
      for (let t = 0; t < OTP_MAX_WRONG_TRIES; t++) answers.push((await tryPin(victim, '123456', attacker)).status);
    }
    expect(answers.slice(0, failuresPerClientAddress.max).every((status) => status === 400)).toBe(true);

    await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER }, undefined, { ip: '10.52.0.1' });
    const pin = s.lastPin(CUSTOMER)!;
    for (let t = 0; t < OTP_MAX_WRONG_TRIES; t++) {
      const refused = await tryPin(CUSTOMER, wrongPin(pin), attacker);
      expect(refused.status).toBe(429);
      expect(messageOf(refused)).toBe(TOO_MANY_WRONG_PINS);
    }
    expect((await tryPin(TWO_PARENTS, own, attacker)).status).toBe(429);
    // The victim's PIN was never tried, so it still signs them in.
    expect((await tryPin(CUSTOMER, pin, '10.52.0.1')).status).toBe(200);
  });

  it('counts no right PIN: many sign-ins from one address are never limited', async () => {
    for (let i = 0; i < failuresPerClientAddress.max + 5; i++) {
      await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER }, undefined, { ip: '10.60.0.1' });
      expect((await tryPin(CUSTOMER, s.lastPin(CUSTOMER)!, '10.60.0.1')).status).toBe(200);
    }
  });
});

describe('passkey sign-in challenges', () => {
  const requestAuthentication = (deviceId: string, ip: string) => s.call('auth.webauthn.RequestAuthentication', { deviceId }, undefined, { ip });

  it('limits how often one address may ask, known devices or not', async () => {
    for (let i = 0; i < PASSKEY_CHALLENGE_LIMIT.max; i++) expect((await requestAuthentication(`device-unknown-${i}`, '10.70.0.1')).status).toBe(404);
    const refused = await requestAuthentication('device-unknown-x', '10.70.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many passkey sign-in attempts. Please wait a few minutes and try again.' });
    expect((await requestAuthentication('device-unknown-x', '10.70.0.2')).status).toBe(404);
    s.clock.advance(PASSKEY_CHALLENGE_LIMIT.windowMs);
    expect((await requestAuthentication('device-unknown-x', '10.70.0.1')).status).toBe(404);
  });

  it('keeps only the newest few challenges of a device: the store cannot grow without bound', async () => {
    const deviceId = 'device-bounded-0001';
    const token = await s.signIn(CUSTOMER);
    const authenticator = softAuthenticator({ origin: ORIGIN });
    const { options: creation } = (await s.call('auth.webauthn.RequestRegistration', { deviceId }, token)).body.result;
    expect((await s.call('auth.webauthn.VerifyRegistration', { deviceId, ...authenticator.create(creation) }, token)).status).toBe(200);

    const issued = [];
    for (let i = 0; i < MAX_LIVE_CHALLENGES_PER_DEVICE + 7; i++) issued.push((await requestAuthentication(deviceId, `10.71.0.${i}`)).body.result.options);
    const stored = await s.db
      .select()
      .from(webauthnChallenges)
      .where(and(eq(webauthnChallenges.deviceId, deviceId), eq(webauthnChallenges.purpose, 'authenticate')));
    expect(stored).toHaveLength(MAX_LIVE_CHALLENGES_PER_DEVICE);

    expect((await s.call('auth.webauthn.Authenticate', { deviceId, ...authenticator.get(issued[0]) })).status).toBe(400);
    expect((await s.call('auth.webauthn.Authenticate', { deviceId, ...authenticator.get(issued.at(-1)) })).status).toBe(200);
  });
});
