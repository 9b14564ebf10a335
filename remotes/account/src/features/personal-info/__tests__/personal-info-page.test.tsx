import { portalCache } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import PersonalInfoPage from '../components/personal-info-page';

const account = {
  accountId: 1,
  accountCode: 'CUS1001',
  customerName: 'Thandi Mokoena',
  enterprise: false,
  status: 'Active',
  parentAccountCode: null,
  contact: { personId: 1, firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com', cellNumber: '0821234567', landline: null },
  postalAddress: { line1: 'PO Box 1024', line2: '', city: 'Johannesburg', postalCode: '2000' },
  physicalAddress: { line1: '12 Main Road', line2: 'Unit 4', city: 'Johannesburg', postalCode: '2001' },
  role: 'customer',
  portalModules: ['account'],
};

describe('Personal Info', () => {
  beforeEach(() => portalCache.clear());

  it('shows the account under the My Account header, and caches it for the next visit', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, result: account }) }));
    global.fetch = fetchMock as never;
    const renderPage = () =>
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/account/account-details']}>
            <PersonalInfoPage />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    const first = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Manage your Personal Info and Payment Details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByText('thandi@example.com')).toBeInTheDocument();
    expect(screen.getByText('12 Main Road')).toBeInTheDocument();
    expect(screen.getAllByText('Not on record')).toHaveLength(1);
    first.unmount();

    renderPage();
    expect(await screen.findByText('thandi@example.com')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
