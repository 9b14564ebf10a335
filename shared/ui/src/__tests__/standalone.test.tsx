import { clearSession, defineRemote, getAccessToken, moveStorageKeys, portalCache, STORAGE_KEYS } from '@portal/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFeatureEnabled } from '../access';
import { mountStandalone, qaStorageNamespace, StandaloneApp, takeTokenFromAddress } from '../standalone';
import { mockActions } from '../testing';

/** A token with an expiry claim; the client never checks the signature. */
const tokenExpiringIn = (seconds: number) => {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', role: 'customer', portal_modules: [], exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
};

function CallReportFlag() {
  return <p>{useFeatureEnabled('callReport') ? 'Call report on' : 'Call report off'}</p>;
}

const remote = defineRemote({
  area: 'tickets',
  routes: [
    { path: '/tickets', Component: () => <h1>Tickets</h1> },
    { path: '/tickets/support', Component: () => <h1>Support</h1> },
    { path: '/tickets/call-report', Component: CallReportFlag },
    { path: '/tickets/view/:ticketNumber', Component: () => <h1>One ticket</h1> },
    { path: '/services/ups', Component: () => <h1>UPS</h1>, categories: ['ups'] },
  ],
  navItems: [{ label: 'Tickets', to: '/tickets' }],
});

