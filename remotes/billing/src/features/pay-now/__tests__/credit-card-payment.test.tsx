import { CAPABILITY_UNAVAILABLE_MESSAGES, portalCache } from '@portal/contract';
import { configureInstanceOffer } from '@portal/ui/access';
import { idempotencyKey as idempotencyKeySchema } from '@portal/contract/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { heldReply, inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import { goToExternalPage } from '../browser-navigation';
import { PayNowButton } from '../components/pay-now-button';
import { PAYMENT_ATTEMPT_KEY, PAYMENT_RETURN_ROUTE_KEY } from '../payment-return-route';
import { ADVANCE_TEXT } from '../components/credit-card-payment-modal';

jest.mock('../browser-navigation', () => ({ goToExternalPage: jest.fn(), postFormTopLevel: jest.fn() }));
const goTo = jest.mocked(goToExternalPage);

const allowed = {
  customerName: 'Thandi Mokoena',
  paymentStatus: 'Overdue',
  paymentAllowed: true,
  warningMessage: 'Your account is overdue. Please pay the outstanding amount to avoid interruption of your services.',
  collectionAmount: 3927.5,
  collectionAmountDisplay: 'R 3 927.50',
  amountDue: 3927.5,
  credit: 0,
  invoice: null as null | { invoiceTxNumber: string; outstanding: number; dueDate: string },
  collection: { by: 'debit-order', state: 'runs', dayText: 'the 25th of the month' } as Record<string, unknown>,
  nextCollection: { date: '2026-11-25', amount: 3927.5 } as null | { date: string; amount: number },
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
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
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
  describe('when the portal has no payment gateway (capabilities.payments off)', () => {
    beforeEach(() => configureInstanceOffer({ capabilities: { payments: false } }));
    afterEach(() => configureInstanceOffer(null));

    it('says card payments are not available and offers nothing to confirm or capture', async () => {
      const calls = serve();
      renderButton();
      const dialog = await openModal();
      expect(within(dialog).getByRole('status')).toHaveTextContent(CAPABILITY_UNAVAILABLE_MESSAGES.payments);
      expect(within(dialog).queryByRole('button', { name: 'Confirm Payment' })).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Capture card details instead' })).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(inputsOf(calls, 'billing.payment.PerformPayGatePayment')).toEqual([]);
    });
  });

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
    expect(valueOf(dialog, 'Amount due')).toHaveTextContent('R 3 927.50');
    expect(within(dialog).getByRole('textbox', { name: 'Amount to pay' })).toHaveValue('3927.50');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(allowed.warningMessage);
    expect(within(dialog).getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
  });

  it('has no Confirm Payment when payment is not allowed, and says why', async () => {
    const suspended = 'Card payments cannot be made while the account is suspended. Please contact support.';
    const fetchMock = serve({
      'billing.payment.GetPayGatePayNowDetails': () => ({
        result: { ...allowed, paymentStatus: 'Suspended', paymentAllowed: false, warningMessage: suspended },
      }),
    });
    renderButton();
    const dialog = await openModal();
    expect(await within(dialog).findByText(suspended)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Amount to pay' })).not.toBeInTheDocument();
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
    expect(sent).toMatchObject({ amount: 3927.5 });
    expect(sent).not.toHaveProperty('advance');
    expect(sent).not.toHaveProperty('invoiceTxNumber');
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

  it('says before confirming what a part payment does to the next debit order, and sends the part', async () => {
    const fetchMock = serve();
    renderButton();
    const dialog = await openModal();
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount to pay' });
    const effect = () => within(dialog).getByRole('list', { name: 'What this payment does' });
    expect(effect()).toHaveTextContent('Paying the full balance cancels this month’s debit order of R 3 927.50 on 25 Nov 2026: nothing is collected that day.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    expect(effect()).toHaveTextContent('Your debit order of R 2 927.50 on 25 Nov 2026 still runs for the rest.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(GATEWAY_PAGE));
    expect(inputsOf(fetchMock, 'billing.payment.PerformPayGatePayment')).toEqual([{ amount: 1000, idempotencyKey: expect.any(String) }]);
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_ATTEMPT_KEY)!)).toEqual({ amount: 1000, invoiceTxNumber: null });
  });

  it('refuses an amount below R 10, above R 100 000 or with fractions of a cent, and sends nothing', async () => {
    const fetchMock = serve();
    renderButton();
    const dialog = await openModal();
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount to pay' });
    for (const [typed, message] of [
      ['9.99', 'The smallest card payment is R 10.00.'],
      ['100000.01', 'The largest card payment is R 100 000.00. For more, please pay by EFT.'],
      ['12.345', 'Please enter an amount in rand and cents, such as 250.00.'],
      ['', 'Please enter the amount to pay.'],
    ]) {
      await userEvent.clear(amount);
      if (typed) await userEvent.type(amount, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
      expect([typed, within(dialog).getByText(message)]).toEqual([typed, expect.anything()]);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(inputsOf(fetchMock, 'billing.payment.PerformPayGatePayment')).toEqual([]);
  });

  it('offers an advance with an empty amount when nothing is owed, never "R 0.00" to pay', async () => {
    const fetchMock = serve({
      'billing.payment.GetPayGatePayNowDetails': () => ({
        result: { ...allowed, paymentStatus: 'In credit', warningMessage: null, collectionAmount: 0, collectionAmountDisplay: 'R 0.00', amountDue: 0, credit: 250, nextCollection: null },
      }),
    });
    renderButton();
    const dialog = await openModal();
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount to pay' });
    expect(amount).toHaveValue('');
    expect(within(dialog).getByText(ADVANCE_TEXT)).toBeInTheDocument();
    expect(valueOf(dialog, 'Amount due')).toHaveTextContent('Nothing due');
    expect(valueOf(dialog, 'Credit')).toHaveTextContent('R 250.00 in credit');
    expect(within(dialog).queryByText('R 0.00')).not.toBeInTheDocument();
    await userEvent.type(amount, '500');
    expect(within(dialog).getByRole('list', { name: 'What this payment does' })).toHaveTextContent('the whole payment is kept as credit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(inputsOf(fetchMock, 'billing.payment.PerformPayGatePayment')).toEqual([{ amount: 500, advance: true, idempotencyKey: expect.any(String) }]);
  });

  it('opens on one invoice from ?pay=invoice&invoice=…, with its outstanding amount, and pays that invoice', async () => {
    const fetchMock = serve({
      'billing.payment.GetPayGatePayNowDetails': (input) => ({
        result: { ...allowed, invoice: { invoiceTxNumber: String(input.invoiceTxNumber), outstanding: 1500, dueDate: '2026-11-07' }, collectionAmount: 1500 },
      }),
    });
    renderWithProviders(<PayNowButton />, { path: '/account/billing-details?pay=invoice&invoice=INV1001-0011' });
    const dialog = await screen.findByRole('dialog', { name: 'Credit Card Payment' });
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount to pay' });
    expect(amount).toHaveValue('1500.00');
    expect(valueOf(dialog, 'Invoice')).toHaveTextContent('INV1001-0011: R 1 500.00 outstanding');
    expect(inputsOf(fetchMock, 'billing.payment.GetPayGatePayNowDetails')).toEqual([{ invoiceTxNumber: 'INV1001-0011' }]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    expect(within(dialog).getByText('The amount may not be more than the R 1 500.00 outstanding on invoice INV1001-0011.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(inputsOf(fetchMock, 'billing.payment.PerformPayGatePayment')).toEqual([{ amount: 1500, invoiceTxNumber: 'INV1001-0011', idempotencyKey: expect.any(String) }]);
  });

  it('opens with the amount of a failed payment after Try again (?pay=now&amount=…)', async () => {
    serve();
    renderWithProviders(<PayNowButton />, { path: '/account/billing-details?pay=now&amount=250.00' });
    const dialog = await screen.findByRole('dialog', { name: 'Credit Card Payment' });
    expect(await within(dialog).findByRole('textbox', { name: 'Amount to pay' })).toHaveValue('250.00');
  });

  it('a changed amount after a refusal is a new request with a new key', async () => {
    const fetchMock = serve({ 'billing.payment.PerformPayGatePayment': () => ({ error: 'No.', status: 400 }) });
    renderButton();
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm Payment' }));
    await within(dialog).findByText('Failed to process payment: No.');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to pay' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    await within(dialog).findByText('Failed to process payment: No.');
    const [first, second] = inputsOf(fetchMock, 'billing.payment.PerformPayGatePayment');
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });
});
