import { screen, within } from '@testing-library/react';
import { heldReply, renderWithProviders } from '@portal/ui/testing';
import dashboardCards from '../dashboard-cards';
import { useBillingDetails } from '../features/billing-details/api/get-billing-details';
import { resetBillingTestState, serveBilling, signIn } from '../features/billing-details/__tests__/billing-fixtures';

const BalanceCard = dashboardCards[0].Component;

/** Shows when the balance has arrived, beside the card (the same query cache). */
function BalanceArrived() {
  const details = useBillingDetails().data;
  return details ? <p>balance arrived</p> : null;
}

const eligible = {
  arrangement: null,
  eligibility: { eligible: true, reason: null, overdue: 3927, earliestDate: '2026-11-22', latestDate: '2026-12-22', maxParts: 3 },
};

beforeEach(() => {
  resetBillingTestState();
  signIn('customer');
});

describe('the dashboard’s Balance card', () => {
  it('shows once the arrangement read has answered too, so its offer does not appear later and move the card', async () => {
    const arrangement = heldReply({ result: eligible });
    serveBilling({ 'billing.arrangement.GetPaymentArrangement': () => arrangement.held });
    renderWithProviders(
      <>
        <section aria-label="Balance card">
          <BalanceCard />
        </section>
        <BalanceArrived />
      </>,
      { path: '/dashboard' },
    );
    await screen.findByText('balance arrived');
    const card = screen.getByRole('region', { name: 'Balance card' });
    expect(within(card).getByText('Loading your balance…')).toBeInTheDocument();
    expect(within(card).queryByText(/R 4 126\.50/)).not.toBeInTheDocument();

    arrangement.release();
    expect(await within(card).findByRole('link', { name: 'Make a payment arrangement' })).toBeInTheDocument();
    expect(within(card).getByText(/R 4 126\.50/)).toBeInTheDocument();
  });

  it('shows the balance without the offer when the arrangement read fails', async () => {
    serveBilling({ 'billing.arrangement.GetPaymentArrangement': () => ({ error: 'Something went wrong.', status: 500 }) });
    renderWithProviders(<BalanceCard />, { path: '/dashboard' });
    expect(await screen.findByText(/R 4 126\.50/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Make a payment arrangement' })).not.toBeInTheDocument();
  });
});
