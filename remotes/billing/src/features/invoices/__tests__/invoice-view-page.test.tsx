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
  supplier: {
    legalName: 'Customer Portal Telecoms (Pty) Ltd',
    registrationNumber: '2019/123456/07',
    vatNumber: '4123456789',
    address: ['1 Fibre Lane', 'Rosebank', 'Johannesburg', '2196'],
  },
  customer: { name: 'Thandi Mokoena', accountCode: 'ACC-100234', postalAddress: ['PO Box 1024', 'Johannesburg', '2000'] },
  vatRate: 0.15,
  lines: [
    { description: 'Fibre 100/100 Mbps', quantity: 1, unitPrice: 999, amountExclVat: 868.7, vat: 130.3, amount: 999 },
    { description: 'Static IP', quantity: 2, unitPrice: 74.75, amountExclVat: 130, vat: 19.5, amount: 149.5 },
  ],
  totalExclVat: 998.7,
  vatTotal: 149.8,
  paidDate: null,
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
  it('shows a tax invoice: supplier and customer, lines with their VAT, totals, what is owed, downloads and a way back', async () => {
    const files = captureSavedFiles();
    try {
      const fetchMock = serveInvoices(
        { 'billing.GetViewInvoice': () => ({ result: view }) },
        { 'billing.doc.DownloadPDFInvoice': () => ({ body: '%PDF', fileName: 'INV-2026-0011.pdf' }) },
      );
      renderAt('INV-2026-0011');
      expect(screen.getByRole('status')).toHaveTextContent('Loading the invoice…');
      const card = await screen.findByRole('region', { name: 'Tax Invoice INV-2026-0011' });
      expect(within(card).getByRole('heading', { level: 2, name: 'Tax Invoice INV-2026-0011' })).toBeInTheDocument();

      const from = within(card).getByRole('heading', { level: 3, name: 'From' }).nextElementSibling!;
      expect(from.textContent).toBe(
        'Customer Portal Telecoms (Pty) LtdRegistration number: 2019/123456/07VAT number: 4123456789' + '1 Fibre LaneRosebankJohannesburg2196',
      );
      const to = within(card).getByRole('heading', { level: 3, name: 'To' }).nextElementSibling!;
      expect(to.textContent).toBe('Thandi MokoenaAccount code: ACC-100234PO Box 1024Johannesburg2000');

      const valueOf = (label: string) => within(card).getAllByText(label, { selector: 'dt' })[0].nextElementSibling;
      expect(valueOf('Invoice number')).toHaveTextContent('INV-2026-0011');
      expect(valueOf('Invoice date')).toHaveTextContent('1 Nov 2026');
      expect(valueOf('Due date')).toHaveTextContent('7 Nov 2026');
      expect(valueOf('Status')).toHaveTextContent('Unpaid');
      const rows = within(within(card).getByRole('table')).getAllByRole('row');
      expect(rows.map((r) => within(r).queryAllByRole('columnheader').map((c) => c.textContent)).filter((h) => h.length)).toEqual([
        ['Description', 'Quantity', 'Excl. VAT', 'VAT', 'Incl. VAT'],
      ]);
      expect(rows.slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
        ['Fibre 100/100 Mbps', '1', 'R 868.70', 'R 130.30', 'R 999.00'],
        ['Static IP', '2', 'R 130.00', 'R 19.50', 'R 149.50'],
      ]);
      expect(valueOf('Total excl. VAT')).toHaveTextContent('R 998.70');
      expect(valueOf('VAT 15%')).toHaveTextContent('R 149.80');
      expect(valueOf('Total incl. VAT')).toHaveTextContent('R 1 148.50');
      expect(valueOf('Outstanding')).toHaveTextContent('R 500.00');
      expect(within(card).getByText('Prices include VAT at 15%.')).toBeInTheDocument();

      // Part-paid: what is still owed, and a way to pay it.
      expect(within(card).getByText(/still to pay/).textContent).toBe('R 500.00 of R 1 148.50 still to pay, due 7 Nov 2026.');
      expect(within(card).getByRole('link', { name: 'Pay this invoice' })).toHaveAttribute(
        'href',
        '/account/billing-details?pay=invoice&invoice=INV-2026-0011',
      );
      expect(screen.getByRole('link', { name: 'Back to Payments & Billing' })).toHaveAttribute('href', '/account/billing-details');
      expect(inputsOf(fetchMock, 'billing.GetViewInvoice')).toEqual([{ invoiceTxNumber: 'INV-2026-0011' }]);

      await userEvent.click(within(card).getByRole('button', { name: 'Download PDF of invoice INV-2026-0011' }));
      await waitFor(() => expect(files.saved.map((f) => f.fileName)).toEqual(['INV-2026-0011.pdf']));
      expect(within(card).getByRole('button', { name: 'Download Excel of invoice INV-2026-0011' })).toBeInTheDocument();
    } finally {
      files.restore();
    }
  });

  it('says when a paid invoice was paid, with nothing to pay', async () => {
    serveInvoices({ 'billing.GetViewInvoice': () => ({ result: { ...view, outstanding: 0, status: 'Paid', paidDate: '2026-11-05' } }) });
    renderAt('INV-2026-0011');
    const card = await screen.findByRole('region', { name: 'Tax Invoice INV-2026-0011' });
    expect(within(card).getByText('Paid on 5 Nov 2026.')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect(within(card).queryByText(/still to pay/)).not.toBeInTheDocument();
  });

  it('says a paid invoice is paid when the day is not known, and offers a wholly unpaid one in full', async () => {
    serveInvoices({
      'billing.GetViewInvoice': (input) =>
        input.invoiceTxNumber === 'INV-PAID'
          ? { result: { ...view, invoiceTxNumber: 'INV-PAID', outstanding: 0, status: 'Paid', paidDate: null } }
          : { result: { ...view, invoiceTxNumber: 'INV-OPEN', outstanding: view.total } },
    });
    renderAt('INV-PAID');
    const paid = await screen.findByRole('region', { name: 'Tax Invoice INV-PAID' });
    expect(within(paid).getByText('Paid.')).toBeInTheDocument();

    renderAt('INV-OPEN');
    const open = await screen.findByRole('region', { name: 'Tax Invoice INV-OPEN' });
    expect(within(open).getByText(/still to pay/).textContent).toBe('R 1 148.50 still to pay, due 7 Nov 2026.');
    expect(within(open).getByRole('link', { name: 'Pay this invoice' })).toHaveAttribute('href', '/account/billing-details?pay=invoice&invoice=INV-OPEN');
  });

  it('shows each line as a short block on a phone, its VAT split under it', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      serveInvoices({ 'billing.GetViewInvoice': () => ({ result: view }) });
      renderAt('INV-2026-0011');
      const card = await screen.findByRole('region', { name: 'Tax Invoice INV-2026-0011' });
      expect(within(card).queryByRole('table')).not.toBeInTheDocument();
      const lines = within(within(card).getByRole('list', { name: 'Invoice lines' })).getAllByRole('listitem');
      expect(lines.map((l) => l.textContent)).toEqual([
        'Fibre 100/100 MbpsIncl. VAT R 999.00Quantity 1 · Excl. VAT R 868.70 · VAT R 130.30',
        'Static IPIncl. VAT R 149.50Quantity 2 · Excl. VAT R 130.00 · VAT R 19.50',
      ]);
      expect(within(card).getByText('VAT 15%', { selector: 'dt' }).nextElementSibling).toHaveTextContent('R 149.80');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('previews the next invoice through isNextNext, without downloads', async () => {
    const fetchMock = serveInvoices({ 'billing.GetViewInvoice': () => ({ result: { ...view, invoiceTxNumber: 'NEXT-2026-12', preview: true, status: 'Preview' } }) });
    renderAt('next');
    const card = await screen.findByRole('region', { name: 'Next invoice (preview)' });
    expect(within(card).getByText(/It can be downloaded once it is issued/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Pay this invoice' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Invoice number', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(card).getByText('Total incl. VAT', { selector: 'dt' }).nextElementSibling).toHaveTextContent('R 1 148.50');
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
    expect(await screen.findByRole('region', { name: 'Tax Invoice INV-2026-0011' })).toBeInTheDocument();
  });
});
