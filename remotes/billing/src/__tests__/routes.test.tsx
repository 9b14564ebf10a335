import { portalCache } from '@portal/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import remote from '../routes';
import { renderWithProviders } from '@portal/ui/testing';
import { serveBilling, summary } from '../features/billing-details/__tests__/billing-fixtures';

describe('the billing remote', () => {
  beforeEach(() => portalCache.clear());

  it('declares absolute routes and a nav item for each', () => {
    expect(remote.area).toBe('billing');
    expect(remote.routes.map((r) => r.path)).toEqual([
      '/account/billing-details',
      '/account/billing-details/invoices/:invoiceTxNumber',
      '/account/debit-order-mandate',
      '/payment/redirect',
      '/payment/redirect/payhost',
    ]);
    expect(remote.navItems).toEqual([{ label: 'Payments & Billing', to: '/account/billing-details', modules: ['billing'] }]);
  });

  it('renders its page inside the host’s own <Routes>, loading the page code on first visit', async () => {
    serveBilling({
      'billing.GetBillingDetails': () => ({
        result: { ...summary, paymentMethodId: 3, overdue: false, displayCurrentStatus: 'Active', balance: 0, amountDue: 0, dueDate: null,
          billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: null } },
      }),
    });
    renderWithProviders(
      <Routes>
        {remote.routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Routes>,
      { path: '/account/billing-details' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments & Billing' })).toBeInTheDocument();
  });
});
