import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { READS_TOGETHER } from '@portal/contract/catalogue';
import { startTestServer, type TestServer } from './support/test-server';

const CUSTOMER = '0821234567';
const TERMS_NOT_ACCEPTED = '0851234567';
/** Seeded on Acme Logistics (ENT2001) with the account and billing modules only. */
const ACME_ACCOUNT_AND_BILLING = '0731234501';
const MINUTE = 60 * 1000;

interface Answer {
  name: string;
  status: number;
  success: boolean;
  result: unknown;
  errors: { code: string; message: string }[];
}

let s: TestServer;
beforeAll(async () => {
  const generous = { max: 1000, windowMs: 10 * MINUTE };
  s = await startTestServer({
    otpLimits: {
      perCellNumber: { name: 'otp-cell', ...generous },
      perClientAddress: { name: 'otp-ip', ...generous },
      failuresPerCellNumber: { name: 'otp-fail', ...generous },
    },
  });
});
afterAll(async () => {
  await s.close();
});

const readTogether = async (body: unknown, token?: string) => {
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/solid/isp-portal/reads',
    payload: body as object,
    headers: token ? { 'x-portal-authorization': token } : {},
  });
  return { status: response.statusCode, body: response.json() };
};
const answersOf = async (names: readonly string[], token?: string) => {
  const r = await readTogether({ reads: names }, token);
  expect(r.status).toBe(200);
  return r.body.result.answers as Answer[];
};
const byName = (answers: Answer[]) => Object.fromEntries(answers.map((a) => [a.name, a]));
/** Switch tokens are minted afresh on every read (a new jti): all else must match. */
const withoutSwitchTokens = (value: unknown) => JSON.parse(JSON.stringify(value, (key, v) => (key === 'userToken' ? typeof v : v)));

describe('several dashboard reads in one request', () => {
  it('answers each read, in the order asked, exactly as the read asked on its own', async () => {
    const token = await s.signIn(CUSTOMER);
    const names = [...READS_TOGETHER].reverse();
    const answers = await answersOf(names, token);
    expect(answers.map((a) => a.name)).toEqual(names);
    for (const answer of answers) {
      const alone = await s.call(answer.name, {}, token);
      const { name, status, success, result } = answer;
      expect(withoutSwitchTokens({ name, status, success, result })).toEqual(
        withoutSwitchTokens({ name, status: alone.status, success: alone.body.success, result: alone.body.result }),
      );
    }
    expect(byName(answers)['account.GetAccount'].result).toMatchObject({ accountCode: 'CUS1001' });
  });

  it('refuses each read that needs a session when none is sent, each with its own 401', async () => {
    const answers = byName(await answersOf(['account.GetAccount', 'dashboard.alert.GetAlerts']));
    for (const name of ['account.GetAccount', 'dashboard.alert.GetAlerts']) {
      expect(answers[name]).toMatchObject({ status: 401, success: false, result: null, errors: [{ code: 'UNAUTHENTICATED' }] });
    }
  });

  it('refuses a signed-out token at once, as a whole: a 401 for the request', async () => {
    const token = await s.signIn(CUSTOMER);
    expect((await answersOf(['account.GetAccount'], token))[0].status).toBe(200);
    expect((await s.call('auth.SignOut', {}, token)).status).toBe(200);
    const r = await readTogether({ reads: ['auth.ValidateSession', 'account.GetAccount'] }, token);
    expect(r).toMatchObject({ status: 401, body: { success: false, result: null, errors: [{ code: 'UNAUTHENTICATED' }] } });
    expect((await readTogether({ reads: ['account.GetAccount'] }, 'not-a-token')).status).toBe(401);
  });

  it('refuses only the reads whose module the person lacks; the others are answered', async () => {
    const token = await s.signIn(ACME_ACCOUNT_AND_BILLING, 'ENT2001');
    const answers = byName(await answersOf(['tickets.GetTickets', 'account.GetAccount'], token));
    expect(answers['tickets.GetTickets']).toMatchObject({ status: 403, result: null, errors: [{ code: 'FORBIDDEN' }] });
    expect(answers['account.GetAccount']).toMatchObject({ status: 200, success: true, result: { accountCode: 'ENT2001' } });
  });

  it('holds every read but the exempt ones until the terms of use are accepted', async () => {
    const token = await s.signIn(TERMS_NOT_ACCEPTED);
    const answers = byName(await answersOf(['auth.ValidateSession', 'account.GetAccount'], token));
    expect(answers['auth.ValidateSession'].status).toBe(200);
    expect(answers['account.GetAccount']).toMatchObject({ status: 403, errors: [{ code: 'TERMS_NOT_ACCEPTED' }] });
  });

  it('answers 400 and reads nothing when asked for anything but those reads, or in any other shape', async () => {
    const token = await s.signIn(CUSTOMER);
    const refused: [unknown, RegExp][] = [
      [{ reads: ['billing.GetInvoices'] }, /^reads\.0: /],
      [{ reads: ['account.access.RemoveUser'] }, /^reads\.0: /],
      [{ reads: ['auth.SignOut'] }, /^reads\.0: /],
      [{ reads: ['account.GetAccount', 'account.GetAccount'] }, /^reads: each read may be asked once/],
      [{ reads: [] }, /^reads: /],
      [{ reads: 'account.GetAccount' }, /^reads: /],
      [{ reads: ['account.GetAccount'], input: {} }, /^input: this field is not expected\.$/],
      [{}, /^reads: /],
    ];
    for (const [body, message] of refused) {
      const r = await readTogether(body, token);
      expect({ body, status: r.status, code: r.body.errors[0].code }).toEqual({ body, status: 400, code: 'BAD_INPUT' });
      expect(r.body.errors[0].message).toMatch(message);
    }
    // The token asked SignOut in a refused request: it still works.
    expect((await s.call('account.GetAccount', {}, token)).status).toBe(200);
  });
});

describe('answers compressed as the browser accepts', () => {
  const post = (url: string, payload: object, headers: Record<string, string>) => s.app.inject({ method: 'POST', url, payload, headers });

  it('sends the reads brotli- or gzip-compressed, the same JSON as sent plain', async () => {
    const token = await s.signIn(CUSTOMER);
    const asked = { reads: [...READS_TOGETHER] };
    const plain = await post('/api/solid/isp-portal/reads', asked, { 'x-portal-authorization': token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await post('/api/solid/isp-portal/reads', asked, { 'x-portal-authorization': token, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const sameButTokens = (json: string) => withoutSwitchTokens({ ...JSON.parse(json), correlationId: null });
    expect(sameButTokens(brotliDecompressSync(br.rawPayload).toString())).toEqual(sameButTokens(plain.body));
    const gz = await post('/api/solid/isp-portal/action/billing.GetInvoices', { page: 1, pageSize: 12 }, { 'x-portal-authorization': token, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toMatchObject({ success: true, result: { invoices: expect.any(Array) } });
  });

  it('sends a small answer, a failure among them, as it is', async () => {
    const r = await post('/api/solid/isp-portal/action/account.GetAccount', {}, { 'accept-encoding': 'br' });
    expect(r.statusCode).toBe(401);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.json()).toMatchObject({ success: false, errors: [{ code: 'UNAUTHENTICATED' }] });
  });
});
