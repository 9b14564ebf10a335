import { portalCache } from '@portal/contract';
import { renderWithProviders } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureSavedFiles, readText, sentTo, serve, type Handler, signInAsHolder } from '../../../__tests__/test-server';
import OrdersAndDocsPage from '../components/orders-and-docs-page';

const orders = [
  {
    reference: 'ORD-1002',
    status: 'processing',
    date: '2026-02-03',
    lines: [
      { description: 'Fibre 100/100 Mbps', quantity: 1, amount: 899 },
      { description: 'Router', quantity: 1, amount: 1499.5 },
    ],
    total: 2398.5,
  },
  { reference: 'ORD-1001', status: 'completed', date: '2026-01-10', lines: [{ description: 'Email hosting', quantity: 2, amount: 100 }], total: 100 },
];
const documents = [
  { id: 7, kind: 'contract', title: 'Fibre contract', date: '2026-02-03', orderReference: 'ORD-1002', fileName: 'contract-ORD-1002.pdf' },
  { id: 8, kind: 'invoice', title: 'Invoice INV-9', date: '2026-01-31', orderReference: null, fileName: 'INV-9.pdf' },
];

const renderPage = () => renderWithProviders(<OrdersAndDocsPage />, { path: '/account/orders-and-docs' });
const serveAll = (extra: Record<string, Handler> = {}, downloads = {}) =>
  serve(
    {
      'account.orders.GetOrders': () => ({ result: { orders } }),
      'account.docs.GetDocuments': () => ({ result: { documents } }),
      ...extra,
    },
    downloads,
  );

