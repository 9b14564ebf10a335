import { clearSession, portalCache, saveAccessToken } from '@portal/contract';
import { act, screen, within } from '@testing-library/react';
import { configureInstanceOffer } from '@portal/ui/access';
import { mockActions, renderWithProviders } from '@portal/ui/testing';
import CloudPage from '../../services/components/cloud-page';

const tokenWith = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('the Cloud & Hosting page’s service tools', () => {
  beforeEach(() => portalCache.clear());
  afterEach(() => {
    act(() => clearSession());
    act(() => configureInstanceOffer(null));
  });

  it('links to the five tools of the account the session works in', async () => {
    act(() => void saveAccessToken(tokenWith({ sub: '1', role: 'customer', portal_modules: ['cloud-hosting'], accountCode: 'ENT2001-07', personId: 1, masterAccountId: 17 })));
    mockActions(() => ({ result: { services: [] } }));
    renderWithProviders(<CloudPage />, { path: '/services/cloud' });
    const section = await screen.findByRole('region', { name: 'Service tools' });
    expect(within(section).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Network metrics', '/services/tools/17/network'],
      ['Firewall metrics', '/services/tools/17/firewall-metrics'],
      ['Iris metrics', '/services/tools/17/iris-metrics'],
      ['Voice metrics', '/services/tools/17/voice-metrics'],
      ['TAR reports', '/services/tools/17/tar-reports'],
    ]);
  });

  it('offers only the tools of the categories the instance runs, and none without a session', async () => {
    act(() => configureInstanceOffer({ serviceCategories: ['cloud', 'security'], storeUrl: '' }));
    act(() => void saveAccessToken(tokenWith({ sub: '1', role: 'customer', portal_modules: ['cloud-hosting'], accountCode: 'CUS1001', personId: 1, masterAccountId: 3 })));
    mockActions(() => ({ result: { services: [] } }));
    const { unmount } = renderWithProviders(<CloudPage />, { path: '/services/cloud' });
    const section = await screen.findByRole('region', { name: 'Service tools' });
    expect(within(section).getAllByRole('link').map((l) => l.textContent)).toEqual(['Firewall metrics', 'Iris metrics']);
    unmount();
    act(() => clearSession());
    renderWithProviders(<CloudPage />, { path: '/services/cloud' });
    await screen.findByRole('heading', { level: 1, name: 'Cloud & Hosting' });
    expect(screen.queryByRole('region', { name: 'Service tools' })).not.toBeInTheDocument();
  });
});
