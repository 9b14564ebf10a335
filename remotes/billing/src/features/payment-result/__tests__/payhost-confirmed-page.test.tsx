import { portalCache } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import PayHostConfirmedPage from '../components/payhost-confirmed-page';

const registered = {
  kind: 'capture',
  paymentStatus: true,
  message: 'Card details successfully captured.',
  reference: 'REG-0A1B2C3D4E',
  serviceTag: 'ACC-100234',
  displayProduct: 'Credit card registration',
  displayAmount: 'R 0.00',
  amount: 0,
  paidFor: 'account',
};

const serve = (reply: () => ActionReply) =>
  mockActions((name) => (name === 'billing.payment.ValidatePayment' ? reply() : { error: `unexpected ${name}` }));

const renderPage = (path: string) =>
  renderWithProviders(
    <StrictMode>
      <PayHostConfirmedPage />
    </StrictMode>,
    { path },
  );

beforeEach(() => portalCache.clear());

describe('/payment/redirect/payhost', () => {
  it('validates with ValidatePayment once and shows the result as a page with a way back', async () => {
    const fetchMock = serve(() => ({ result: registered }));
    renderPage('/payment/redirect/payhost?paymentToken=reg-token');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your payment…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Card details successfully captured.')).toBeInTheDocument();
    expect(screen.getByText('REG-0A1B2C3D4E')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Payments & Billing' })).toHaveAttribute('href', '/account/billing-details');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.payment.ValidatePayment')).toEqual([{ token: 'reg-token' }]);
  });

  it('shows Payment Failed when the registration failed at the provider', async () => {
    serve(() => ({ result: { ...registered, paymentStatus: false, message: 'Failed to capture credit card details' } }));
    renderPage('/payment/redirect/payhost?paymentToken=reg-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Failed to capture credit card details')).toBeInTheDocument();
  });

  it('shows Payment Confirmed for a payment', async () => {
    serve(() => ({ result: { ...registered, kind: 'payment', message: 'Payment successful.', displayAmount: 'R 99.00', amount: 99 } }));
    renderPage('/payment/redirect/payhost?paymentToken=reg-token');
    const section = (await screen.findByRole('heading', { level: 1, name: 'Payment Confirmed' })).closest('section')!;
    expect(within(section).getByText('R 99.00')).toBeInTheDocument();
  });

  it('shows Transaction Failed when the token cannot be validated', async () => {
    serve(() => ({ error: 'That payment was not found.', status: 404 }));
    renderPage('/payment/redirect/payhost?paymentToken=forged');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That payment was not found.');
  });
});
