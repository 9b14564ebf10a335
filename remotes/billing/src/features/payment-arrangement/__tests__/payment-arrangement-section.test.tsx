import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, inputsOf, renderWithProviders } from '@portal/ui/testing';
import { resetBillingTestState, serveBilling, signIn } from '../../billing-details/__tests__/billing-fixtures';
import { PaymentArrangementSection } from '../components/payment-arrangement-section';

const eligible = { eligible: true, reason: null, overdue: 3927, earliestDate: '2026-11-22', latestDate: '2026-12-22', maxParts: 3 };
const kept = {
  reference: 'ARR-0A1B2C3D4E',
  status: 'kept' as const,
  statusText: 'Kept',
  total: 3927,
  paid: 0,
  parts: [
    { dueDate: '2026-11-30', amount: 1000, state: 'due' as const },
    { dueDate: '2026-12-15', amount: 2927, state: 'due' as const },
  ],
  nextPart: { dueDate: '2026-11-30', amount: 1000 },
  summary: 'Kept so far. Next: R 1 000.00 by 30 Nov 2026. Your services stay on for this balance while you keep it.',
  createdAt: '2026-11-22T08:00:00.000Z',
  endedAt: null,
};
const made = { arrangement: kept, message: 'Your payment arrangement ARR-0A1B2C3D4E is confirmed: R 3 927.00 in 2 parts, the last by 15 Dec 2026. We have sent you the details.' };

const section = () => screen.getByRole('region', { name: 'Payment arrangement' });
const form = () => screen.getByRole('form', { name: 'Make a payment arrangement' });

beforeEach(() => {
  resetBillingTestState();
  signIn('customer');
});

