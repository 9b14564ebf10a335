import { AREAS, parseInstanceConfig } from '@portal/config';
import { portalCache, STORAGE_KEYS } from '@portal/contract';
import { mockActions } from '@portal/ui/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { instanceConfigAtom } from '../../features/instance/instance-config';
import { saveAccountNotice } from '../../features/switch-account/account-notice';
import { AppHeader } from '../app-header';

const config = parseInstanceConfig({
  instanceKey: 'test',
  brandName: 'Acme Fibre',
  remotes: Object.fromEntries(AREAS.map((area) => [area, { enabled: false, manifestUrl: `/${area}/mf-manifest.json` }])),
});

const IAT = 1700000000;
const tokenFor = (accountCode: string) => `h.${btoa(JSON.stringify({ accountCode, iat: IAT }))}.s`;
const row = (accountCode: string, customerName: string, current = false) => ({
  accountCode,
  customerName,
  createDate: '2016-07-01',
  enterprise: false,
  status: 'Active',
  current,
  userToken: `ut-${accountCode}`,
});

function serve(parents: object[], children: object[]) {
  mockActions((name) => {
    if (name === 'account.GetAccounts') return { result: { accounts: parents } };
    if (name === 'account.GetChildAccounts') return { result: { accounts: children } };
    return { error: `No answer for ${name} in this test.`, status: 404 };
  });
}

function renderHeader(accountCode: string) {
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ accessToken: tokenFor(accountCode) }));
  const store = createStore();
  store.set(instanceConfigAtom, config);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <AppHeader />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  portalCache.clear();
});

describe('the header', () => {
  it('names the account the session is on, a branch included, and offers Switch Account', async () => {
    serve([row('ENT2001', 'Acme Logistics (Pty) Ltd'), row('BUS3001', 'Dlamini Consulting')], [row('ENT2001-03', 'Acme Logistics — Gqeberha Warehouse', true)]);
    renderHeader('ENT2001-03');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Acme Logistics — Gqeberha Warehouse')).toBeInTheDocument();
    expect(banner.querySelector('.portal-header__account')).toHaveTextContent('Current account: Acme Logistics — Gqeberha Warehouse · ENT2001-03');
    expect(within(banner).getByRole('button', { name: 'Switch Account' })).toBeInTheDocument();
  });

  it('names a single account too, without offering a switch', async () => {
    serve([row('CUS1001', 'Thandi Mokoena', true)], []);
    renderHeader('CUS1001');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Thandi Mokoena')).toBeInTheDocument();
    expect(within(banner).getByText('CUS1001')).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Switch Account' })).not.toBeInTheDocument();
  });

  it('keeps Devices and Sign out behind ‘More options’ for phones; Escape closes it and returns focus', async () => {
    serve([row('CUS1001', 'Thandi Mokoena', true)], []);
    renderHeader('CUS1001');
    // jsdom's window is 1024 px wide: the phone's button is hidden there, and Devices and Sign out are in the bar.
    expect(screen.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const more = screen.getByRole('button', { name: 'More options', hidden: true });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('button', { hidden: true }).map((b) => b.textContent)).toEqual(['Devices', 'Sign out']);
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('shows the notice of a switch for the session it was written for, until dismissed', async () => {
    serve([row('ENT2001', 'Acme Logistics (Pty) Ltd')], [row('ENT2001-03', 'Acme Logistics — Gqeberha Warehouse', true)]);
    renderHeader('ENT2001-03');
    expect(screen.queryByText(/You are now in/)).not.toBeInTheDocument();
    act(() => saveAccountNotice({ accountCode: 'ENT2001-03', iat: IAT }, 'You are now in Acme Logistics — Gqeberha Warehouse (ENT2001-03).'));
    const notice = screen.getByText('You are now in Acme Logistics — Gqeberha Warehouse (ENT2001-03).');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss account notice' }));
    expect(screen.queryByText(/You are now in/)).not.toBeInTheDocument();
    // A notice written for another session is not shown.
    act(() => saveAccountNotice({ accountCode: 'ENT2001-03', iat: IAT + 60 }, 'You are now in somewhere else.'));
    expect(screen.queryByText(/You are now in/)).not.toBeInTheDocument();
  });
});
