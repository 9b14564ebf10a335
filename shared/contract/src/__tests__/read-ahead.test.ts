import { AUTH_HEADER } from '../constants';
import { clearSession, saveAccessToken } from '../session';
import { callAction, READ_AHEAD_KEEP_MS, readAhead } from '../transport';

const answer = (result: unknown) => ({ ok: true, status: 200, json: async () => ({ success: true, result, errors: [] }) }) as unknown as Response;
const failed = () =>
  ({ ok: false, status: 503, json: async () => ({ success: false, result: null, errors: [{ code: 'INTERNAL', message: 'down' }] }) }) as unknown as Response;
const fakeToken = (person: string) => `h.${btoa(JSON.stringify({ sub: person, role: 'customer', portal_modules: [] })).replace(/=+$/, '')}.s`;
const actionsAsked = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url).split('/').pop());

describe('reads sent ahead of the page that makes them', () => {
  const fetchMock = jest.fn();
  let served = 0;
  beforeEach(() => {
    served = 0;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => answer({ n: ++served }));
    global.fetch = fetchMock;
    clearSession();
    saveAccessToken(fakeToken('thandi'));
  });
  afterEach(() => jest.useRealTimers());

  it('asks once for each action; the first call of it takes that answer, a later call asks again', async () => {
    readAhead(['tickets.GetTickets', 'billing.GetBillingDetails', 'tickets.GetTickets']);
    expect(actionsAsked(fetchMock)).toEqual(['tickets.GetTickets', 'billing.GetBillingDetails']);

    await expect(callAction('billing.GetBillingDetails', {})).resolves.toEqual({ n: 2 });
    await expect(callAction('tickets.GetTickets')).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await expect(callAction('tickets.GetTickets')).resolves.toEqual({ n: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('leaves an answer to another session unread: after a sign-in as someone else the call asks the server', async () => {
    readAhead(['account.GetAccount']);
    saveAccessToken(fakeToken('sipho'));
    await expect(callAction('account.GetAccount', {})).resolves.toEqual({ n: 2 });
    const [, init] = fetchMock.mock.calls[1];
    expect(init.headers[AUTH_HEADER]).toBe(fakeToken('sipho'));
  });

  it('is not taken with another input, nor when it failed: the reader asks the server itself', async () => {
    fetchMock.mockImplementationOnce(async () => failed());
    readAhead(['billing.GetBillingDetails', 'billing.GetInvoices']);
    // The failed read counted no answer; the read of the invoices' first page was answered with n 1.
    await expect(callAction('billing.GetBillingDetails', {})).resolves.toEqual({ n: 2 });
    await expect(callAction('billing.GetInvoices', { page: 2, pageSize: 12 })).resolves.toEqual({ n: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it(`is dropped after ${READ_AHEAD_KEEP_MS / 1000} s: data that old is asked for again`, async () => {
    jest.useFakeTimers({ now: 5_000_000, doNotFake: ['queueMicrotask', 'nextTick'] });
    readAhead(['tickets.GetTickets']);
    jest.setSystemTime(5_000_000 + READ_AHEAD_KEEP_MS + 1);
    await expect(callAction('tickets.GetTickets')).resolves.toEqual({ n: 2 });
  });
});
