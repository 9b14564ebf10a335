import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/ui/testing';
import dashboardCards from '../../../dashboard-cards';
import BillingDetailsPage from '../components/billing-details-page';
import { collectionRules, resetBillingTestState, serveBilling, signIn, summary } from './billing-fixtures';

/** The billing page says what the one collection model says: never 'Active' while the mandate awaits acceptance. */

const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
const renderPage = () => renderWithProviders(<BillingDetailsPage />, { path: '/account/billing-details' });

beforeEach(() => {
  resetBillingTestState();
  signIn('customer');
});

describe('the debit order’s standing on Payments & Billing', () => {
  it('while the mandate awaits acceptance: the debit order says so, no "Active", and the mandate link asks for acceptance', async () => {
    serveBilling({
      'billing.GetBillingDetails': () => ({
        result: { ...summary, debitOrder: { state: 'awaiting-mandate', stateText: 'Awaiting mandate acceptance', mandate: 'awaiting-acceptance', collectionDay: '25th of the month' } },
      }),
      'billing.GetCollectionRules': () => ({
        result: { ...collectionRules, nextCollectionDate: null, rules: ['Your debit order is waiting for you to accept its mandate: nothing is collected until you do.'] },
      }),
    });
    renderPage();
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(valueOf(method, 'Debit order')).toHaveTextContent('Awaiting mandate acceptance');
    expect(valueOf(method, 'Mandate')).toHaveTextContent('Awaiting your acceptance');
    expect(within(method).queryByText('Active')).not.toBeInTheDocument();
    expect(within(method).getByRole('link', { name: 'Review and accept your debit order mandate' })).toHaveAttribute('href', '/account/debit-order-mandate');
    const next = screen.getByRole('region', { name: 'Next collection' });
    expect(await within(next).findByText('None scheduled')).toBeInTheDocument();
    expect(within(next).getByText('Your debit order is waiting for you to accept its mandate: nothing is collected until you do.')).toBeInTheDocument();
  });

  it('an accepted, active debit order says Active and links to the mandate to view it', async () => {
    serveBilling();
    renderPage();
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(valueOf(method, 'Debit order')).toHaveTextContent('Active');
    expect(valueOf(method, 'Mandate')).toHaveTextContent('Accepted');
    expect(within(method).getByRole('link', { name: 'View your debit order mandate' })).toBeInTheDocument();
  });

  it('shows a credit balance as credit, on the page and on the dashboard card', async () => {
    const inCredit = { ...summary, overdue: false, displayCurrentStatus: 'In credit', balance: -250, amountDue: 0, dueDate: null };
    serveBilling({ 'billing.GetBillingDetails': () => ({ result: inCredit }) });
    const { unmount } = renderPage();
    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(valueOf(balance, 'Balance')).toHaveTextContent(/^R 250\.00 in credit$/);
    unmount();

    const Card = dashboardCards[0].Component;
    renderWithProviders(<Card />, { path: '/dashboard' });
    expect(await screen.findByText('R 250.00 in credit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View billing' })).toHaveAttribute('href', '/account/billing-details');
  });

  it('gives a cash or EFT payer the provider’s bank details with the reference to use', async () => {
    serveBilling({
      'billing.GetBillingDetails': () => ({
        result: { ...summary, paymentMethodId: 3, billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: null }, debitOrder: { ...summary.debitOrder, state: 'not-used' } },
      }),
      'billing.GetCollectionRules': () => ({
        result: {
          nextCollectionDate: null,
          nextCollectionAmount: 0,
          rules: ['You pay by cash or EFT: nothing is collected from you automatically.'],
          payByEft: { bankName: 'First National Bank', accountName: 'Customer Portal Telecoms (Pty) Ltd', accountNumber: '62000000001', branchCode: '250655', reference: 'RES4001' },
        },
      }),
    });
    renderPage();
    const eft = await screen.findByRole('region', { name: 'Pay by EFT' });
    expect(valueOf(eft, 'Bank')).toHaveTextContent('First National Bank');
    expect(valueOf(eft, 'Account name')).toHaveTextContent('Customer Portal Telecoms (Pty) Ltd');
    expect(valueOf(eft, 'Account number')).toHaveTextContent('62000000001');
    expect(valueOf(eft, 'Branch code')).toHaveTextContent('250655');
    expect(valueOf(eft, 'Reference')).toHaveTextContent('RES4001');
    expect(screen.getByRole('button', { name: 'Register card for monthly payments' })).toBeInTheDocument();
  });
});