describe('Payment arrangement', () => {
  it('makes an arrangement in two parts that add up to the overdue balance, and confirms it on screen', async () => {
    const { held, release } = heldReply({ result: made });
    const fetchMock = serveBilling({
      'billing.arrangement.GetPaymentArrangement': () => ({ result: { arrangement: null, eligibility: eligible } }),
      'billing.arrangement.MakePaymentArrangement': () => held,
    });
    renderWithProviders(<PaymentArrangementSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your payment arrangement…');
    await userEvent.click(await within(section()).findByRole('button', { name: 'Make a payment arrangement' }));

    // One date for everything to start with, its amount the overdue balance.
    expect(within(form()).getByRole('textbox', { name: 'Amount (R)' })).toHaveValue('3927.00');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add a part' }));
    const firstAmount = within(form()).getByRole('textbox', { name: 'Amount of part 1 (R)' });
    await userEvent.clear(firstAmount);
    await userEvent.type(firstAmount, '1000');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Date of part 1' }), '2026-11-30');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Date of part 2' }), '2026-12-15');
    expect(within(form()).getByText(/The parts add up to R 1 000\.00 of R 3 927\.00: R 2 927\.00 still to place\./)).toBeInTheDocument();
    const secondAmount = within(form()).getByRole('textbox', { name: 'Amount of part 2 (R)' });
    await userEvent.type(secondAmount, '3927');
    expect(within(form()).getByText(/R 1 000\.00 too much\./)).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('button', { name: 'Confirm arrangement' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'The parts add up to R 4 927.00, but the overdue balance is R 3 927.00: they must add up to exactly that.',
    );
    expect(inputsOf(fetchMock, 'billing.arrangement.MakePaymentArrangement')).toHaveLength(0);

    await userEvent.clear(secondAmount);
    await userEvent.type(secondAmount, '2927');
    await userEvent.click(within(form()).getByRole('button', { name: 'Confirm arrangement' }));
    expect(within(form()).getByRole('button', { name: 'Confirm arrangement' })).toBeDisabled();
    release();
    const heading = await within(section()).findByRole('heading', { name: 'Payment arrangement confirmed' });
    expect(heading).toHaveFocus();
    expect(within(section()).getByText(made.message)).toBeInTheDocument();
    expect(within(section()).getByRole('list', { name: 'Parts of the arrangement' })).toHaveTextContent('R 1 000.00 by 30 Nov 2026');
    const [sent] = inputsOf(fetchMock, 'billing.arrangement.MakePaymentArrangement');
    expect(sent).toEqual({ parts: [{ dueDate: '2026-11-30', amount: 1000 }, { dueDate: '2026-12-15', amount: 2927 }], idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/) });
  });

  it('checks each part as the server does: a date after the latest allowed, an amount that is not rand', async () => {
    const fetchMock = serveBilling({ 'billing.arrangement.GetPaymentArrangement': () => ({ result: { arrangement: null, eligibility: eligible } }) });
    renderWithProviders(<PaymentArrangementSection />, { path: '/billing/details?arrange=now' });
    const amount = await within(section()).findByRole('textbox', { name: 'Amount (R)' });
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Date' }), '2027-01-10');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,5');
    await userEvent.click(within(form()).getByRole('button', { name: 'Confirm arrangement' }));
    expect(await within(form()).findByText('The last date may be no later than 22 Dec 2026.')).toBeInTheDocument();
    expect(within(form()).getByText('Enter an amount in rand, with at most two decimals, such as 250.00.')).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: 'Amount (R)' })).toHaveAttribute('aria-invalid', 'true');
    expect(inputsOf(fetchMock, 'billing.arrangement.MakePaymentArrangement')).toHaveLength(0);
  });

  it('says why an overdue account may not make one', async () => {
    serveBilling({
      'billing.arrangement.GetPaymentArrangement': () => ({
        result: { arrangement: null, eligibility: { ...eligible, eligible: false, reason: 'Payment arrangements are not offered for enterprise accounts. Please contact us to discuss your account.' } },
      }),
    });
    renderWithProviders(<PaymentArrangementSection />);
    expect(await within(section()).findByText(/A payment arrangement is not available: Payment arrangements are not offered for enterprise accounts\./)).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Make a payment arrangement' })).toBeNull();
  });

  it('shows a broken arrangement as broken, with the part that was missed', async () => {
    const broken = {
      ...kept,
      status: 'broken' as const,
      statusText: 'Broken',
      paid: 1000,
      parts: [{ ...kept.parts[0], state: 'paid' as const }, { ...kept.parts[1], state: 'missed' as const }],
      nextPart: null,
      summary: 'Broken: the part due on 15 Dec 2026 was not paid by its date, so the arrangement has ended and R 2 927.00 is overdue again.',
    };
    serveBilling({
      'billing.arrangement.GetPaymentArrangement': () => ({
        result: { arrangement: broken, eligibility: { ...eligible, eligible: false, reason: 'An arrangement on this account was broken on 16 Dec 2026: a new one can be made 6 months after that. Please pay now, or contact us.' } },
      }),
    });
    renderWithProviders(<PaymentArrangementSection />);
    expect(await within(section()).findByText('Broken', { selector: '.portal-badge' })).toBeInTheDocument();
    expect(within(section()).getByText(broken.summary)).toBeInTheDocument();
    expect(within(section()).getByRole('list', { name: 'Parts of the arrangement' })).toHaveTextContent('R 2 927.00 by 15 Dec 2026: Missed');
    expect(within(section()).getByText(/A payment arrangement is not available: An arrangement on this account was broken/)).toBeInTheDocument();
  });

  it('shows an error with Try again when the arrangement cannot be loaded', async () => {
    let calls = 0;
    serveBilling({
      'billing.arrangement.GetPaymentArrangement': () => (++calls === 1 ? { error: 'The line dropped.' } : { result: { arrangement: kept, eligibility: { ...eligible, eligible: false, reason: 'x' } } }),
    });
    renderWithProviders(<PaymentArrangementSection />);
    await userEvent.click(await screen.findByRole('button', { name: /Try again/ }));
    expect(await within(section()).findByText(kept.summary)).toBeInTheDocument();
  });
});
