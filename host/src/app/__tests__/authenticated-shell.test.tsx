import { AREAS, parseInstanceConfig } from '@portal/config';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { instanceConfigAtom } from '../../features/instance/instance-config';
import AuthenticatedShell from '../authenticated-shell';

const config = parseInstanceConfig({
  instanceKey: 'test',
  brandName: 'Acme Fibre',
  remotes: Object.fromEntries(AREAS.map((area) => [area, { enabled: false, manifestUrl: `/${area}/mf-manifest.json` }])),
});

describe('the signed-in shell', () => {
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
