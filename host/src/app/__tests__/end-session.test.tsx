import { checkFixture } from '@portal/ui/testing';
import { getAccessToken, portalCache, saveAccessToken, STORAGE_KEYS } from '@portal/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTER_FUTURE } from '../app-tree';
import { RequireAuth, TERMS_PATH } from '../../features/auth/components/require-auth';
import { TermsOfUsePage } from '../../features/auth/components/terms-of-use-page';
import { expireSession, forgetSessionEnd, signOut } from '../../features/session/end-session';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const live = token({ personId: 1, accountCode: 'CUS1001', portal_modules: [], termsOfUse: true, exp: Math.floor(Date.now() / 1000) + 3600 });

function Login() {
  const location = useLocation();
  return <p>login{location.search}</p>;
}

function renderSignedIn() {
  render(
    <MemoryRouter initialEntries={['/billing/invoices']} future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route
          path="*"
          element={
            <RequireAuth>
              <button type="button" onClick={() => void signOut()}>
                Sign out
              </button>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('signing out', () => {
  beforeEach(() => {
    forgetSessionEnd();
    saveAccessToken(live);
    global.fetch = jest.fn(async (url: string) => {
      checkFixture(String(url).split('/').pop()!, { signedOut: true });
      return { ok: true, status: 200, json: async () => ({ success: true, result: { signedOut: true }, errors: [] }) };
    }) as never;
  });

  it('forgets the token at once, opens login without a nextURL and revokes the token with a request that outlives the page', async () => {
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(getAccessToken()).toBeNull();
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(String(url)).toMatch(/\/action\/auth\.SignOut$/);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: expect.objectContaining({ 'x-portal-authorization': live }) });
  });

  it('forgets what the tab kept for the person (cache, cart, payment attempt, notices), and nothing per device', async () => {
    portalCache.set('billing', 'invoices', [{ invoiceNumber: 'INV-1' }], 600);
    sessionStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ items: [{ productId: 7 }] }));
    sessionStorage.setItem(`${STORAGE_KEYS.cart}.idempotency-key`, 'k1');
    sessionStorage.setItem('portal.paymentAttempt', JSON.stringify({ amount: 450 }));
    sessionStorage.setItem('portal.account-notice', '{}');
    sessionStorage.setItem('another-app.key', 'kept');
    localStorage.setItem('portal.device-login', JSON.stringify({ deviceId: 'd1' }));
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(portalCache.get('billing', 'invoices')).toBeUndefined();
    const kept = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    expect(kept).toEqual(['another-app.key']);
    expect(sessionStorage.getItem('another-app.key')).toBe('kept');
    expect(localStorage.getItem('portal.device-login')).toContain('d1');
  });

  it('an unreachable server still signs the person out here', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as never;
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(getAccessToken()).toBeNull();
    expect(await screen.findByText('login')).toBeInTheDocument();
  });

  it('the terms of use page signs out the same way', async () => {
    saveAccessToken(token({ personId: 2, accountCode: 'CUS1002', portal_modules: [], termsOfUse: false, exp: Math.floor(Date.now() / 1000) + 3600 }));
    global.fetch = jest.fn(async (url: string) => {
      const name = String(url).split('/').pop()!;
      const result = name.endsWith('GetTermsOfUse') ? { version: '1', title: 'Terms of Use', sections: [], accepted: false } : { signedOut: true };
      checkFixture(name, result);
      return { ok: true, status: 200, json: async () => ({ success: true, result, errors: [] }) };
    }) as never;
    render(
      <MemoryRouter initialEntries={[`${TERMS_PATH}?nextURL=%2Fdashboard`]} future={ROUTER_FUTURE}>
        <Routes>
          <Route path="/login" element={<Login />} />
          <Route
            path={TERMS_PATH}
            element={
              <RequireAuth termsPage>
                <TermsOfUsePage />
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Terms of Use' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(getAccessToken()).toBeNull();
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect((global.fetch as jest.Mock).mock.calls.map(([url]) => String(url).split('/').pop())).toEqual(['login.terms.GetTermsOfUse', 'auth.SignOut']);
  });

  it('a session that ends otherwise sends the person to login carrying the page they were on', async () => {
    renderSignedIn();
    act(() => expireSession());
    expect(await screen.findByText('login?nextURL=%2Fbilling%2Finvoices')).toBeInTheDocument();
  });
});
