import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalCache } from '@portal/contract';
import { heldReply, inputsOf, mockActions, type ActionReply } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';
import BillingDetailsPage from '../components/billing-details-page';
import { cardOnRecord, signIn, summary } from './billing-fixtures';

const invoice = (n: number) => ({
  invoiceTxNumber: `INV-${n}`,
  invoiceDate: '2026-11-01',
  dueDate: '2026-11-07',
  total: 1000 + n,
  outstanding: n === 1 ? 1001 : 0,
  status: n === 1 ? 'Unpaid' : 'Paid',
});

/** 8 invoices on the server, newest first, in pages of the size asked for. */
function invoicesPage(input: Record<string, unknown>) {
  const from = (Number(input.page) - 1) * Number(input.pageSize) + 1;
  const numbers = Array.from({ length: Math.max(0, Math.min(Number(input.pageSize), 8 - from + 1)) }, (_, i) => from + i);
  return { result: { total: 8, invoices: numbers.map(invoice) } };
}

const rules = {
  nextCollectionDate: '2026-11-25',
  nextCollectionAmount: 3927,
  rules: ['Your debit order is collected on the 25th of each month.', 'A returned debit order suspends collection.'],
  payByEft: null,
};

function serve(
  overrides: {
    details?: () => ActionReply | Promise<ActionReply>;
    invoices?: (input: Record<string, unknown>) => ActionReply | Promise<ActionReply>;
    rules?: () => ActionReply | Promise<ActionReply>;
  } = {},
) {
  return mockActions((name, input) => {
    if (name === 'billing.GetBillingDetails') return overrides.details?.() ?? { result: summary };
    if (name === 'billing.GetInvoices') return overrides.invoices?.(input) ?? invoicesPage(input);
    if (name === 'billing.GetCollectionRules') return overrides.rules?.() ?? { result: rules };
    if (name === 'billing.payment.GetAddToBillOffers') return { result: { offers: [] } };
    if (name === 'billing.GetPayments') return { result: { total: 0, payments: [] } };
    if (name === 'billing.arrangement.GetPaymentArrangement') {
      return { result: { arrangement: null, eligibility: { eligible: false, reason: 'Nothing on your account is overdue, so there is nothing to arrange.', overdue: 0, earliestDate: '2026-11-22', latestDate: '2026-12-22', maxParts: 3 } } };
    }
    return { error: `unexpected ${name}` };
  });
}

