import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import BillingDetailsPage from '../components/billing-details-page';

const invoice = (n: number) => ({
  invoiceTxNumber: `INV-${n}`,
  invoiceDate: '2026-11-01',
  dueDate: '2026-11-07',
  total: 3927,
  outstanding: n === 1 ? 3927 : 0,
  status: n === 1 ? 'Unpaid' : 'Paid',
});

describe('Payments & Billing', () => {
  it('shows the balance, the payment method and pages through invoices', async () => {
    global.fetch = jest.fn(async (url: string, init: { body: string }) => {
      const name = url.split('/').pop();
      const result =
        name === 'billing.GetBillingDetails'
          ? { paymentMethodId: 2, overdue: true, displayCurrentStatus: 'Overdue', balance: 3927, amountDue: 3927, dueDate: '2026-11-07', billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: null } }
          : (() => {
              const { page } = JSON.parse(init.body);
              return { total: 14, invoices: page === 1 ? Array.from({ length: 12 }, (_, i) => invoice(i + 1)) : [invoice(13), invoice(14)] };
            })();
      return { ok: true, status: 200, json: async () => ({ success: true, result }) };
    }) as never;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BillingDetailsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findAllByText('R 3 927.00')).not.toHaveLength(0);
    expect(screen.getByText('Debit order')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(await screen.findByText('INV-1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('INV-14')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});
