import { portalCache } from '@portal/contract';
import { idempotencyKey as idempotencyKeySchema } from '@portal/contract/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { heldReply, inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import { goToExternalPage } from '../browser-navigation';
import { PayNowButton } from '../components/pay-now-button';
import { PAYMENT_RETURN_ROUTE_KEY } from '../payment-return-route';

jest.mock('../browser-navigation', () => ({ goToExternalPage: jest.fn(), postFormTopLevel: jest.fn() }));
const goTo = jest.mocked(goToExternalPage);

const allowed = {
  customerName: 'Thandi Mokoena',
  paymentStatus: 'Overdue',
  paymentAllowed: true,
  warningMessage: 'Your account is overdue. Please pay the outstanding amount to avoid interruption of your services.',
  collectionAmount: 3927.5,
  collectionAmountDisplay: 'R 3 927.50',
};
const GATEWAY_PAGE = 'http://localhost/gateway-sim/pay?session=abc';

type Handler = (input: Record<string, unknown>) => ActionReply | Promise<ActionReply>;
function serve(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'billing.payment.GetPayGatePayNowDetails': () => ({ result: allowed }),
    'billing.payment.PerformPayGatePayment': () => ({ result: { creditCardInfoCaptureUrl: GATEWAY_PAGE } }),
    'billing.payment.GetCardCaptureFrame': () => ({ result: { redirectUrl: '/gateway-sim/process', pairList: [{ key: 'PAY_REQUEST_ID', value: 'abc' }] } }),
    ...overrides,
  };
  return mockActions((name, input) => handlers[name]?.(input) ?? { error: `unexpected ${name}` });
}

const renderButton = () => renderWithProviders(<PayNowButton />, { path: '/account/billing-details?tab=1' });

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  return screen.findByRole('dialog', { name: 'Credit Card Payment' });
}
const valueOf = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  portalCache.clear();
  sessionStorage.clear();
  goTo.mockClear();
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Credit Card Payment', () => {
  it('loads the pay-now details and shows customer, payment status, amount and the warning', async () => {
    const { held, release } = heldReply({ result: allowed });
    serve({ 'billing.payment.GetPayGatePayNowDetails': () => held });
    renderButton();
    const dialog = await openModal();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your payment details…');
    expect(within(dialog).queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument();
    release();
    expect(await within(dialog).findByText('Thandi Mokoena')).toBeInTheDocument();
    expect(valueOf(dialog, 'Payment status')).toHaveTextContent('Overdue');
    expect(valueOf(dialog, 'Amount to pay')).toHaveTextContent('R 3 927.50');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(allowed.warningMessage);
    expect(within(dialog).getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
  });

  it('has no Confirm Payment when payment is not allowed, and says why', async () => {
    const fetchMock = serve({
      'billing.payment.GetPayGatePayNowDetails': () => ({
        result: { ...allowed, paymentStatus: 'Up to date', paymentAllowed: false, warningMessage: 'There is nothing to pay on this account.', collectionAmount: 0, collectionAmountDisplay: 'R 0.00' },
      }),
    });
    renderButton();
    const dialog = await openModal();
    expect(await within(dialog).findByText('There is nothing to pay on this account.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Capture card details instead' })).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.payment.PerformPayGatePayment')).toEqual([]);
  });

  it('sends one request for a double click, with the amount and an idempotency key, then goes to the gateway', async () => {
    const { held, release } = heldReply({ result: { creditCardInfoCaptureUrl: GATEWAY_PAGE } });
    const fetchMock = serve({ 'billing.payment.PerformPayGatePayment': () => held });
    renderButton();
    const dialog = await openModal();
    const confirm = await within(dialog).findByRole('button', { name: 'Confirm Payment' });
    // Two clicks in one go, before React Query's pending state can reach the button.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await userEvent.dblClick(confirm);
    expect(confirm).toBeDisabled();
    expect(inputsOf(fetchMock, 'billing.payment.PerformPayGatePayment')).toHaveLength(1);
    const [sent] = inputsOf(fetchMock, 'billing.payment.PerformPayGatePayment');
    expect(sent.amount).toBe(3927.5);
    expect(idempotencyKeySchema.safeParse(sent.idempotencyKey).success).toBe(true);
    expect(goTo).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(GATEWAY_PAGE));
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText('Taking you to the secure payment page…')).toBeInTheDocument();
    expect(sessionStorage.getItem(PAYMENT_RETURN_ROUTE_KEY)).toBe('/account/billing-details?tab=1');
  });

  it('shows "Failed to process payment: " with the message, and a retry repeats the same key', async () => {
    let calls = 0;
    const fetchMock = serve({
      'billing.payment.PerformPayGatePayment': () =>
        ++calls === 1 ? { error: 'The payment gateway is not answering.', status: 503 } : { result: { creditCardInfoCaptureUrl: GATEWAY_PAGE } },
    });
    renderButton();
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm Payment' }));
    expect(await within(dialog).findByText('Failed to process payment: The payment gateway is not answering.')).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(GATEWAY_PAGE));
    const [first, second] = inputsOf(fetchMock, 'billing.payment.PerformPayGatePayment');
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('makes a new key for each opening of the modal', async () => {
    const fetchMock = serve({ 'billing.payment.PerformPayGatePayment': () => ({ error: 'No.', status: 400 }) });
    renderButton();
    let dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm Payment' }));
    await within(dialog).findByText('Failed to process payment: No.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm Payment' }));
    await within(dialog).findByText('Failed to process payment: No.');
    const [first, second] = inputsOf(fetchMock, 'billing.payment.PerformPayGatePayment');
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('the alternative path saves the route, closes the modal and opens the capture frame', async () => {
    const fetchMock = serve();
    renderButton();
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Capture card details instead' }));
    expect(screen.queryByRole('dialog', { name: 'Credit Card Payment' })).not.toBeInTheDocument();
    const frame = screen.getByRole('dialog', { name: 'Enter Credit Card Details' });
    expect(await within(frame).findByTitle('Secure card details form')).toBeInTheDocument();
    expect(sessionStorage.getItem(PAYMENT_RETURN_ROUTE_KEY)).toBe('/account/billing-details?tab=1');
    expect(inputsOf(fetchMock, 'billing.payment.GetCardCaptureFrame')).toHaveLength(1);
    expect(inputsOf(fetchMock, 'billing.payment.PerformPayGatePayment')).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the pay-now details cannot be loaded', async () => {
    let calls = 0;
    serve({ 'billing.payment.GetPayGatePayNowDetails': () => (++calls === 1 ? { error: 'Billing is resting.' } : { result: allowed }) });
    renderButton();
    const dialog = await openModal();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Billing is resting.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Confirm Payment' })).toBeInTheDocument();
  });

  it('opens at once from the dashboard’s ?pay=now, then takes the parameter out of the address', async () => {
    serve();
    const Location = () => <output aria-label="location">{`${useLocation().pathname}${useLocation().search}`}</output>;
    renderWithProviders(
      <>
        <PayNowButton />
        <Location />
      </>,
      { path: '/account/billing-details?tab=1&pay=now' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Credit Card Payment' });
    expect(await within(dialog).findByText('Thandi Mokoena')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/account\/billing-details\?tab=1$/);
  });
});
