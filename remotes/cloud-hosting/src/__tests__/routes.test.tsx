import { portalCache } from '@portal/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import remote from '../routes';
import { mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';

describe('the cloud-hosting remote', () => {
  beforeEach(() => portalCache.clear());

  it('declares absolute routes and a nav item for each', () => {
    expect(remote.area).toBe('cloud-hosting');
    expect(remote.routes.map((r) => r.path)).toEqual(['/services/cloud']);
    expect(remote.navItems).toEqual([{ label: 'Cloud & Hosting', to: '/services/cloud', modules: ['cloud-hosting'] }]);
  });

  it('renders its page inside the host’s own <Routes>, loading the page code on first visit', async () => {
    mockActions(() => ({ result: { services: [] } }));
    renderWithProviders(
      <Routes>
        {remote.routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Routes>,
      { path: '/services/cloud' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud & Hosting' })).toBeInTheDocument();
  });
});
