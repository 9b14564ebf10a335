import { checkFixture } from '@portal/ui/testing';
import { AREAS, parseInstanceConfig } from '@portal/config';
import { clearSession, saveAccessToken } from '@portal/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { instanceConfigAtom } from '../../features/instance/instance-config';
import { sidebarOpenAtom } from '../../features/layout/sidebar-state';
import { useEnabledServiceCategories, useFeatureEnabled } from '@portal/ui/access';
import AuthenticatedShell from '../authenticated-shell';

const config = parseInstanceConfig({
  instanceKey: 'test',
  brandName: 'Acme Fibre',
  remotes: Object.fromEntries(AREAS.map((area) => [area, { enabled: false, manifestUrl: `/${area}/mf-manifest.json` }])),
});

function renderShell(at: string, instance = config, page = <p>The PayHost result</p>) {
  const store = createStore();
  store.set(instanceConfigAtom, instance);
  store.set(sidebarOpenAtom, true);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[at]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route element={<AuthenticatedShell />}>
            <Route path="/payment/*" element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the signed-in shell', () => {
  beforeEach(() => {
    // The header asks which accounts the person may switch to.
    global.fetch = jest.fn(async (url: string) => {
      checkFixture(String(url).split('/').pop()!, { accounts: [] });
      return { ok: true, status: 200, json: async () => ({ success: true, result: { accounts: [] } }) };
    }) as never;
  });

  it('gives every page the instance’s feature flags from its first render (spec §6 feature-config)', () => {
    const seen: boolean[] = [];
    function FlagReader() {
      const on = useFeatureEnabled('callReport');
      seen.push(on);
      return <p>{on ? 'call report on' : 'call report off'}</p>;
    }
    renderShell('/payment/x', { ...config, features: { callReport: true } }, <FlagReader />);
    expect(screen.getByText('call report on')).toBeInTheDocument();
    expect(seen).not.toContain(false);
  });

  it('leaves a flag the instance does not name off', () => {
    function FlagReader() {
      return <p>{useFeatureEnabled('callReport') ? 'call report on' : 'call report off'}</p>;
    }
    renderShell('/payment/x', config, <FlagReader />);
    expect(screen.getByText('call report off')).toBeInTheDocument();
  });

  it('shows the hosted payment provider’s return page in the simple layout, without the sidebar (spec §2)', () => {
    const store = createStore();
    store.set(instanceConfigAtom, config);
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/payment/redirect/payhost?token=abc']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <Routes>
            <Route element={<AuthenticatedShell />}>
              <Route path="/payment/*" element={<p>The PayHost result</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('The PayHost result');
    expect(screen.getByText('Acme Fibre')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links to the instance’s store from the sidebar, in a new tab and saying so, and offers Promotions', () => {
    const instance = { ...config, storeUrl: 'https://store.example.co.za', remotes: { ...config.remotes, tickets: { enabled: true, manifestUrl: '/t.json' } } };
    renderShell('/payment/x', instance);
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    const shop = within(sidebar).getByRole('link', { name: 'Shop (opens in a new tab)' });
    expect(shop).toHaveAttribute('href', 'https://store.example.co.za');
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener');
    expect(within(sidebar).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions/email');
  });

  it('has no store link when the instance has no store', () => {
    renderShell('/payment/x', { ...config, storeUrl: '' });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: /Shop/ })).not.toBeInTheDocument();
  });

  it('tells every area which service categories the instance runs', () => {
    function Categories() {
      return <p>{useEnabledServiceCategories()?.join(', ')}</p>;
    }
    renderShell('/payment/x', { ...config, enabledServiceCategories: ['connectivity', 'ups'] }, <Categories />);
    expect(screen.getByText('connectivity, ups')).toBeInTheDocument();
  });

  it('starts the page over for another person or account: nothing on it keeps what it showed the previous one', () => {
    const token = (personId: number, accountCode: string) =>
      `h.${btoa(JSON.stringify({ role: 'customer', personId, accountCode })).replace(/=+$/, '')}.s`;
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          Clicked {count} times
        </button>
      );
    }
    act(() => void saveAccessToken(token(1, 'CUS1001')));
    renderShell('/payment/x', config, <Counter />);
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }));
    // A re-authentication of the same person on the same account keeps the page as it is.
    act(() => void saveAccessToken(token(1, 'CUS1001')));
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
    act(() => void saveAccessToken(token(1, 'CUS2002')));
    expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBeInTheDocument();
    act(() => clearSession());
  });
});
