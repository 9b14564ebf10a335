import { act, render, screen } from '@testing-library/react';
import { clearSession, saveAccessToken, STORAGE_KEYS } from '@portal/contract';
import { CanAccess, useCanAccess } from '../can-access';
import { tokenWith } from './token';

const signIn = (portal_modules: unknown) => act(() => void saveAccessToken(tokenWith({ role: 'customer', portal_modules })));

function AccessFlag({ modules }: { modules: string[] }) {
  return <p>{useCanAccess(modules) ? 'allowed' : 'refused'}</p>;
}

describe('can-access (spec §6)', () => {
  beforeEach(() => clearSession());

  it('renders the children only when every named module is in portal_modules', () => {
    signIn(['account', 'billing']);
    render(
      <>
        <CanAccess modules={['billing']}>
          <button type="button">Pay now</button>
        </CanAccess>
        <CanAccess modules={['billing', 'access']}>
          <button type="button">Manage users</button>
        </CanAccess>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage users' })).not.toBeInTheDocument();
  });

  it('removes the element without a token, and with a token lacking a modules list', () => {
    const { rerender } = render(
      <CanAccess modules={['account']} fallback={<p>Not for you</p>}>
        <p>Secret</p>
      </CanAccess>,
    );
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
    expect(screen.getByText('Not for you')).toBeInTheDocument();
    signIn(undefined);
    rerender(
      <CanAccess modules={['account']}>
        <p>Secret</p>
      </CanAccess>,
    );
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  it('follows the token: a new token (account switch, re-auth) or sign-out changes what shows at once', () => {
    signIn(['account']);
    render(<AccessFlag modules={['access']} />);
    expect(screen.getByText('refused')).toBeInTheDocument();
    signIn(['account', 'access']);
    expect(screen.getByText('allowed')).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.getByText('refused')).toBeInTheDocument();
  });

  it('follows a token changed by another tab (storage event)', () => {
    render(<AccessFlag modules={['tickets']} />);
    expect(screen.getByText('refused')).toBeInTheDocument();
    act(() => {
      localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ accessToken: tokenWith({ role: 'customer', portal_modules: ['tickets'] }) }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    });
    expect(screen.getByText('allowed')).toBeInTheDocument();
  });

  it('allows an empty module list to any signed-in token, and nothing to no token', () => {
    const { rerender } = render(<AccessFlag modules={[]} />);
    expect(screen.getByText('refused')).toBeInTheDocument();
    signIn([]);
    rerender(<AccessFlag modules={[]} />);
    expect(screen.getByText('allowed')).toBeInTheDocument();
  });
});
