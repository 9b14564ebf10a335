import { portalCache } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import { summary } from '../../billing-details/__tests__/billing-fixtures';
import { PAYMENT_RETURN_ROUTE_KEY, savePaymentAttempt } from '../../pay-now/payment-return-route';
import PaymentRedirectPage from '../components/payment-redirect-page';

// The billing details page underneath is engineer D's; here it stands in as a page that reads the ledger.
jest.mock('../../billing-details/components/billing-details-page', () => ({
  __esModule: true,
  default: function BillingDetailsStandIn() {
    const details = useQuery(actionQueryOptions('billing.GetBillingDetails', {}));
    return <h1>Billing details {details.data ? 'loaded' : 'loading'}</h1>;
  },
}));

const paid = {
  kind: 'payment',
  paymentStatus: true,
  message: 'Payment successful.',
  reference: 'PAY-7F3A2B19C0',
  serviceTag: 'ACC-100234',
  displayProduct: 'Account payment',
  displayAmount: 'R 3 927.50',
  amount: 3927.5,
  paidFor: 'account',
};

function serve(validate: (input: Record<string, unknown>) => ActionReply) {
  return mockActions((name, input) => {
    if (name === 'billing.payment.ValidatePayGatePayment') return validate(input);
    if (name === 'billing.GetBillingDetails') return { result: summary };
    return { error: `unexpected ${name}` };
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <StrictMode>
      <Routes>
        <Route path="/payment/redirect" element={<PaymentRedirectPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </StrictMode>,
    { path },
  );

beforeEach(() => {
  portalCache.clear();
  sessionStorage.clear();
});

describe('/payment/redirect', () => {
  it('validates the token once (even in strict mode) and shows Payment Confirmed over billing details', async () => {
    const fetchMock = serve(() => ({ result: paid }));
    renderAt('/payment/redirect?paymentToken=sess-abc');
    expect(screen.getByRole('dialog', { name: 'Checking your payment' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Payment Confirmed' });
    const valueOf = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Payment status')).toHaveTextContent('Successful');
    expect(valueOf('Reference')).toHaveTextContent('PAY-7F3A2B19C0');
    // An account payment names the account, not a service.
    expect(valueOf('Account')).toHaveTextContent('ACC-100234');
    expect(within(dialog).queryByText('Service tag')).not.toBeInTheDocument();
    expect(valueOf('Product')).toHaveTextContent('Account payment');
    expect(valueOf('Amount')).toHaveTextContent('R 3 927.50');
    expect(screen.getByRole('heading', { name: /Billing details/, hidden: true })).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.payment.ValidatePayGatePayment')).toEqual([{ token: 'sess-abc' }]);
  });

  it('names the invoice a payment paid', async () => {
    serve(() => ({ result: { ...paid, paidTowards: 'Invoice INV1001-0012 R 3 927.50' } }));
    renderAt('/payment/redirect?paymentToken=sess-abc');
    const dialog = await screen.findByRole('dialog', { name: 'Payment Confirmed' });
    expect(within(dialog).getByText('Paid towards', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Invoice INV1001-0012 R 3 927.50');
  });

  it('an account payment that named no invoice has no Paid towards', async () => {
    serve(() => ({ result: paid }));
    renderAt('/payment/redirect?paymentToken=sess-abc');
    const dialog = await screen.findByRole('dialog', { name: 'Payment Confirmed' });
    expect(within(dialog).queryByText('Paid towards')).not.toBeInTheDocument();
  });

  it.each([
    ['cuts a 41-character product to 37 characters and "..."', 'Fibre 100/100 Mbps uncapped with router X', 'Fibre 100/100 Mbps uncapped with rout...'],
    ['leaves a 40-character product as it is', 'Fibre 100/100 Mbps uncapped with router', 'Fibre 100/100 Mbps uncapped with router'],
  ])('%s', async (_name, product, shown) => {
    serve(() => ({ result: { ...paid, displayProduct: product } }));
    renderAt('/payment/redirect?paymentToken=sess-abc');
    const dialog = await screen.findByRole('dialog', { name: 'Payment Confirmed' });
    expect(within(dialog).getByText('Product', { selector: 'dt' }).nextElementSibling!.textContent).toBe(shown);
  });

  it('shows Payment Failed with the reason for a declined card', async () => {
    serve(() => ({ result: { ...paid, paymentStatus: false, message: 'The card was declined by the bank.' } }));
    renderAt('/payment/redirect?paymentToken=sess-abc');
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(within(dialog).getByText('The card was declined by the bank.')).toBeInTheDocument();
    expect(within(dialog).getByText('Payment status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Failed');
  });

  it('offers Try again after a failed payment: back to the payment dialog with the same amount and invoice', async () => {
    savePaymentAttempt({ amount: 3927.5, invoiceTxNumber: 'INV1001-0012' });
    serve(() => ({ result: { ...paid, paymentStatus: false, message: 'The card was declined by the bank.' } }));
    renderAt('/payment/redirect?paymentToken=sess-abc');
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/billing-details?pay=invoice&invoice=INV1001-0012&amount=3927.50');
  });

  it('Try again without a saved attempt opens the dialog on the failed amount; a successful payment has no Try again', async () => {
    serve(() => ({ result: { ...paid, paymentStatus: false, amount: 250, displayAmount: 'R 250.00', message: 'The card was declined by the bank.' } }));
    renderAt('/payment/redirect?paymentToken=sess-abc');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Payment Failed' })).getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/billing-details?pay=now&amount=250.00');
  });

  it('a confirmed payment offers OK only', async () => {
    serve(() => ({ result: paid }));
    renderAt('/payment/redirect?paymentToken=sess-abc');
    const dialog = await screen.findByRole('dialog', { name: 'Payment Confirmed' });
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([
    [true, 'Capturing Confirmed', 'Card details successfully captured.'],
    [false, 'Capturing Failed', 'Failed to capture credit card details'],
  ])('a card capture with status %s shows %s', async (status, title, message) => {
    serve(() => ({
      result: { ...paid, kind: 'capture', paymentStatus: status, message, reference: 'CAP-01', displayProduct: 'Credit card capture', displayAmount: 'R 0.00' },
    }));
    renderAt('/payment/redirect?paymentToken=sess-abc&kind=capture');
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getAllByText(message)).toHaveLength(1);
    expect(within(dialog).queryByText('Amount')).not.toBeInTheDocument();
  });

  it('shows Transaction Failed with the server’s message when the payment cannot be validated', async () => {
    serve(() => ({ error: 'That payment was not found.', status: 404 }));
    renderAt('/payment/redirect?paymentToken=forged');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('That payment was not found.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/billing-details');
  });

  it('closing returns to the saved route, forgets it, and reloads the billing queries', async () => {
    sessionStorage.setItem(PAYMENT_RETURN_ROUTE_KEY, '/account/debit-order-mandate');
    const fetchMock = serve(() => ({ result: paid }));
    renderAt('/payment/redirect?paymentToken=sess-abc');
    const dialog = await screen.findByRole('dialog', { name: 'Payment Confirmed' });
    // Loaded for the page underneath, and again once the payment is recorded.
    await waitFor(() => expect(inputsOf(fetchMock, 'billing.GetBillingDetails')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/account/debit-order-mandate');
    expect(sessionStorage.getItem(PAYMENT_RETURN_ROUTE_KEY)).toBeNull();
    expect(inputsOf(fetchMock, 'billing.payment.ValidatePayGatePayment')).toHaveLength(1);
  });

  it('Escape closes the result too, and goes to billing details without a saved route', async () => {
    serve(() => ({ result: paid }));
    renderAt('/payment/redirect?paymentToken=sess-abc');
    await screen.findByRole('dialog', { name: 'Payment Confirmed' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('where')).toHaveTextContent('/account/billing-details');
  });

  it('ignores a saved route that is not a path of this portal', async () => {
    sessionStorage.setItem(PAYMENT_RETURN_ROUTE_KEY, '//evil.example/phish');
    serve(() => ({ result: paid }));
    renderAt('/payment/redirect?paymentToken=sess-abc');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/billing-details');
  });

  it('goes back to billing details without a token, asking nothing', async () => {
    const fetchMock = serve(() => ({ result: paid }));
    renderAt('/payment/redirect');
    expect(await screen.findByTestId('where')).toHaveTextContent('/account/billing-details');
    expect(inputsOf(fetchMock, 'billing.payment.ValidatePayGatePayment')).toEqual([]);
  });
});
