import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, inputsOf, renderWithProviders } from '@portal/ui/testing';
import { debitOrderOnRecord, resetBillingTestState, serveBilling, signIn, summary } from '../../billing-details/__tests__/billing-fixtures';
import MandatePage from '../components/mandate-page';

const pending = {
  mandateId: 7,
  status: 'pending',
  acceptedAt: null,
  customerName: 'Thandi Mokoena',
  accountCode: 'ACC-1001',
  accountHolder: 'T Mokoena',
  bankName: 'First National Bank',
  accountNumberObfuscated: '******7890',
  branchCode: '250655',
  collectionDay: '25th',
  paragraphs: ['I, Thandi Mokoena, authorise the provider to debit my account.', 'I may cancel this authority with 30 days’ notice.'],
  provider: { legalName: 'Customer Portal Telecoms (Pty) Ltd', registrationNumber: '2019/123456/07', vatNumber: '4123456789', address: ['1 Fibre Lane', 'Rosebank'] },
};
const accepted = { ...pending, status: 'accepted', acceptedAt: '2026-11-20T09:15:00Z' };

const renderPage = () => renderWithProviders(<MandatePage />, { path: '/account/debit-order-mandate' });
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  resetBillingTestState();
  signIn('customer');
});

describe('Debit order mandate', () => {
  it('renders the mandate with the obfuscated account and its paragraphs, then accepts it', async () => {
    const { held, release } = heldReply({ result: accepted });
    // Like the server: once accepted, the mandate renders as accepted (the page refreshes billing after accepting).
    let current: typeof pending | typeof accepted = pending;
    const fetchMock = serveBilling({
      'billing.mandates.RenderDebitOrderMandate': () => ({ result: current }),
      'billing.mandates.AcceptDebitOrderMandate': () => {
        current = accepted;
        return held;
      },
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your debit order mandate…');
    const mandate = await screen.findByRole('region', { name: 'Debit Order Mandate' });
    expect(await within(mandate).findByText('ACC-1001')).toBeInTheDocument();
    expect(valueOf('Customer')).toHaveTextContent('Thandi Mokoena');
    expect(valueOf('Bank')).toHaveTextContent('First National Bank');
    expect(valueOf('Account number')).toHaveTextContent('******7890');
    expect(valueOf('Branch code')).toHaveTextContent('250655');
    expect(valueOf('Collection day')).toHaveTextContent('25th');
    expect(valueOf('Status')).toHaveTextContent('Awaiting your acceptance');
    // The party authorised is the provider's legal entity, not the portal's brand.
    expect(valueOf('Authorised to debit')).toHaveTextContent('Customer Portal Telecoms (Pty) Ltd');
    expect(valueOf('Authorised to debit')).toHaveTextContent('VAT number 4123456789');
    for (const paragraph of pending.paragraphs) expect(within(mandate).getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Payments & Billing' })).toHaveAttribute('href', '/account/billing-details');

    const accept = within(mandate).getByRole('button', { name: 'Accept Mandate' });
    await userEvent.click(accept);
    expect(accept).toBeDisabled();
    release();
    expect(await within(mandate).findByText('Thank you. You accepted this debit order mandate on 20 Nov 2026.')).toBeInTheDocument();
    expect(valueOf('Status')).toHaveTextContent('Accepted on 20 Nov 2026');
    expect(within(mandate).queryByRole('button', { name: 'Accept Mandate' })).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.mandates.AcceptDebitOrderMandate')).toEqual([{ mandateId: 7 }]);
  });

  it('shows an accepted mandate with its date and no Accept button', async () => {
    serveBilling({ 'billing.mandates.RenderDebitOrderMandate': () => ({ result: accepted }) });
    renderPage();
    expect(await screen.findByText('You accepted this debit order mandate on 20 Nov 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Mandate' })).not.toBeInTheDocument();
  });

  it('shows why accepting failed (a cancelled re-authentication included) and lets the customer try again', async () => {
    let calls = 0;
    let current: typeof pending | typeof accepted = pending;
    serveBilling({
      'billing.mandates.RenderDebitOrderMandate': () => ({ result: current }),
      'billing.mandates.AcceptDebitOrderMandate': () => {
        if (++calls === 1) return { error: 'Re-authentication was cancelled, so nothing was changed.', status: 403 };
        current = accepted;
        return { result: accepted };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Mandate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not accept the mandate: Re-authentication was cancelled, so nothing was changed.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept Mandate' }));
    expect(await screen.findByText(/You accepted this debit order mandate/)).toBeInTheDocument();
  });

  it('shows a failure to load the mandate with a retry', async () => {
    serveBilling({ 'billing.mandates.RenderDebitOrderMandate': () => ({ error: 'Mandate is resting.' }) });
    renderPage();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('We could not load your debit order mandate');
    expect(failure).toHaveTextContent('Mandate is resting.');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says there is no mandate when the server finds none', async () => {
    const fetchMock = serveBilling();
    const reply = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: { body?: string }) =>
      url.endsWith('/billing.mandates.RenderDebitOrderMandate')
        ? {
            ok: false,
            status: 409,
            json: async () => ({
              success: false,
              result: null,
              errors: [{ code: 'BAD_INPUT', message: 'This account has no debit order, so there is no debit order mandate.' }],
            }),
          }
        : reply(url, init),
    );
    renderPage();
    expect(await screen.findByText('You have no debit order mandate.')).toBeInTheDocument();
    expect(screen.getByText('This account has no debit order, so there is no debit order mandate.')).toBeInTheDocument();
    const mandate = screen.getByRole('region', { name: 'Debit Order Mandate' });
    expect(within(mandate).getByRole('link', { name: 'Payments & Billing' })).toHaveAttribute('href', '/account/billing-details');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs an account enquiry with the current status, after asking for a description', async () => {
    const fetchMock = serveBilling({
      'billing.mandates.RenderDebitOrderMandate': () => ({ result: pending }),
      'billing.support.CreateAccountEnquirySupportTicket': () => ({ result: { ticketNumber: 'TCK-10088' } }),
    });
    renderPage();
    const enquiry = screen.getByRole('region', { name: 'Account enquiry' });
    await screen.findByText('ACC-1001');
    await waitFor(() => expect(inputsOf(fetchMock, 'billing.GetBillingDetails')).toHaveLength(1));
    await userEvent.click(within(enquiry).getByRole('button', { name: 'Send Enquiry' }));
    const description = within(enquiry).getByRole('textbox', { name: 'Your enquiry' });
    expect(description).toHaveAccessibleDescription('Please describe your enquiry.');
    expect(description).toHaveAttribute('autocomplete', 'off');
    expect(inputsOf(fetchMock, 'billing.support.CreateAccountEnquirySupportTicket')).toEqual([]);

    await userEvent.type(description, 'Why was my debit order taken twice? ');
    await userEvent.click(within(enquiry).getByRole('button', { name: 'Send Enquiry' }));
    expect(await within(enquiry).findByRole('link', { name: 'View ticket TCK-10088' })).toHaveAttribute('href', '/tickets/support/TCK-10088');
    expect(within(enquiry).getByText(/Your enquiry was logged as ticket TCK-10088/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.support.CreateAccountEnquirySupportTicket')).toEqual([
      {
        loggedDescription: 'Why was my debit order taken twice?',
        currentStatusDescription: 'Account status: Overdue. Debit order mandate: awaiting your acceptance.',
      },
    ]);
    expect(description).toHaveValue('');
  });

  it('words the enquiry’s rule (the action’s) as English: a description, at most 2000 characters, and sends nothing until it is met', async () => {
    const fetchMock = serveBilling({
      'billing.mandates.RenderDebitOrderMandate': () => ({ result: pending }),
      'billing.support.CreateAccountEnquirySupportTicket': () => ({ result: { ticketNumber: 'TCK-10089' } }),
    });
    renderPage();
    const enquiry = screen.getByRole('region', { name: 'Account enquiry' });
    await screen.findByText('ACC-1001');
    const description = within(enquiry).getByRole('textbox', { name: 'Your enquiry' });
    await userEvent.type(description, '   ');
    await userEvent.tab();
    expect(description).toHaveAccessibleDescription('Please describe your enquiry.');

    fireEvent.change(description, { target: { value: 'x'.repeat(2001) } });
    await userEvent.click(within(enquiry).getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(description).toHaveAccessibleDescription('Please keep your enquiry to 2000 characters or fewer.'));
    expect(inputsOf(fetchMock, 'billing.support.CreateAccountEnquirySupportTicket')).toEqual([]);

    fireEvent.change(description, { target: { value: 'x'.repeat(2000) } });
    await userEvent.click(within(enquiry).getByRole('button', { name: 'Send Enquiry' }));
    expect(await within(enquiry).findByRole('link', { name: 'View ticket TCK-10089' })).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.support.CreateAccountEnquirySupportTicket')).toEqual([
      expect.objectContaining({ loggedDescription: 'x'.repeat(2000) }),
    ]);
  });
});

describe('Reactivate debit order', () => {
  it('offers to reactivate a suspended debit order by the id the details give, and shows the server’s answer', async () => {
    let suspended = true;
    const fetchMock = serveBilling({
      'billing.GetBillingDetails': () => ({
        result: { ...summary, billingDetails: { ...summary.billingDetails, debitOrderDetailsBean: { ...debitOrderOnRecord, status: suspended ? 'suspended' : 'active' } } },
      }),
      'billing.mandates.RenderDebitOrderMandate': () => ({ result: accepted }),
      'billing.payment.ReactivateDebitOrder': () => {
        suspended = false;
        return { result: { reactivated: true, message: 'Your debit order has been reactivated. The next collection run is on 25 Nov 2026.' } };
      },
    });
    renderPage();
    const mandate = await screen.findByRole('region', { name: 'Debit Order Mandate' });
    expect(await within(mandate).findByText('Your debit order is suspended, so nothing will be collected from your bank account.')).toBeInTheDocument();
    await userEvent.click(within(mandate).getByRole('button', { name: 'Reactivate debit order' }));
    expect(await within(mandate).findByText(/Your debit order has been reactivated/)).toBeInTheDocument();
    await waitFor(() => expect(inputsOf(fetchMock, 'billing.GetBillingDetails')).toHaveLength(2));
    expect(within(mandate).getByText(/Your debit order has been reactivated/)).toBeInTheDocument();
    expect(within(mandate).queryByRole('button', { name: 'Reactivate debit order' })).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.payment.ReactivateDebitOrder')).toEqual([{ id: 12 }]);
  });

  it('offers no reactivation for an active debit order', async () => {
    serveBilling({ 'billing.mandates.RenderDebitOrderMandate': () => ({ result: accepted }) });
    renderPage();
    await screen.findByText('ACC-1001');
    expect(screen.queryByRole('button', { name: 'Reactivate debit order' })).not.toBeInTheDocument();
  });
});
