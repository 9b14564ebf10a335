import { portalCache } from '@portal/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import remote from '../routes';
import { mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';

/** spec §2 Cloud, Other service areas and Service tools. */
const SPEC_ROUTES = [
  '/services/cloud',
  '/services/cloud/personal-web-hosting/:serviceTag',
  '/services/cloud/web-hosting/:serviceTag',
  '/services/cloud/co-location/:serviceTag',
  '/services/iot',
  '/services/iot/iot-account/:serviceTag',
  '/services/security',
  '/services/security/antivirus-account/:serviceTag',
  '/services/security/managed-firewall-account/:serviceTag',
  '/services/ups',
  '/services/ups/:serviceTag',
  '/services/vdc',
  '/services/vdc/service/:serviceTag',
  '/services/tools/:accountId/network',
  '/services/tools/:accountId/firewall-metrics',
  '/services/tools/:accountId/iris-metrics',
  '/services/tools/:accountId/voice-metrics',
  '/services/tools/:accountId/tar-reports',
];

describe('the cloud-hosting remote', () => {
  beforeEach(() => portalCache.clear());

  it('declares every route of its sections and tools, each for the cloud-hosting module, and a nav item', () => {
    expect(remote.area).toBe('cloud-hosting');
    expect([...remote.routes.map((r) => r.path)].sort()).toEqual([...SPEC_ROUTES].sort());
    expect(remote.routes.every((r) => r.modules?.includes('cloud-hosting'))).toBe(true);
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
