import { portalCache } from '@portal/contract';
import type { InvoiceChanges, InvoiceView } from '@portal/contract/catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { heldReply, inputsOf, renderWithProviders } from '@portal/ui/testing';
import InvoiceViewPage from '../../invoices/components/invoice-view-page';
import { serveInvoices, type Handler } from '../../invoices/__tests__/invoice-test-server';

const view = (invoiceTxNumber: string, total: number, preview = false): InvoiceView => ({
  invoiceTxNumber,
  invoiceDate: '2026-09-01',
  dueDate: '2026-09-07',
  total,
  outstanding: 0,
  status: preview ? 'Preview' : 'Paid',
  customerName: 'Khumalo Household',
  accountCode: 'CUS5201',
  preview,
  supplier: { legalName: 'Customer Portal Telecoms (Pty) Ltd', registrationNumber: '2019/123456/07', vatNumber: '4123456789', address: ['1 Fibre Lane'] },
  customer: { name: 'Khumalo Household', accountCode: 'CUS5201', postalAddress: [] },
  vatRate: 0.15,
  lines: [],
  totalExclVat: 0,
  vatTotal: 0,
  paidDate: null,
});

const change = (c: Partial<InvoiceChanges['changes'][number]> & Pick<InvoiceChanges['changes'][number], 'group' | 'description'>) => {
  const previousCents = c.previousCents ?? null;
  const currentCents = c.currentCents ?? null;
  return { previousDescription: null, serviceTag: null, ...c, previousCents, currentCents, amountCents: (currentCents ?? 0) - (previousCents ?? 0) };
};

/** INV5201-0003 against INV5201-0002 (a change of every kind, some invented to fill each group). */
const explained: InvoiceChanges = {
  invoiceTxNumber: 'INV5201-0003',
  invoiceDate: '2026-09-01',
  totalCents: 154_033,
  previous: { invoiceTxNumber: 'INV5201-0002', invoiceDate: '2026-08-01', totalCents: 132_700 },
  differenceCents: 21_333,
  changes: [
    change({ group: 'plan-changes', description: 'Fibre 200/100 (FTTH-520001)', previousDescription: 'Fibre 100/50 (FTTH-520001)', previousCents: 89_900, currentCents: 109_900 }),
    change({ group: 'price-changes', description: 'Mobile Data 10 GB (MOB-520002)', previousCents: 17_900, currentCents: 19_900 }),
    change({ group: 'new-services', description: 'Hosted VoIP (VOIP-1)', currentCents: 32_500 }),
    change({ group: 'ended-services', description: 'Mobile Data 20 GB (MOB-520003)', previousCents: 24_900 }),
    change({ group: 'plan-changes', description: 'Upgrade pro rata (FTTH-520001)', currentCents: 10_323 }),
    change({ group: 'once-off', description: 'Installation (FTTH-520001)', previousCents: 99_900 }),
    change({ group: 'once-off', description: 'SIM swap (MOB-520002)', currentCents: 9_900 }),
    change({ group: 'credits-payments', description: 'Outage credit (FTTH-520001)', currentCents: -8_990 }),
  ],
};
// The invented changes above must still add up, as the server's do.
explained.changes.push(
  change({ group: 'credits-payments', description: 'Returned payment fee', currentCents: 21_333 - explained.changes.reduce((s, c) => s + c.amountCents, 0) }),
);

const renderInvoice = (number: string, actions: Record<string, Handler>) => {
  const fetchMock = serveInvoices({ 'billing.GetViewInvoice': (input) => ({ result: view(String(input.invoiceTxNumber), 1540.33) }), ...actions });
  renderWithProviders(
    <Routes>
      <Route path="/account/billing-details/invoices/:invoiceTxNumber" element={<InvoiceViewPage />} />
    </Routes>,
    { path: `/account/billing-details/invoices/${number}` },
  );
  return fetchMock;
};

