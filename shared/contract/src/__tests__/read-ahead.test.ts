import { AUTH_HEADER, READS_PATH } from '../constants';
import { clearSession, saveAccessToken } from '../session';
import { callAction, READ_AHEAD_KEEP_MS, readAhead } from '../transport';

const answer = (result: unknown) => ({ ok: true, status: 200, json: async () => ({ success: true, result, errors: [] }) }) as unknown as Response;
const failed = () =>
  ({ ok: false, status: 503, json: async () => ({ success: false, result: null, errors: [{ code: 'INTERNAL', message: 'down' }] }) }) as unknown as Response;
const fakeToken = (person: string) => `h.${btoa(JSON.stringify({ sub: person, role: 'customer', portal_modules: [] })).replace(/=+$/, '')}.s`;
/** Each request's action, or for several reads in one request the list of them. */
const actionsAsked = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url, init]) => (String(url).endsWith(READS_PATH) ? JSON.parse(init.body).reads : String(url).split('/').pop()));
type Reply = (name: string, n: number) => { status: number; success: boolean; result: unknown; errors: unknown[] };
const answered: Reply = (_name, n) => ({ status: 200, success: true, result: { n }, errors: [] });

describe('reads sent ahead of the page that makes them', () => {
  const fetchMock = jest.fn();
  let served = 0;
  /** How the server answers each read asked together with others. */
  let replyTo: Reply = answered;
  beforeEach(() => {
    served = 0;
    replyTo = answered;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (!url.endsWith(READS_PATH)) return answer({ n: ++served });
      const { reads } = JSON.parse(String(init.body)) as { reads: string[] };
      return answer({ answers: reads.map((name) => ({ name, ...replyTo(name, ++served) })) });
    });
    global.fetch = fetchMock;
    clearSession();
    saveAccessToken(fakeToken('thandi'));
  });
  afterEach(() => jest.useRealTimers());

  it('asks once for each action, several in one request; the first call of each takes its answer, a later call asks again', async () => {
    readAhead(['tickets.GetTickets', 'billing.GetBillingDetails', 'tickets.GetTickets']);
    expect(actionsAsked(fetchMock)).toEqual([['tickets.GetTickets', 'billing.GetBillingDetails']]);

    await expect(callAction('billing.GetBillingDetails', {})).resolves.toEqual({ n: 2 });
    await expect(callAction('tickets.GetTickets')).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await expect(callAction('tickets.GetTickets')).resolves.toEqual({ n: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a read refused among the others to its reader, who asks the server itself; the others take their answers', async () => {
    replyTo = (name, n) =>
      name === 'tickets.GetTickets'
        ? { status: 403, success: false, result: null, errors: [{ code: 'FORBIDDEN', message: 'You do not have access to this part of the portal.' }] }
        : answered(name, n);
    readAhead(['tickets.GetTickets', 'account.GetAccount']);
    await expect(callAction('account.GetAccount')).resolves.toEqual({ n: 2 });
    await expect(callAction('tickets.GetTickets')).resolves.toEqual({ n: 3 });
    expect(actionsAsked(fetchMock)).toEqual([['tickets.GetTickets', 'account.GetAccount'], 'tickets.GetTickets']);
  });

  it('when the request of several reads fails as a whole, each reader asks the server itself', async () => {
    fetchMock.mockImplementationOnce(async () => failed());
    readAhead(['account.GetAccount', 'tickets.GetTickets']);
    await expect(callAction('tickets.GetTickets')).resolves.toEqual({ n: 1 });
    await expect(callAction('account.GetAccount')).resolves.toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks a single read on its own', async () => {
    readAhead(['tickets.GetTickets']);
    expect(actionsAsked(fetchMock)).toEqual(['tickets.GetTickets']);
    await expect(callAction('tickets.GetTickets')).resolves.toEqual({ n: 1 });
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
    readAhead(['billing.GetBillingDetails']);
    readAhead(['billing.GetInvoices']);
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
