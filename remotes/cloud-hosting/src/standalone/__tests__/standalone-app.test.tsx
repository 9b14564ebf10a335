import { clearSession, getAccessToken, portalCache } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import remote from '../../routes';
import { mockActions } from '../../testing/mock-actions';
import { StandaloneApp, takeTokenFromAddress } from '../standalone-app';

/** A token with an expiry claim; the client never checks the signature. */
const tokenExpiringIn = (seconds: number) => {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', role: 'customer', portal_modules: [], exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
};

describe('standalone QA mode', () => {
  beforeEach(() => {
    clearSession();
    portalCache.clear();
    window.history.replaceState(null, '', '/');
  });

  it('explains how to get a token when there is none', () => {
    render(<StandaloneApp remote={remote} title="Cloud & Hosting" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cloud & Hosting: sign-in token needed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost:8080' })).toHaveAttribute('href', 'http://localhost:8080');
    expect(screen.getByText(/Working on one area/)).toBeInTheDocument();
  });

  it('takes the token from the address, removes it there, and opens the area’s first page under a header of its routes', async () => {
    const token = tokenExpiringIn(3600);
    window.history.replaceState(null, '', `/?token=${token}&x=1`);
    takeTokenFromAddress();
    expect(getAccessToken()).toBe(token);
    expect(window.location.pathname + window.location.search).toBe('/?x=1');

    mockActions(() => ({ result: { services: [] } }));
    render(<StandaloneApp remote={remote} title="Cloud & Hosting" />);
    const nav = screen.getByRole('navigation', { name: 'Cloud & Hosting (standalone)' });
    for (const route of remote.routes) expect(nav.querySelector(`a[href="${route.path}"]`)).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud & Hosting' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/services/cloud');
  });

  it('says so when the stored token has expired', () => {
    window.history.replaceState(null, '', `/services/cloud?token=${tokenExpiringIn(-60)}`);
    takeTokenFromAddress();
    render(<StandaloneApp remote={remote} title="Cloud & Hosting" />);
    expect(screen.getByText(/has expired/)).toBeInTheDocument();
  });
});
