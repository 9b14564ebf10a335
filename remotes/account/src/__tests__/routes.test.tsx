import { portalCache } from '@portal/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import remote from '../routes';
import { mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';

describe('the account remote', () => {
  beforeEach(() => portalCache.clear());

  it('declares absolute routes and a nav item for each', () => {
    expect(remote.area).toBe('account');
    expect(remote.routes.map((r) => r.path)).toEqual(['/account/account-details']);
    expect(remote.navItems).toEqual([{ label: 'Personal Info', to: '/account/account-details', modules: ['account'] }]);
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
