import { portalCache } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { inputsOf, renderWithProviders } from '@portal/ui/testing';
import InvoiceViewPage from '../components/invoice-view-page';
import { captureSavedFiles, serveInvoices } from './invoice-test-server';

const view = {
  invoiceTxNumber: 'INV-2026-0011',
  invoiceDate: '2026-11-01',
  dueDate: '2026-11-07',
  total: 1148.5,
  outstanding: 500,
  status: 'Unpaid',
  customerName: 'Thandi Mokoena',
  accountCode: 'ACC-100234',
  preview: false,
  lines: [
    { description: 'Fibre 100/100 Mbps', quantity: 1, unitPrice: 999, amount: 999 },
    { description: 'Static IP', quantity: 2, unitPrice: 74.75, amount: 149.5 },
  ],
};

const renderAt = (number: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/account/billing-details/invoices/:invoiceTxNumber" element={<InvoiceViewPage />} />
    </Routes>,
    { path: `/account/billing-details/invoices/${encodeURIComponent(number)}` },
  );

beforeEach(() => portalCache.clear());

describe('the invoice view', () => {
  it('shows the header, lines, total, outstanding amount, downloads and a way back', async () => {
    const files = captureSavedFiles();
    try {
      const fetchMock = serveInvoices(
        { 'billing.GetViewInvoice': () => ({ result: view }) },
        { 'billing.doc.DownloadPDFInvoice': () => ({ body: '%PDF', fileName: 'INV-2026-0011.pdf' }) },
      );
      renderAt('INV-2026-0011');
      expect(screen.getByRole('status')).toHaveTextContent('Loading the invoice…');
      const card = await screen.findByRole('region', { name: 'Invoice INV-2026-0011' });
      const valueOf = (label: string) => within(card).getAllByText(label, { selector: 'dt' })[0].nextElementSibling;
      expect(valueOf('Customer')).toHaveTextContent('Thandi Mokoena');
      expect(valueOf('Account')).toHaveTextContent('ACC-100234');
      expect(valueOf('Invoice date')).toHaveTextContent('1 Nov 2026');
      expect(valueOf('Due date')).toHaveTextContent('7 Nov 2026');
      expect(valueOf('Status')).toHaveTextContent('Unpaid');
      expect(valueOf('Outstanding')).toHaveTextContent('R 500.00');
      const rows = within(within(card).getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
      expect(rows).toEqual([
        ['Fibre 100/100 Mbps', '1', 'R 999.00', 'R 999.00'],
        ['Static IP', '2', 'R 74.75', 'R 149.50'],
        ['Total', 'R 1 148.50'],
      ]);
      expect(screen.getByRole('link', { name: 'Back to Payments & Billing' })).toHaveAttribute('href', '/account/billing-details');
      expect(inputsOf(fetchMock, 'billing.GetViewInvoice')).toEqual([{ invoiceTxNumber: 'INV-2026-0011' }]);

      await userEvent.click(within(card).getByRole('button', { name: 'Download PDF of invoice INV-2026-0011' }));
      await waitFor(() => expect(files.saved.map((f) => f.fileName)).toEqual(['INV-2026-0011.pdf']));
      expect(within(card).getByRole('button', { name: 'Download Excel of invoice INV-2026-0011' })).toBeInTheDocument();
    } finally {
      files.restore();
    }
  });

  it('previews the next invoice through isNextNext, without downloads', async () => {
    const fetchMock = serveInvoices({ 'billing.GetViewInvoice': () => ({ result: { ...view, invoiceTxNumber: 'NEXT-2026-12', preview: true, status: 'Preview' } }) });
    renderAt('next');
    const card = await screen.findByRole('region', { name: 'Next invoice (preview)' });
    expect(within(card).getByText(/It can be downloaded once it is issued/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.GetViewInvoice')).toEqual([{ isNextNext: true }]);
  });

  it('says an unknown invoice number was not found, with no retry', async () => {
    serveInvoices({ 'billing.GetViewInvoice': () => ({ error: 'That invoice was not found.', status: 404 }) });
    renderAt('INV-9999');
    const card = await screen.findByRole('region', { name: 'Invoice INV-9999' });
    expect(await within(card).findByText('We could not find that invoice.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry for any other failure', async () => {
    let calls = 0;
    serveInvoices({ 'billing.GetViewInvoice': () => (++calls === 1 ? { error: 'Billing is resting.', status: 503 } : { result: view }) });
    renderAt('INV-2026-0011');
    expect(await screen.findByRole('alert')).toHaveTextContent('Billing is resting.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Invoice INV-2026-0011' })).toBeInTheDocument();
  });
});
