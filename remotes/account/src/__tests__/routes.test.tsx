import { signInAsHolder } from './test-server';
import { portalCache } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import remote from '../routes';
import { mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';
import { configureFeatureCheck, featureCheckFromFlags } from '@portal/ui/access';

describe('the account remote', () => {
  beforeEach(() => {
    portalCache.clear();
    signInAsHolder();
  });

  it('declares absolute routes and a nav item for each', () => {
    expect(remote.area).toBe('account');
    expect(remote.routes.map((r) => r.path)).toEqual([
      '/account/account-details',
      '/account/messages',
      '/account/cancellations',
      '/account/access',
      '/account/orders-and-docs',
      '/account/call-report',
      '/account/notifications',
    ]);
    expect(remote.navItems.map((item) => item.to)).toEqual(remote.routes.map((r) => r.path));
    expect(remote.navItems.find((item) => item.to === '/account/access')?.modules).toEqual(['access']);
    // A person's own notifications need no module.
    expect(remote.navItems.find((item) => item.to === '/account/notifications')?.modules).toBeUndefined();
    const others = remote.navItems.filter((item) => item.to !== '/account/access' && item.to !== '/account/notifications');
    expect(others.every((item) => item.modules?.join() === 'account')).toBe(true);
  });

  it('renders its page inside the host’s own <Routes>, loading the page code on first visit', async () => {
    mockActions(() => ({ result: { accountId: 1, accountCode: 'CUS1001', customerName: 'Thandi Mokoena', enterprise: false, status: 'Active', parentAccountCode: null,
      contact: { personId: 1, firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com', cellNumber: '0821234567', landline: null },
      postalAddress: { line1: '', line2: '', city: '', postalCode: '' }, physicalAddress: { line1: '', line2: '', city: '', postalCode: '' },
      role: 'customer', portalModules: ['account'] } }));
    renderWithProviders(
      <Routes>
        {remote.routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Routes>,
      { path: '/account/account-details' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  });
});

const renderRoutes = (path: string) =>
  renderWithProviders(
    <Routes>
      {remote.routes.map(({ path: p, Component }) => (
        <Route key={p} path={p} element={<Component />} />
      ))}
    </Routes>,
    { path },
  );

describe('every account page', () => {
  beforeEach(() => {
    portalCache.clear();
    signInAsHolder();
    configureFeatureCheck(featureCheckFromFlags({ callReport: true }));
  });
  afterEach(() => configureFeatureCheck(null));

  it('says the call report is not available, and offers no tab for it, where the instance has it off', async () => {
    configureFeatureCheck(featureCheckFromFlags({}));
    const calls: string[] = [];
    mockActions((name) => {
      calls.push(name);
      return 'pending';
    });
    renderRoutes('/account/call-report');
    expect(await screen.findByText('The call report is not available')).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'My Account sections' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).not.toContain('Call Report');
    expect(calls).toEqual([]);
  });

  it.each([
    ['/account/messages', 'Messages'],
    ['/account/cancellations', 'Cancellations'],
    ['/account/orders-and-docs', 'Orders'],
    ['/account/call-report', 'Call Report'],
    ['/account/access', 'Users & Access'],
    ['/account/notifications', 'Your notification choices'],
  ])('%s has the My Account header with its own tab current', async (path, heading) => {
    mockActions(() => 'pending');
    renderWithProviders(
      <Routes>
        {remote.routes.map(({ path: p, Component }) => (
          <Route key={p} path={p} element={<Component />} />
        ))}
      </Routes>,
      { path },
    );
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'My Account sections' });
    expect(within(tabs).getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'page')).toHaveAttribute('href', path);
  });
});