/** The portal behind the dev server: the instance config, or no answer at all; actions answer empty. */
function portalAnswers(instance: object | 'down') {
  const actions = mockActions(() => ({ result: {} }));
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (!String(url).endsWith('/instance-config.json')) return actions(url, init as { body?: string });
    if (instance === 'down') throw new TypeError('Failed to fetch');
    return { ok: true, status: 200, json: async () => instance };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const useToken = () => {
  window.history.replaceState(null, '', `/?token=${tokenExpiringIn(3600)}`);
  takeTokenFromAddress();
};

/** What the host keeps in this browser: a QA page must neither read nor change it. */
const HOST_SESSION = JSON.stringify({ accessToken: 'the-portal-customer-s-own-token' });

describe('standalone QA mode', () => {
  beforeAll(() => moveStorageKeys(qaStorageNamespace('tickets')));
  beforeEach(() => {
    localStorage.setItem('portal.session', HOST_SESSION);
    clearSession();
    portalCache.clear();
    window.history.replaceState(null, '', '/');
  });

  it('keeps its session under keys of its own, never the host’s', () => {
    expect(STORAGE_KEYS.session).toBe('portal.qa.tickets.session');
    expect(STORAGE_KEYS.cache).toBe('portal.qa.tickets.cache');
    expect(Object.values(STORAGE_KEYS).every((key) => key.startsWith('portal.qa.tickets.'))).toBe(true);
  });

  it('mounts with a crafted ?token= without touching the portal’s session: the token is the QA page’s and leaves the address', async () => {
    const token = tokenExpiringIn(3600);
    window.history.replaceState(null, '', `/tickets?token=${token}`);
    document.body.innerHTML = '<div id="root"></div>';
    portalAnswers({ features: {}, enabledServiceCategories: [] });
    const root = await act(async () => mountStandalone(remote, 'Tickets'));
    expect(window.location.search).toBe('');
    expect(localStorage.getItem('portal.session')).toBe(HOST_SESSION);
    expect(JSON.parse(localStorage.getItem('portal.qa.tickets.session')!).accessToken).toBe(token);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('without a session offers the PIN sign-in at once (not “Loading the portal’s settings…”), and signs in against the API', async () => {
    const token = tokenExpiringIn(3600);
    let instanceAnswer: (value: unknown) => void = () => undefined;
    const actions = mockActions((name, input) => {
      if (name === 'login.otp.RequestOtp') return { result: { cellNumber: '082 *** 4567' } };
      if (name === 'login.otp.VerifyOtp') {
        return input.pin === '123456' ? { result: { matchedAccounts: [{ accountCode: 'ACC1', customerName: 'Thandi', createDate: '', enterprise: false, status: 'Active', userToken: 'u1', duplicateContacts: false }], otpCellNumberToken: 'o' } } : { error: 'The PIN is not right.', status: 400 };
      }
      if (name === 'login.otp.SelectAccount') return { result: { accessToken: token } };
      if (name === 'auth.SignOut') return { result: { signedOut: true } };
      return { result: {} };
    });
    global.fetch = jest.fn((url: string, init?: { body?: string }) =>
      String(url).endsWith('/instance-config.json')
        ? new Promise((resolve) => {
            instanceAnswer = resolve;
          })
        : actions(url, init),
    ) as unknown as typeof fetch;
    render(<StandaloneApp remote={remote} title="Tickets" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets: sign in for QA' })).toBeInTheDocument();
    expect(screen.queryByText("Loading the portal's settings…")).toBeNull();
    expect(screen.getByRole('link', { name: '/api/dev/outbox' })).toHaveAttribute('href', '/api/dev/outbox');

    await userEvent.type(screen.getByLabelText('Cell number'), '0821234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    await userEvent.type(await screen.findByLabelText('An SMS with a 6 digit PIN was sent to 082 *** 4567'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PIN is not right.');
    expect(getAccessToken()).toBeNull();

    await userEvent.clear(screen.getByLabelText(/PIN was sent/));
    await userEvent.type(screen.getByLabelText(/PIN was sent/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(getAccessToken()).toBe(token));
    expect(JSON.parse(localStorage.getItem('portal.qa.tickets.session')!).accessToken).toBe(token);
    expect(localStorage.getItem('portal.session')).toBe(HOST_SESSION);
    const bodies = actions.mock.calls.map(([url, init]) => [String(url).split('/').pop(), JSON.parse(init?.body ?? '{}')]);
    expect(bodies).toContainEqual(['login.otp.RequestOtp', { cellNumber: '0821234567' }]);
    expect(bodies).toContainEqual(['login.otp.SelectAccount', { userToken: 'u1' }]);

    // Signed in, the area waits for the instance config, then shows.
    expect(screen.getByText("Loading the portal's settings…")).toBeInTheDocument();
    await act(async () => instanceAnswer({ ok: true, status: 200, json: async () => ({ features: {}, enabledServiceCategories: [] }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of this QA page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets: sign in for QA' })).toBeInTheDocument();
    const signOut = actions.mock.calls.find(([url]) => String(url).endsWith('/auth.SignOut'));
    expect((signOut?.[1] as { headers?: Record<string, string> } | undefined)?.headers?.['x-portal-authorization']).toBe(token);
    expect(localStorage.getItem('portal.session')).toBe(HOST_SESSION);
  });

  it('lets the tester choose when the number has several accounts', async () => {
    const token = tokenExpiringIn(3600);
    const account = (accountCode: string, customerName: string) => ({ accountCode, customerName, createDate: '', enterprise: false, status: 'Active', userToken: `u-${accountCode}`, duplicateContacts: false });
    const actions = mockActions((name, input) => {
      if (name === 'login.otp.RequestOtp') return { result: { cellNumber: '082 *** 4567' } };
      if (name === 'login.otp.VerifyOtp') return { result: { matchedAccounts: [account('A1', 'Home'), account('A2', 'Shop')], otpCellNumberToken: 'o' } };
      if (name === 'login.otp.SelectAccount') return input.userToken === 'u-A2' ? { result: { accessToken: token } } : { error: 'wrong account' };
      return { result: {} };
    });
    global.fetch = jest.fn((url: string, init?: { body?: string }) =>
      String(url).endsWith('/instance-config.json') ? Promise.resolve({ ok: true, status: 200, json: async () => ({ features: {} }) }) : actions(url, init),
    ) as unknown as typeof fetch;
    render(<StandaloneApp remote={remote} title="Tickets" />);
    await userEvent.type(screen.getByLabelText('Cell number'), '0821234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    await userEvent.type(await screen.findByLabelText(/PIN was sent/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Shop (A2)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(getAccessToken()).toBe(token);
  });

  it('takes the token from the address, removes it there, and lists the area’s pages by name', async () => {
    const token = tokenExpiringIn(3600);
    window.history.replaceState(null, '', `/?token=${token}&x=1`);
    takeTokenFromAddress();
    expect(getAccessToken()).toBe(token);
    expect(window.location.pathname + window.location.search).toBe('/?x=1');

    portalAnswers({ features: {}, enabledServiceCategories: [] });
    render(<StandaloneApp remote={remote} title="Tickets" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/tickets');
    const nav = screen.getByRole('navigation', { name: 'Tickets (standalone)' });
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/tickets');
    expect(screen.getByRole('link', { name: 'Tickets › Support' })).toHaveAttribute('href', '/tickets/support');
    // No raw pattern is a link: the page that needs a ticket number asks for it.
    expect(nav.querySelector('a[href*=":"]')).toBeNull();
    await userEvent.click(screen.getByText('Pages for one item (1)'));
    const form = screen.getByRole('form', { name: 'Tickets › View' });
    await userEvent.type(screen.getByLabelText('ticketNumber'), 'TCK-1001');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'One ticket' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/tickets/view/TCK-1001');
    expect(form).toBeInTheDocument();
  });

  it('applies the instance’s feature flags and leaves out pages of service categories it does not run', async () => {
    useToken();
    window.history.replaceState(null, '', '/tickets/call-report');
    portalAnswers({ features: { callReport: true }, enabledServiceCategories: ['connectivity'] });
    render(<StandaloneApp remote={remote} title="Tickets" />);
    expect(await screen.findByText('Call report on')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Services › Ups' })).toBeNull();
  });

  it('keeps a page of a service category the instance runs', async () => {
    useToken();
    portalAnswers({ features: {}, enabledServiceCategories: ['ups'] });
    render(<StandaloneApp remote={remote} title="Tickets" />);
    expect(await screen.findByRole('link', { name: 'Services › Ups' })).toHaveAttribute('href', '/services/ups');
    expect(await screen.findByText('Tickets', { selector: 'h1' })).toBeInTheDocument();
  });

  it('says plainly when the portal’s API does not answer, and tries again on request', async () => {
    useToken();
    const fetchMock = portalAnswers('down');
    render(<StandaloneApp remote={remote} title="Tickets" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets: the portal’s API does not answer' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('PORTAL_API_URL');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch');

    fetchMock.mockImplementation(async () => ({ ok: true, status: 200, json: async () => ({ features: {} }) }) as never);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /does not answer/ })).toBeNull());
  });

  it('says so when the stored token has expired', async () => {
    window.history.replaceState(null, '', `/tickets?token=${tokenExpiringIn(-60)}`);
    takeTokenFromAddress();
    portalAnswers({ features: {} });
    render(<StandaloneApp remote={remote} title="Tickets" />);
    expect(await screen.findByText(/has expired/)).toBeInTheDocument();
  });
});