const renderPage = () => renderWithProviders(<BillingDetailsPage />, { path: '/account/billing-details' });
const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Payments & Billing', () => {
  beforeEach(() => {
    portalCache.clear();
    signIn('customer');
  });

  it('shows the Payments & Billing header and loading states while billing loads', async () => {
    const { held, release } = heldReply({ result: summary });
    serve({ details: () => held, invoices: () => 'pending' });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Payments & Billing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payments & Billing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Payments & Billing' })).toBeInTheDocument();
    const loading = screen.getAllByRole('status').map((s) => s.textContent);
    expect(loading).toEqual(['Loading your billing details…', 'Loading your payment arrangement…', 'Loading your invoices…', 'Loading your payments…', 'Loading the extras for your services…']);
    release();
    expect(await screen.findByText('First National Bank')).toBeInTheDocument();
  });

  it('shows the payment method, obfuscated account, status, balance, amount due, due date and the overdue flag', async () => {
    serve();
    renderPage();
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(valueOf(method, 'Current method')).toHaveTextContent('Debit order');
    expect(valueOf(method, 'Bank')).toHaveTextContent('First National Bank');
    expect(valueOf(method, 'Account number')).toHaveTextContent('******7890');
    expect(valueOf(method, 'Account status')).toHaveTextContent('Overdue');
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(valueOf(balance, 'Balance')).toHaveTextContent('R 4 126.50');
    expect(valueOf(balance, 'Amount due')).toHaveTextContent('R 3 927.00');
    expect(valueOf(balance, 'Due date')).toHaveTextContent('7 Nov 2026');
    expect(valueOf(balance, 'Overdue')).toHaveTextContent('Overdue');
    expect(screen.getByRole('alert')).toHaveTextContent('Your account is overdue. Amount due: R 3 927.00 (due 7 Nov 2026).');
  });

  it('names a credit card by its obfuscated number, and an account in good standing has no warning', async () => {
    serve({
      details: () => ({
        result: {
          ...summary,
          paymentMethodId: 1,
          overdue: false,
          displayCurrentStatus: 'Active',
          amountDue: 0,
          dueDate: null,
          billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: cardOnRecord },
        },
      }),
    });
    renderPage();
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(valueOf(method, 'Current method')).toHaveTextContent('Credit card');
    expect(valueOf(method, 'Card number')).toHaveTextContent('**** **** **** 4242');
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(valueOf(balance, 'Due date')).toHaveTextContent('Nothing due');
    expect(valueOf(balance, 'Overdue')).toHaveTextContent('No');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls cash by its name', async () => {
    serve({ details: () => ({ result: { ...summary, paymentMethodId: 3, billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: null } } }) });
    renderPage();
    expect(valueOf(await screen.findByRole('region', { name: 'Payment method' }), 'Current method')).toHaveTextContent('Cash');
  });

  it('lists the latest 6 invoices with their amounts and status, and shows the rest on request', async () => {
    const fetchMock = serve();
    renderPage();
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    const table = await within(invoices).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    const first = within(rows[0]).getAllByRole('cell').slice(0, 6).map((c) => c.textContent);
    expect(first).toEqual(['INV-1', '1 Nov 2026', '7 Nov 2026', 'R 1 001.00', 'R 1 001.00', 'Unpaid']);
    expect(within(invoices).getByText('Showing the latest 6 of 8 invoices')).toBeInTheDocument();

    await userEvent.click(within(invoices).getByRole('button', { name: 'Show more invoices' }));
    expect(await within(invoices).findByText('INV-8')).toBeInTheDocument();
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(8);
    expect(within(invoices).getByText('Showing the latest 8 of 8 invoices')).toBeInTheDocument();
    expect(within(invoices).queryByRole('button', { name: 'Show more invoices' })).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.GetInvoices')).toEqual([
      { page: 1, pageSize: 6 },
      { page: 2, pageSize: 6 },
    ]);
  });

  it('shows each invoice as a block with its number as a heading on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      serve();
      renderPage();
      const invoices = await screen.findByRole('region', { name: 'Invoices' });
      const list = await within(invoices).findByRole('list', { name: 'Invoices, newest first' });
      expect(within(invoices).queryByRole('table')).not.toBeInTheDocument();
      const first = within(list).getAllByRole('listitem')[0];
      expect(within(first).getByRole('heading', { level: 3, name: 'INV-1' })).toBeInTheDocument();
      expect(within(first).getByText('Unpaid')).toBeInTheDocument();
      expect(within(first).getByText('Outstanding', { selector: 'dt' }).nextElementSibling).toHaveTextContent('R 1 001.00');
      expect(within(invoices).getByRole('button', { name: 'Show more invoices' })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('explains an empty invoice list', async () => {
    serve({ invoices: () => ({ result: { total: 0, invoices: [] } }) });
    renderPage();
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByText('You have no invoices yet.')).toBeInTheDocument();
    expect(within(invoices).getByText(/after your first billing date/)).toBeInTheDocument();
    expect(within(invoices).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each part’s error with a retry that loads it again', async () => {
    let detailCalls = 0;
    let invoiceCalls = 0;
    serve({
      details: () => (++detailCalls === 1 ? { error: 'Billing is resting.' } : { result: summary }),
      invoices: (input) => (++invoiceCalls === 1 ? { error: 'Invoices are resting.' } : invoicesPage(input)),
    });
    renderPage();
    const billing = screen.getByRole('region', { name: 'Payments & Billing' });
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    const billingError = await within(billing).findByRole('alert');
    expect(billingError).toHaveTextContent('We could not load your billing details');
    expect(billingError).toHaveTextContent('Billing is resting.');
    const invoicesError = await within(invoices).findByRole('alert');
    expect(invoicesError).toHaveTextContent('Invoices are resting.');

    await userEvent.click(within(invoicesError).getByRole('button', { name: 'Try again' }));
    expect(await within(invoices).findByText('INV-1')).toBeInTheDocument();
    await userEvent.click(within(billingError).getByRole('button', { name: 'Try again' }));
    expect(await within(billing).findByText('First National Bank')).toBeInTheDocument();
  });

  it('shows the next collection and how collection works, and links a debit order to its mandate', async () => {
    serve();
    renderPage();
    const next = await screen.findByRole('region', { name: 'Next collection' });
    expect(await within(next).findByText('25 Nov 2026')).toBeInTheDocument();
    expect(valueOf(next, 'Amount to collect')).toHaveTextContent('R 3 927.00');
    const how = within(next).getByRole('list', { name: 'How collection works' });
    expect(within(how).getAllByRole('listitem').map((li) => li.textContent)).toEqual(rules.rules);
    const method = screen.getByRole('region', { name: 'Payment method' });
    expect(within(method).getByRole('link', { name: 'View your debit order mandate' })).toHaveAttribute('href', '/account/debit-order-mandate');
    expect(screen.getByRole('button', { name: 'Edit Payment Info' })).toBeInTheDocument();
  });

  it('says when no collection is scheduled, shows no mandate link for a card, and offers a retry when the next collection fails', async () => {
    let resting = true;
    serve({
      details: () => ({ result: { ...summary, paymentMethodId: 1, billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: null } } }),
      rules: () => (resting ? { error: 'Collections are resting.' } : { result: { nextCollectionDate: null, nextCollectionAmount: 0, rules: [], payByEft: null } }),
    });
    renderPage();
    const next = await screen.findByRole('region', { name: 'Next collection' });
    const failure = await within(next).findByRole('alert');
    expect(failure).toHaveTextContent('We could not load your next collection. Collections are resting.');
    resting = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(next).findByText('None scheduled')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View your debit order mandate' })).not.toBeInTheDocument();
  });
});
