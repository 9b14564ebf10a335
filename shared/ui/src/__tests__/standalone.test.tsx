import { clearSession, defineRemote, getAccessToken, portalCache } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { StandaloneApp, takeTokenFromAddress } from '../standalone';
import { mockActions } from '../testing';

/** A token with an expiry claim; the client never checks the signature. */
const tokenExpiringIn = (seconds: number) => {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', role: 'customer', portal_modules: [], exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
};

const remote = defineRemote({
  area: 'tickets',
  routes: [
    { path: '/tickets', Component: () => <h1>Tickets</h1> },
    { path: '/tickets/support', Component: () => <h1>Support</h1> },
  ],
  navItems: [{ label: 'Tickets', to: '/tickets' }],
});

describe('standalone QA mode', () => {
  beforeEach(() => {
    clearSession();
    portalCache.clear();
    window.history.replaceState(null, '', '/');
  });

  it('explains how to get a token when there is none', () => {
    render(<StandaloneApp remote={remote} title="Tickets" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets: sign-in token needed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost:8080' })).toHaveAttribute('href', 'http://localhost:8080');
  });

  it('takes the token from the address, removes it there, and opens the area’s first page under a header of its routes', async () => {
    const token = tokenExpiringIn(3600);
    window.history.replaceState(null, '', `/?token=${token}&x=1`);
    takeTokenFromAddress();
    expect(getAccessToken()).toBe(token);
    expect(window.location.pathname + window.location.search).toBe('/?x=1');

    mockActions(() => ({ result: {} }));
    render(<StandaloneApp remote={remote} title="Tickets" />);
    const nav = screen.getByRole('navigation', { name: 'Tickets (standalone)' });
    expect(nav.querySelector('a[href="/tickets"]')).not.toBeNull();
    expect(nav.querySelector('a[href="/tickets/support"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/tickets');
  });

  it('says so when the stored token has expired', () => {
    window.history.replaceState(null, '', `/tickets?token=${tokenExpiringIn(-60)}`);
    takeTokenFromAddress();
    render(<StandaloneApp remote={remote} title="Tickets" />);
    expect(screen.getByText(/has expired/)).toBeInTheDocument();
  });
});
