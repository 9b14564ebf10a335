import { portalCache } from '@portal/contract';
import { renderWithProviders } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serve, signInAsHolder } from '../../../__tests__/test-server';
import CancellationsPage from '../components/cancellations-page';

const cancellations = [
  {
    reference: 'CAN-2002',
    serviceTag: 'FTTH-0001',
    product: 'Fibre 50/50 Mbps',
    status: 'pending',
    requestedDate: '2026-03-02',
    effectiveDate: null,
    reason: 'Moving house',
  },
  {
    reference: 'CAN-2001',
    serviceTag: 'MAIL-0007',
    product: 'Email hosting',
    status: 'completed',
    requestedDate: '2026-01-05',
    effectiveDate: '2026-02-01',
    reason: '',
  },
];

const renderPage = () => renderWithProviders(<CancellationsPage />, { path: '/account/cancellations' });

describe('Cancellations', () => {
  beforeEach(() => {
    portalCache.clear();
    signInAsHolder();
  });

  it('lists each request with status, service, requested and effective dates, and the reference', async () => {
    serve({ 'account.cancellations.GetCancellations': () => ({ result: { cancellations } }) });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cancellation requests…');
    expect(screen.getByRole('link', { name: 'Cancellations' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Cancellation requests, newest first' });
    const [, pending, completed] = within(table).getAllByRole('row');
    expect(within(pending).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'CAN-2002',
      'Fibre 50/50 MbpsFTTH-0001',
      'Pending',
      '2 Mar 2026',
      'Not yet scheduled',
      'Moving house',
    ]);
    expect(completed).toHaveTextContent('1 Feb 2026');
    expect(completed).toHaveTextContent('Completed');
  });

  it('shows a withdrawn request as withdrawn: not cancelled, not waiting for a date', async () => {
    const withdrawn = { ...cancellations[0], reference: 'CAN-2003', status: 'withdrawn' };
    serve({ 'account.cancellations.GetCancellations': () => ({ result: { cancellations: [withdrawn] } }) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cancellation requests, newest first' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[2]).toBe('Withdrawn');
    expect(cells[4]).toBe('Not cancelled: the request was withdrawn');
    expect(row).not.toHaveTextContent(/pending|scheduled|yet/i);
  });

  it('shows a request the provider never got as Delayed, saying it is not done yet', async () => {
    const delayed = { ...cancellations[0], delayed: true };
    serve({ 'account.cancellations.GetCancellations': () => ({ result: { cancellations: [delayed, cancellations[1]] } }) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cancellation requests, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText('Delayed')).toBeInTheDocument();
    expect(within(first).queryByText('Pending')).not.toBeInTheDocument();
    expect(first).toHaveTextContent('We are still passing this on to our team. It is not done yet.');
    expect(second).not.toHaveTextContent('Delayed');
  });

  it('says so when there are none', async () => {
    serve({ 'account.cancellations.GetCancellations': () => ({ result: { cancellations: [] } }) });
    renderPage();
    expect(await screen.findByText('You have no cancellation requests.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    serve({
      'account.cancellations.GetCancellations': () => (++calls === 1 ? { error: 'Try later.', status: 503 } : { result: { cancellations } }),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your cancellation requests');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('is the portal’s one table: searchable, and each cell labelled for the stacked phone layout', async () => {
    serve({ 'account.cancellations.GetCancellations': () => ({ result: { cancellations } }) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cancellation requests, newest first' });
    expect(table.closest('.portal-table')).not.toBeNull();
    const [, pending] = within(table).getAllByRole('row');
    expect(within(pending).getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual([
      'Reference',
      'Service',
      'Status',
      'Requested',
      'Effective',
      'Reason',
    ]);
    expect(screen.getByText('Showing 1 - 2 of 2 cancellation requests')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search cancellation requests' }), 'mail');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('CAN-2001');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search cancellation requests' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search cancellation requests' }), 'nothing like it');
    expect(within(table).getByText('No cancellation requests match your search.')).toBeInTheDocument();
  });
});
