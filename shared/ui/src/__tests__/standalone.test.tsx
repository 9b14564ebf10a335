import { clearSession, defineRemote, getAccessToken, portalCache } from '@portal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFeatureEnabled } from '../access';
import { StandaloneApp, takeTokenFromAddress } from '../standalone';
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

describe('standalone QA mode', () => {
  beforeEach(() => {
    clearSession();
    portalCache.clear();
    window.history.replaceState(null, '', '/');
  });

  it('explains how to get a token when there is none', async () => {
    portalAnswers({ features: {}, enabledServiceCategories: [] });
    render(<StandaloneApp remote={remote} title="Tickets" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets: sign-in token needed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost:8080' })).toHaveAttribute('href', 'http://localhost:8080');
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
