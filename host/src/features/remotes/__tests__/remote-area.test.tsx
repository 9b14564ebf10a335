import { STORAGE_KEYS, type RemoteModule } from '@portal/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import RemoteArea from '../components/remote-area';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Clicked {count} times
    </button>
  );
}

const remote: RemoteModule = {
  area: 'account',
  routes: [
    { path: '/account/messages', Component: () => <h1>Messages page</h1>, modules: ['account'] },
    { path: '/account/access', Component: () => <h1>Users page</h1>, modules: ['access'] },
    { path: '/account/counter', Component: Counter, modules: ['account'] },
  ],
  navItems: [],
};

let arrived: RemoteModule | undefined;
jest.mock('../load-area', () => ({
  loadArea: () => Promise.resolve(remote),
  arrivedArea: () => arrived,
  resetArea: () => undefined,
}));

function signInWith(portalModules: string[]) {
  const body = btoa(JSON.stringify({ role: 'customer', personId: 1, accountCode: 'CUS1001', portal_modules: portalModules }))
    .replace(/=+$/, '');
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ accessToken: `h.${body}.s` }));
}

const tree = (path: string) => (
  <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
    <Routes>
      <Route path="/account/*" element={<RemoteArea area="account" base="/account" />} />
    </Routes>
  </MemoryRouter>
);
const open = (path: string) => render(tree(path));

describe("an area page and the token's modules (spec §6 can-access)", () => {
  afterEach(() => {
    localStorage.clear();
    arrived = undefined;
  });

  it('shows the page in the first render, with no loading state, when the area was loaded ahead', () => {
    signInWith(['account']);
    arrived = remote;
    open('/account/messages');
    expect(screen.getByRole('heading', { name: 'Messages page' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
  });

  it('keeps the page mounted, with its state, when the area arrives while it shows (a Pay now address taken once)', async () => {
    signInWith(['account']);
    const { rerender } = open('/account/counter');
    fireEvent.click(await screen.findByRole('button', { name: 'Clicked 0 times' }));
    arrived = remote;
    rerender(tree('/account/counter'));
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
  });

  it('shows the area’s loading state until an area not loaded ahead arrives', async () => {
    signInWith(['account']);
    open('/account/messages');
    expect(screen.getByText('Loading My Account…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Messages page' })).toBeInTheDocument();
  });

  it('shows the page when the token carries its modules', async () => {
    signInWith(['account']);
    open('/account/messages');
    expect(await screen.findByRole('heading', { name: 'Messages page' })).toBeInTheDocument();
  });

  it('shows no part of the page, and says why, when the token lacks a module', async () => {
    signInWith(['account', 'billing']);
    open('/account/access');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
