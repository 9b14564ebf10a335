import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LinkTabs } from '../link-tabs';
import { clearSession, saveAccessToken } from '@portal/contract';
import { tokenWith } from '../../access/__tests__/token';
import { configureFeatureCheck, featureCheckFromFlags } from '../../access/feature-config';
import { AccountSectionHeader, PageHeader } from '../page-header';

const ALL_MODULES = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'access'];
const renderAccountHeader = () =>
  render(
    <MemoryRouter initialEntries={['/account/billing-details']} future={routerFuture}>
      <Routes>
        <Route path="/account/*" element={<AccountSectionHeader />} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  );

const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true };

describe('LinkTabs', () => {
  it('is a named navigation whose current page link has aria-current="page"', async () => {
    render(
      <MemoryRouter initialEntries={['/account/account-details']} future={routerFuture}>
        <LinkTabs
          ariaLabel="My Account sections"
          tabs={[
            { label: 'Personal Info', to: '/account/account-details' },
            { label: 'Payments & Billing', to: '/account/billing-details' },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'My Account sections' });
    expect(within(nav).getByRole('link', { name: 'Personal Info' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Payments & Billing' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('link', { name: 'Payments & Billing' }));
    expect(within(nav).getByRole('link', { name: 'Payments & Billing' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Personal Info' })).not.toHaveAttribute('aria-current');
  });
});

describe('PageHeader', () => {
  it('has the title as the page heading, a subtitle and actions', () => {
    render(<PageHeader title="Connectivity" subtitle="Your services" actions={<button>Refresh</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connectivity' })).toBeInTheDocument();
    expect(screen.getByText('Your services')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('AccountSectionHeader (spec §2)', () => {
  beforeEach(() => configureFeatureCheck(featureCheckFromFlags({ callReport: true })));
  afterEach(() => {
    clearSession();
    configureFeatureCheck(null);
  });

  it('leaves out the Call Report tab when the instance has the call report off (spec §6 feature-config)', () => {
    configureFeatureCheck(featureCheckFromFlags({ callReport: false }));
    saveAccessToken(tokenWith({ role: 'customer', portal_modules: ALL_MODULES }));
    renderAccountHeader();
    const tabs = within(screen.getByRole('navigation', { name: 'My Account sections' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toContain('Orders & Docs');
    expect(tabs.map((t) => t.textContent)).not.toContain('Call Report');
  });

  it('shows only the tabs whose modules the token carries (spec §6 can-access)', () => {
    saveAccessToken(tokenWith({ role: 'customer', portal_modules: ['billing'] }));
    renderAccountHeader();
    const tabs = within(screen.getByRole('navigation', { name: 'My Account sections' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['Payments & Billing']);
  });

  it('shows My Account, its subtitle, a tab per account route and Back to Dashboard', async () => {
    saveAccessToken(tokenWith({ role: 'customer', portal_modules: ALL_MODULES }));
    renderAccountHeader();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Manage your Personal Info and Payment Details')).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'My Account sections' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Personal Info',
      'Messages',
      'Payments & Billing',
      'Cancellations',
      'Users & Access',
      'Orders & Docs',
      'Call Report',
    ]);
    expect(screen.getByRole('link', { name: 'Payments & Billing' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });
});