describe('Orders & Docs', () => {
  beforeEach(() => {
    portalCache.clear();
    signInAsHolder();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows a failed order as Failed with the reason the provider gave, and finds it by that reason', async () => {
    const failed = { reference: 'ORD-1003', status: 'failed', date: '2026-02-04', lines: [], total: 0, failureReason: 'No fibre coverage at the address yet.' };
    serveAll({ 'account.orders.GetOrders': () => ({ result: { orders: [failed, ...orders] } }) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('ORD-1003');
    expect(within(first).getByText('Failed')).toBeInTheDocument();
    expect(first).toHaveTextContent('Why: No fibre coverage at the address yet.');
    await userEvent.type(screen.getByLabelText('Search orders'), 'coverage');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('shows a pending order whose hand-over failed as Delayed with a sentence saying it is not done, and finds it by that', async () => {
    const delayed = { reference: 'ORD-1004', status: 'pending', date: '2026-02-05', lines: [], total: 0, delayed: true };
    serveAll({ 'account.orders.GetOrders': () => ({ result: { orders: [delayed, ...orders] } }) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('ORD-1004');
    expect(within(first).getByText('Delayed')).toBeInTheDocument();
    expect(within(first).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(first).queryByText('Completed')).not.toBeInTheDocument();
    expect(first).toHaveTextContent('We are still passing this on to our team. It is not done yet.');
    // The others keep their own status and say nothing of a delay.
    expect(within(table).getAllByRole('row')[2]).not.toHaveTextContent('Delayed');
    await userEvent.type(screen.getByLabelText('Search orders'), 'delayed');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('shows where an order’s hardware goes with its lines', async () => {
    const delivered = {
      ...orders[0],
      delivery: { contactName: 'Thandi Mokoena', cellNumber: '0821234567', address: '14 Bree Street, Cape Town, 8001' },
    };
    serveAll({ 'account.orders.GetOrders': () => ({ result: { orders: [delivered] } }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show 2 lines of order ORD-1002' }));
    const shown = document.getElementById('order-lines-ORD-1002')!;
    expect(within(shown).getByText('Delivery to').nextElementSibling).toHaveTextContent('Thandi Mokoena, 082123456714 Bree Street, Cape Town, 8001');
  });

  it('lists orders with reference, date, status and total, and opens an order’s lines', async () => {
    serveAll();
    renderPage();
    expect(screen.getByRole('link', { name: 'Orders & Docs' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('ORD-1002');
    expect(first).toHaveTextContent('3 Feb 2026');
    expect(first).toHaveTextContent('Processing');
    expect(first).toHaveTextContent('R 2 398.50');
    expect(screen.queryByRole('table', { name: 'Lines of order ORD-1002' })).not.toBeInTheDocument();

    const toggle = within(first).getByRole('button', { name: 'Show 2 lines of order ORD-1002' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = screen.getByRole('table', { name: 'Lines of order ORD-1002' });
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(lines);
    // The lines sit in the row under their order, across the whole table.
    expect(within(table).getAllByRole('row')[2]).toContainElement(lines);
    expect(within(lines).getByText('Router')).toBeInTheDocument();
    expect(within(lines).getByText('R 1 499.50')).toBeInTheDocument();
    expect(within(lines).getByRole('columnheader', { name: 'Amount' })).toHaveClass('portal-table__numeric');
    expect(screen.queryByText('Delivery to')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide 2 lines of order ORD-1002' }));
    expect(screen.queryByRole('table', { name: 'Lines of order ORD-1002' })).not.toBeInTheDocument();
  });

  it('downloads a document as a real file under its own name, busy while it comes', async () => {
    const { saved, restore } = captureSavedFiles();
    let release: () => void = () => undefined;
    const fetchMock = serveAll({}, {
      'account.doc.DownloadDocument': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: '%PDF-1.7 contract', fileName: 'contract-ORD-1002.pdf' });
        }),
    });
    renderPage();
    const docs = await screen.findByRole('table', { name: 'Documents, newest first' });
    expect(within(docs).getAllByRole('row')[1]).toHaveTextContent('Contract');
    expect(within(docs).getAllByRole('row')[2]).toHaveTextContent('—');
    const button = within(docs).getByRole('button', { name: 'Download PDF Fibre contract' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Preparing contract-ORD-1002.pdf…')).toBeInTheDocument();
    await userEvent.click(button);
    release();
    expect(await screen.findByText('Downloaded contract-ORD-1002.pdf.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'account.doc.DownloadDocument')).toEqual([{ id: 7 }]);
    expect(saved.map((f) => f.fileName)).toEqual(['contract-ORD-1002.pdf']);
    expect(await readText(saved[0].blob)).toBe('%PDF-1.7 contract');
    restore();
  });

  it('says why a download failed', async () => {
    captureSavedFiles();
    serveAll({}, { 'account.doc.DownloadDocument': () => ({ error: 'That document was not found.', status: 404 }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF Invoice INV-9' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download INV-9.pdf: That document was not found.');
  });

  it('has empty states for both lists', async () => {
    serve({ 'account.orders.GetOrders': () => ({ result: { orders: [] } }), 'account.docs.GetDocuments': () => ({ result: { documents: [] } }) });
    renderPage();
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(await screen.findByText('You have no documents yet.')).toBeInTheDocument();
  });

  it('shows each list’s own failure with a retry, the other list unaffected', async () => {
    let calls = 0;
    serveAll({ 'account.orders.GetOrders': () => (++calls === 1 ? { error: 'Orders are unavailable.' } : { result: { orders } }) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your orders');
    expect(await screen.findByRole('table', { name: 'Documents, newest first' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Orders, newest first' })).toBeInTheDocument();
  });

  it('uses the portal’s one table for both lists: searchable, paged apart, each cell labelled for phones', async () => {
    serveAll();
    renderPage();
    const orderTable = await screen.findByRole('table', { name: 'Orders, newest first' });
    const docs = await screen.findByRole('table', { name: 'Documents, newest first' });
    expect(within(within(orderTable).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual([
      'Reference',
      'Date',
      'Status',
      'Total',
      'Lines',
    ]);
    expect(within(within(docs).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual([
      'Document',
      'Type',
      'Date',
      'Order',
      'Download',
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'router');
    expect(within(orderTable).getAllByRole('row')).toHaveLength(2);
    expect(within(orderTable).getAllByRole('row')[1]).toHaveTextContent('ORD-1002');
    expect(within(docs).getAllByRole('row')).toHaveLength(3);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'invoice');
    expect(within(docs).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Showing 1 - 1 of 1 documents')).toBeInTheDocument();
  });
});
