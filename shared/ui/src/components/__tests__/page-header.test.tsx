import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { currentTab, LinkTabs } from '../link-tabs';
import { clearSession, saveAccessToken } from '@portal/contract';
import { tokenWith } from '../../access/__tests__/token';
import { configureFeatureCheck, featureCheckFromFlags } from '../../access/feature-config';
import { configureInstanceOffer } from '../../access/instance-offer';
import { AccountSectionHeader, PageHeader } from '../page-header';

const ALL_MODULES = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'access'];
const renderAccountHeader = (at = '/account/account-details') =>
  render(
    <MemoryRouter initialEntries={[at]} future={routerFuture}>
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

  it('keeps a tab current on the pages below it and on the other pages it names', () => {
    const tabs = [
      { label: 'Personal Info', to: '/account/account-details' },
      { label: 'Payments & Billing', to: '/account/billing-details', activeFor: ['/account/debit-order-mandate'] },
    ];
    const currentAt = (at: string) => {
      const view = render(
        <MemoryRouter initialEntries={[at]} future={routerFuture}>
          <LinkTabs ariaLabel="Sections" tabs={tabs} />
        </MemoryRouter>,
      );
      const current = within(screen.getByRole('navigation', { name: 'Sections' }))
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
      view.unmount();
      return current;
    };
    expect(currentAt('/account/billing-details/invoices/INV1001-0012')).toEqual(['Payments & Billing']);
    expect(currentAt('/account/debit-order-mandate')).toEqual(['Payments & Billing']);
    expect(currentAt('/account/account-details')).toEqual(['Personal Info']);
    // A path that only starts with the same letters is another page.
    expect(currentAt('/account/billing-details-archive')).toEqual([]);
  });
  it('scrolls a narrow list to the current tab when the tab changes, and reads the layout only then', async () => {
    const widthReads = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent === 'Statements' ? 400 : 150;
    });
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    try {
      const tabs = [
        { label: 'Invoices', to: '/billing/invoices' },
        { label: 'Statements', to: '/billing/statements' },
      ];
      const view = (at: string) => (
        <MemoryRouter initialEntries={[at]} future={routerFuture}>
          <LinkTabs ariaLabel="Billing sections" tabs={tabs} />
        </MemoryRouter>
      );
      const { rerender } = render(view('/billing/invoices'));
      await nextFrame();
      const list = screen.getByRole('list');
      expect(list.scrollLeft).toBe(150 - (300 - 100) / 2);
      const readsAfterFirstFrame = widthReads.mock.calls.length;
      rerender(view('/billing/invoices'));
      await nextFrame();
      expect(widthReads.mock.calls.length).toBe(readsAfterFirstFrame);

      await userEvent.click(within(screen.getByRole('navigation', { name: 'Billing sections' })).getByRole('link', { name: 'Statements' }));
      await nextFrame();
      expect(list.scrollLeft).toBe(400 - (300 - 100) / 2);
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('currentTab', () => {
  it('picks the entry whose path holds the page most closely', () => {
    const items = [
      { label: 'My Account', to: '/account/account-details', activeFor: ['/account'] },
      { label: 'Payments & Billing', to: '/account/billing-details', activeFor: ['/account/debit-order-mandate'] },
    ];
    expect(currentTab(items, '/account/messages')?.label).toBe('My Account');
    expect(currentTab(items, '/account/billing-details/invoices/X')?.label).toBe('Payments & Billing');
    expect(currentTab(items, '/account/debit-order-mandate')?.label).toBe('Payments & Billing');
    expect(currentTab(items, '/dashboard')).toBeUndefined();
  });
});

describe('PageHeader', () => {
  it('has the title as the page heading, a subtitle and actions', () => {
    render(<PageHeader title="Connectivity" subtitle="Your services" actions={<button>Refresh</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connectivity' })).toBeInTheDocument();
    // The shell moves the focus to the heading after a navigation; it is not a Tab stop.
    screen.getByRole('heading', { level: 1 }).focus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Your services')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('AccountSectionHeader (spec §2)', () => {
  beforeEach(() => configureFeatureCheck(featureCheckFromFlags({ callReport: true })));
  afterEach(() => {
    cleanup();
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

  it('leaves out a tab into an area the instance does not run (Payments & Billing with billing disabled)', () => {
    configureInstanceOffer({ pageOffered: (path) => !path.startsWith('/account/billing-details') });
    saveAccessToken(tokenWith({ role: 'customer', portal_modules: ALL_MODULES }));
    renderAccountHeader();
    const tabs = within(screen.getByRole('navigation', { name: 'My Account sections' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['Personal Info', 'Messages', 'Cancellations', 'Users & Access', 'Orders & Docs', 'Call Report', 'Notifications']);
    configureInstanceOffer(null);
  });

  it('shows only the tabs whose modules the token carries (spec §6 can-access)', () => {
    saveAccessToken(tokenWith({ role: 'customer', portal_modules: ['billing'] }));
    renderAccountHeader('/account/billing-details');
    const tabs = within(screen.getByRole('navigation', { name: 'My Account sections' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['Payments & Billing', 'Notifications']);
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
      'Notifications',
    ]);
    expect(screen.getByRole('link', { name: 'Personal Info' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it.each(['/account/billing-details', '/account/billing-details/invoices/INV1001-0012', '/account/debit-order-mandate'])(
    'says Payments & Billing on %s under the My Account subtitle, with its tab current among the My Account tabs',
    (at) => {
      saveAccessToken(tokenWith({ role: 'customer', portal_modules: ALL_MODULES }));
      renderAccountHeader(at);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payments & Billing');
      expect(screen.getByText('Manage your Personal Info and Payment Details')).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'My Account sections' });
      const current = within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.textContent)).toEqual(['Payments & Billing']);
      expect(within(nav).getAllByRole('link')).toHaveLength(8);
    },
  );
});
