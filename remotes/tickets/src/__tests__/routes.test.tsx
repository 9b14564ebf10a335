import { portalCache } from '@portal/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import remote from '../routes';
import { mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';

describe('the tickets remote', () => {
  beforeEach(() => portalCache.clear());

  it('declares absolute routes and a nav item for each', () => {
    expect(remote.area).toBe('tickets');
    expect(remote.routes.map((r) => r.path)).toEqual(['/tickets']);
    expect(remote.navItems).toEqual([{ label: 'Tickets', to: '/tickets', modules: ['tickets'] }]);
  });

  it('renders its page inside the host’s own <Routes>, loading the page code on first visit', async () => {
    mockActions(() => ({ result: { tickets: [] } }));
    renderWithProviders(
      <Routes>
        {remote.routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Routes>,
      { path: '/tickets' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
  });
});
