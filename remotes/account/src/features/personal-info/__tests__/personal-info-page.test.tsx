import { signInAsHolder } from '../../../__tests__/test-server';
import { portalCache } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, inputsOf, mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';
import PersonalInfoPage from '../components/personal-info-page';

const account = {
  accountId: 1,
  accountCode: 'CUS1001',
  customerName: 'Thandi Mokoena',
  enterprise: false,
  status: 'Active',
  parentAccountCode: null,
  contact: { personId: 1, firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com', cellNumber: '0821234567', landline: null },
  postalAddress: { line1: '', line2: '', city: '', postalCode: '' },
  physicalAddress: { line1: '12 Main Road', line2: 'Unit 4', city: 'Johannesburg', postalCode: '2001' },
  role: 'customer',
  portalModules: ['account'],
};

const renderPage = () => renderWithProviders(<PersonalInfoPage />, { path: '/account/account-details' });

describe('Personal Info', () => {
  beforeEach(() => {
    portalCache.clear();
    signInAsHolder();
  });

  it('shows the My Account header and a loading state while the account loads', async () => {
    const { held, release } = heldReply({ result: account });
    mockActions(() => held);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Manage your Personal Info and Payment Details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Personal Info' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Info' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your personal info…');
    release();
    expect(await screen.findByText('CUS1001')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the account, its contact person and addresses', async () => {
    mockActions((name) => (name === 'account.GetAccount' ? { result: account } : { error: 'unexpected' }));
    renderPage();
    const accountGroup = await screen.findByRole('region', { name: 'Account' });
    expect(within(accountGroup).getByText('Thandi Mokoena')).toBeInTheDocument();
    expect(within(accountGroup).getByText('CUS1001')).toBeInTheDocument();
    expect(within(accountGroup).getByText('Active')).toBeInTheDocument();
    expect(within(accountGroup).getByText('Enterprise account').nextElementSibling).toHaveTextContent('No');

    const contact = screen.getByRole('region', { name: 'Contact person' });
    expect(within(contact).getByRole('link', { name: 'thandi@example.com' })).toHaveAttribute('href', 'mailto:thandi@example.com');
    expect(within(contact).getByRole('link', { name: '0821234567' })).toHaveAttribute('href', 'tel:0821234567');
    expect(within(contact).getByText('Landline').nextElementSibling).toHaveTextContent('Not on record');

    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(within(addresses).getByText('12 Main Road')).toBeInTheDocument();
    expect(within(addresses).getByText('Unit 4')).toBeInTheDocument();
    expect(within(addresses).getByText('No postal address on record yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('flags an enterprise account and names a child account’s parent', async () => {
    mockActions(() => ({ result: { ...account, enterprise: true, parentAccountCode: 'ENT2001' } }));
    renderPage();
    const accountGroup = await screen.findByRole('region', { name: 'Account' });
    expect(within(accountGroup).getByText('Enterprise account').nextElementSibling).toHaveTextContent('Yes');
    expect(within(accountGroup).getByText('ENT2001')).toBeInTheDocument();
  });

  it('reads the account once and serves the next visit from the 600 s cache', async () => {
    const fetchMock = mockActions(() => ({ result: account }));
    const first = renderPage();
    expect(await screen.findByText('CUS1001')).toBeInTheDocument();
    first.unmount();
    renderPage();
    expect(await screen.findByText('CUS1001')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'account.GetAccount')).toEqual([{}]);
  });

  it('shows the server’s error with a retry that loads again', async () => {
    let calls = 0;
    mockActions(() => (++calls === 1 ? { error: 'The account service is down.' } : { result: account }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your personal info');
    expect(alert).toHaveTextContent('The account service is down.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('CUS1001')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