const openWithKeyboard = async () => {
  const section = await screen.findByRole('region', { name: 'Why did my bill change?' });
  const button = within(section).getByRole('button', { name: 'Show what changed' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(within(section).getByRole('button', { name: 'Hide what changed' })).toHaveAttribute('aria-expanded', 'true');
  return section;
};

const amountOf = (item: HTMLElement) => item.firstElementChild!.lastElementChild!.textContent;

beforeEach(() => portalCache.clear());

describe('Why did my bill change?', () => {
  it('asks nothing until opened, then lists the changes by group, each with its signed amount, adding up to the difference', async () => {
    const held = heldReply({ result: explained });
    const fetchMock = renderInvoice('INV5201-0003', { 'billing.GetInvoiceChanges': () => held.held });
    await screen.findByRole('region', { name: 'Tax Invoice INV5201-0003' });
    expect(inputsOf(fetchMock, 'billing.GetInvoiceChanges')).toEqual([]);

    const section = await openWithKeyboard();
    expect(within(section).getByRole('status')).toHaveTextContent('Comparing with your previous invoice…');
    held.release();
    const groups = await within(section).findAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(['New services', 'Ended services', 'Plan changes', 'Once-off charges', 'Price changes', 'Credits and payments']);
    expect(inputsOf(fetchMock, 'billing.GetInvoiceChanges')).toEqual([{ invoiceTxNumber: 'INV5201-0003' }]);

    const valueOf = (label: string | RegExp) => within(section).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Previous invoice INV5201-0002 (1 Aug 2026)')).toHaveTextContent('R 1 327.00');
    expect(valueOf('This invoice')).toHaveTextContent('R 1 540.33');
    expect(valueOf('Difference')).toHaveTextContent('+R 213.33');

    const group = (name: string) => within(within(section).getByRole('region', { name })).getAllByRole('listitem');
    expect(group('New services').map((i) => i.textContent)).toEqual(['Hosted VoIP (VOIP-1)+R 325.00New on this invoice at R 325.00.']);
    expect(group('Ended services').map((i) => i.textContent)).toEqual(['Mobile Data 20 GB (MOB-520003)-R 249.00No longer billed; it was R 249.00.']);
    expect(group('Plan changes').map((i) => i.textContent)).toEqual([
      'Fibre 200/100 (FTTH-520001)+R 200.00Was Fibre 100/50 (FTTH-520001) at R 899.00, now R 1 099.00.',
      'Upgrade pro rata (FTTH-520001)+R 103.23On this invoice only.',
    ]);
    expect(group('Once-off charges').map(amountOf)).toEqual(['-R 999.00', '+R 99.00']);
    expect(group('Once-off charges')[0]).toHaveTextContent('On the previous invoice only (R 999.00).');
    expect(group('Price changes').map((i) => i.textContent)).toEqual(['Mobile Data 10 GB (MOB-520002)+R 20.00Was R 179.00, now R 199.00.']);
    expect(group('Credits and payments').map(amountOf)).toEqual(['-R 89.90', '+R 804.00']);

    // What the lines on screen add up to is the difference shown.
    const shownCents = within(section)
      .getAllByRole('listitem')
      .map((i) => Math.round(Number(amountOf(i)!.replace(/[R +]/g, '')) * 100));
    expect(shownCents.reduce((a, b) => a + b, 0)).toBe(21_333);
    expect(within(section).getByText('Total of the changes').nextElementSibling).toHaveTextContent('+R 213.33');

    await userEvent.keyboard('{Enter}');
    expect(within(section).getByRole('button', { name: 'Show what changed' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('says so for the first invoice, which has no previous one', async () => {
    renderInvoice('INV5201-0001', {
      'billing.GetInvoiceChanges': () => ({ result: { invoiceTxNumber: 'INV5201-0001', invoiceDate: '2026-07-01', totalCents: 189_800, previous: null, differenceCents: null, changes: [] } }),
    });
    const section = await openWithKeyboard();
    expect(await within(section).findByText('This is your first invoice.')).toBeInTheDocument();
    expect(within(section).getByText('There is no previous invoice to compare it with.')).toBeInTheDocument();
    expect(within(section).queryByText('Difference')).not.toBeInTheDocument();
  });

  it('says nothing changed when the invoice charges what the previous one did', async () => {
    renderInvoice('INV1001-0012', {
      'billing.GetInvoiceChanges': () => ({
        result: { ...explained, invoiceTxNumber: 'INV1001-0012', totalCents: 392_700, previous: { invoiceTxNumber: 'INV1001-0011', invoiceDate: '2026-10-01', totalCents: 392_700 }, differenceCents: 0, changes: [] },
      }),
    });
    const section = await openWithKeyboard();
    expect(await within(section).findByText('Nothing changed.')).toBeInTheDocument();
    expect(within(section).getByText('This invoice charges exactly what your previous invoice, INV1001-0011, did.')).toBeInTheDocument();
  });

  it('offers a retry when the comparison fails', async () => {
    let calls = 0;
    renderInvoice('INV5201-0003', { 'billing.GetInvoiceChanges': () => (++calls === 1 ? { error: 'Billing is resting.', status: 503 } : { result: explained }) });
    const section = await openWithKeyboard();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('We could not work out what changed');
    expect(alert).toHaveTextContent('Billing is resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('region', { name: 'Plan changes' })).toBeInTheDocument();
  });

  it('is not offered on the preview of the next invoice', async () => {
    renderInvoice('next', { 'billing.GetViewInvoice': () => ({ result: view('', 1298, true) }) });
    await screen.findByRole('region', { name: 'Next invoice (preview)' });
    expect(screen.queryByRole('region', { name: 'Why did my bill change?' })).not.toBeInTheDocument();
  });
});
