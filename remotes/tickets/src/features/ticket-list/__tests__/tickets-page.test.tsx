import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';
import TicketsPage from '../components/tickets-page';

const tickets = [
  { ticketNumber: 'TCK-1', subject: 'Router replacement', category: 'Technical', status: 'closed', createdAt: '2026-08-02T09:15:00Z', updatedAt: '2026-08-05T16:15:00Z' },
  { ticketNumber: 'TCK-2', subject: 'Fibre drops every evening', category: 'Technical', status: 'open', createdAt: '2026-11-18T07:45:00Z', updatedAt: '2026-11-18T07:45:00Z' },
  { ticketNumber: 'TCK-3', subject: 'Explain the VoIP charges', category: 'Billing', status: 'open', createdAt: '2026-11-10T12:30:00Z', updatedAt: '2026-11-10T12:30:00Z' },
];

const renderPage = () => renderWithProviders(<TicketsPage />, { path: '/tickets' });
const ticketRows = () => screen.getAllByRole('row').slice(1);

describe('Tickets page', () => {
  it('shows a loading state under the page heading while the tickets load', () => {
    mockActions(() => 'pending');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your tickets…');
  });

  it('lists every ticket, open ones first, with status and dates', async () => {
    mockActions((name) => (name === 'tickets.GetTickets' ? { result: { tickets } } : { error: 'unexpected' }));
    renderPage();
    expect(await screen.findByText('Fibre drops every evening')).toBeInTheDocument();
    const rows = ticketRows();
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['TCK-2', 'TCK-3', 'TCK-1']);
    expect(within(rows[2]).getByText('Closed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('2 Aug 2026')).toBeInTheDocument();
    expect(within(rows[2]).getByText('5 Aug 2026')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 3 of 3 tickets')).toBeInTheDocument();
  });

  it('filters between Open, Closed and All', async () => {
    mockActions(() => ({ result: { tickets } }));
    renderPage();
    const all = await screen.findByRole('button', { name: 'All (3)' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Closed (1)' }));
    expect(screen.getByRole('button', { name: 'Closed (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(ticketRows()).toHaveLength(1);
    expect(screen.queryByText('Fibre drops every evening')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open (2)' }));
    expect(ticketRows()).toHaveLength(2);
    expect(screen.queryByText('Router replacement')).not.toBeInTheDocument();
  });

  it('says when a status has no tickets, and how to see the rest', async () => {
    mockActions(() => ({ result: { tickets: [tickets[0]] } }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Open (0)' }));
    expect(screen.getByText('You have no open tickets.')).toBeInTheDocument();
    expect(screen.getByText(/Choose All to see your past tickets/)).toBeInTheDocument();
  });

  it('explains an empty ticket list', async () => {
    mockActions(() => ({ result: { tickets: [] } }));
    renderPage();
    expect(await screen.findByText('You have no support tickets.')).toBeInTheDocument();
    expect(screen.getByText(/follow its progress here/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server’s error with a retry that loads again', async () => {
    let calls = 0;
    mockActions(() => (++calls === 1 ? { error: 'Tickets are resting.' } : { result: { tickets } }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your tickets');
    expect(alert).toHaveTextContent('Tickets are resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fibre drops every evening')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Tickets page links', () => {
  it('offers a New ticket button that opens the ticket form', async () => {
    mockActions(() => ({ result: { tickets } }));
    renderPage();
    expect(await screen.findByRole('link', { name: 'New ticket' })).toHaveAttribute('href', '/tickets/support');
  });

  it('makes each ticket number a link to its conversation, reachable by keyboard', async () => {
    mockActions(() => ({ result: { tickets } }));
    renderPage();
    const link = await screen.findByRole('link', { name: 'TCK-2' });
    expect(link).toHaveAttribute('href', '/tickets/support/TCK-2');
    expect(screen.getByRole('link', { name: 'TCK-1' })).toHaveAttribute('href', '/tickets/support/TCK-1');
    // After the New ticket link, the three filter buttons, the search box and its Clear button, the first ticket.
    for (let i = 0; i < 6; i++) await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it('invites a first ticket when there are none', async () => {
    mockActions(() => ({ result: { tickets: [] } }));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Log your first ticket' })).toHaveAttribute('href', '/tickets/support');
  });
});
