import { AREAS, parseInstanceConfig } from '@portal/config';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { instanceConfigAtom } from '../../features/instance/instance-config';
import { useFeatureEnabled } from '@portal/ui/access';
import AuthenticatedShell from '../authenticated-shell';

const config = parseInstanceConfig({
  instanceKey: 'test',
  brandName: 'Acme Fibre',
  remotes: Object.fromEntries(AREAS.map((area) => [area, { enabled: false, manifestUrl: `/${area}/mf-manifest.json` }])),
});

function renderShell(at: string, instance = config, page = <p>The PayHost result</p>) {
  const store = createStore();
  store.set(instanceConfigAtom, instance);
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
});
