import { AUTH_EVENTS, emitAuthEvent, onAuthEvent } from '../auth-events';
import { ensureDeviceId, readDeviceLogin, writeDeviceLogin } from '../device-login';
import { reportError } from '../error-reporter';
import { AUTH_HEADER } from '../constants';
import { clearSession, saveAccessToken } from '../session';
import { callAction } from '../transport';

const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body, headers: new Headers() }) as unknown as Response;
const reauthRequired = jsonResponse(403, { success: false, result: null, errors: [{ code: 'REAUTH_REQUIRED', message: 'Please re-authenticate to continue.' }] });
const fakeToken = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  clearSession();
  localStorage.clear();
});

describe('re-auth for sensitive actions (spec §4)', () => {
  it('raises the re-auth event and, after auth-complete, goes ahead with the renewed token without a second call by the caller', async () => {
    saveAccessToken(fakeToken({ accountCode: 'CUS1001', n: 1 }));
    const renewed = fakeToken({ accountCode: 'CUS1001', n: 2 });
    fetchMock.mockResolvedValueOnce(reauthRequired).mockResolvedValueOnce(jsonResponse(200, { success: true, result: { removed: true } }));
    const off = onAuthEvent(AUTH_EVENTS.reauthRequired, () => {
      saveAccessToken(renewed);
      emitAuthEvent(AUTH_EVENTS.authComplete);
    });
    await expect(callAction('auth.webauthn.RemoveDevice', { deviceId: 'device-1234' })).resolves.toEqual({ removed: true });
    off();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][1].headers[AUTH_HEADER]).toBe(renewed);
  });

  it('fails the action with a clear message when the person cancels the prompt', async () => {
    fetchMock.mockResolvedValueOnce(reauthRequired);
    const off = onAuthEvent(AUTH_EVENTS.reauthRequired, () => emitAuthEvent(AUTH_EVENTS.reauthCancelled));
    await expect(callAction('auth.webauthn.RemoveDevice', { deviceId: 'device-1234' })).rejects.toMatchObject({
      message: 'Re-authentication was cancelled, so nothing was changed.',
      code: 'REAUTH_REQUIRED',
    });
    off();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('error reporting (spec §7 POST /api/logger)', () => {
  it('sends url, accountCode and message once per message, page and account, and never a code 401 error', () => {
    saveAccessToken(fakeToken({ accountCode: 'CUS1001' }));
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    expect(reportError(new Error('Boom on the billing page'))).toBe(true);
    expect(reportError(new Error('Boom on the billing page'))).toBe(false);
    expect(reportError(new Error('Request failed with status code 401'))).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/logger');
    expect(JSON.parse(init.body)).toEqual({ url: 'http://localhost/', accountCode: 'CUS1001', message: 'Error: Boom on the billing page' });

    saveAccessToken(fakeToken({ accountCode: 'ENT2001' }));
    expect(reportError(new Error('Boom on the billing page'))).toBe(true);
  });
});

describe('error reporting of a 401 from the portal API', () => {
  it('does not send a 401 answer of an action, whatever its message says', async () => {
    saveAccessToken(fakeToken({ accountCode: 'CUS1001' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, result: null, errors: [{ code: 'UNAUTHENTICATED', message: 'Your session has expired.' }] }));
    const error = await callAction('account.GetAccount', {}).catch((e: unknown) => e);
    fetchMock.mockClear();
    expect(reportError(error)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('device login store (spec §3)', () => {
  it('makes a device id once and keeps the registered and never-ask flags', () => {
    expect(readDeviceLogin()).toEqual({ deviceId: undefined, registered: false, neverAsk: false });
    const id = ensureDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ensureDeviceId()).toBe(id);
    writeDeviceLogin({ neverAsk: true });
    expect(readDeviceLogin()).toEqual({ deviceId: id, registered: false, neverAsk: true });
  });
});
