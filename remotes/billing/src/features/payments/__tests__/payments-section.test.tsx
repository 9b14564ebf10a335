import { portalCache } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/ui/testing';
import { paymentsList } from '../../billing-details/__tests__/billing-fixtures';
import { captureSavedFiles, readText, serveInvoices } from '../../invoices/__tests__/invoice-test-server';
import { PaymentsSection } from '../components/payments-section';

let files: ReturnType<typeof captureSavedFiles>;
beforeEach(() => {
  portalCache.clear();
  files = captureSavedFiles();
});
afterEach(() => files.restore());

const payment = (n: number) => ({
  reference: `PAY-${String(n).padStart(10, '0')}`,
  date: `2026-11-${String(22 - n).padStart(2, '0')}T10:00:00.000Z`,
  method: 'Card',
  description: `Invoice INV-${n} R 100.00`,
  amount: 100,
  status: 'Successful',
  receipt: true,
});

const renderSection = () => renderWithProviders(<PaymentsSection />, { path: '/account/billing-details' });

describe('Payments and receipts', () => {
  it('lists each payment with its date, method, reference, what it paid, amount and status; a receipt only for a successful one', async () => {
    serveInvoices({ 'billing.GetPayments': () => ({ result: paymentsList }) });
    renderSection();
    const region = await screen.findByRole('region', { name: 'Payments and receipts' });
    const rows = within(await within(region).findByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 6).map((c) => c.textContent))).toEqual([
      ['21 Nov 2026', 'Card', 'PAY-DECLINED01', 'The card was declined by the bank.', 'R 50.00', 'Failed'],
      ['20 Nov 2026', 'Card', 'PAY-0A1B2C3D4E', 'Invoice INV1001-0011 R 3 927.00', 'R 3 927.00', 'Successful'],
    ]);
    expect(within(rows[0]).queryByRole('button', { name: /Receipt PDF/ })).not.toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Receipt PDF of payment PAY-0A1B2C3D4E' })).toBeInTheDocument();
  });

  it('downloads a receipt as a PDF under its own name', async () => {
    const fetchMock = serveInvoices(
      { 'billing.GetPayments': () => ({ result: paymentsList }) },
      { 'billing.doc.DownloadPDFReceipt': () => ({ body: '%PDF receipt', fileName: 'Receipt PAY-0A1B2C3D4E.pdf' }) },
    );
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Receipt PDF of payment PAY-0A1B2C3D4E' }));
    await waitFor(() => expect(files.saved.map((f) => f.fileName)).toEqual(['Receipt PAY-0A1B2C3D4E.pdf']));
    expect(await readText(files.saved[0].blob)).toBe('%PDF receipt');
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/download/billing.doc.DownloadPDFReceipt'));
    expect(sent.map(([, init]) => JSON.parse((init as { body: string }).body))).toEqual([{ paymentReference: 'PAY-0A1B2C3D4E' }]);
  });

  it('pages five payments at a time, and says when there are none', async () => {
    serveInvoices({ 'billing.GetPayments': () => ({ result: { total: 7, payments: Array.from({ length: 7 }, (_, i) => payment(i + 1)) } }) });
    const { unmount } = renderSection();
    const region = await screen.findByRole('region', { name: 'Payments and receipts' });
    expect(within(await within(region).findByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(within(region).getByText('Showing 1 - 5 of 7 payments')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Next' }));
    expect(within(region).getByText('Showing 6 - 7 of 7 payments')).toBeInTheDocument();
    unmount();

    portalCache.clear();
    serveInvoices({ 'billing.GetPayments': () => ({ result: { total: 0, payments: [] } }) });
    renderSection();
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });

  it('offers a retry when the payments cannot be loaded', async () => {
    let calls = 0;
    serveInvoices({ 'billing.GetPayments': () => (++calls === 1 ? { error: 'Billing is resting.' } : { result: paymentsList }) });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Billing is resting.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('PAY-0A1B2C3D4E')).toBeInTheDocument();
  });
});
