import { portalCache } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TicketsPage from '../components/tickets-page';

const tickets = [
  { ticketNumber: 'TCK-2', subject: 'Fibre drops', category: 'Technical', status: 'open', createdAt: '2026-11-18T07:45:00Z', updatedAt: '2026-11-18T07:45:00Z' },
  { ticketNumber: 'TCK-1', subject: 'Router replacement', category: 'Technical', status: 'closed', createdAt: '2026-08-02T09:15:00Z', updatedAt: '2026-08-02T16:15:00Z' },
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TicketsPage />
    </QueryClientProvider>,
  );
}

describe('tickets page', () => {
  beforeEach(() => portalCache.clear());

  it('shows open tickets first and the rest on demand', async () => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, result: { tickets } }) })) as never;
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your tickets…');
    expect(await screen.findByText('Fibre drops')).toBeInTheDocument();
    expect(screen.queryByText('Router replacement')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All (2)' }));
    expect(screen.getByText('Router replacement')).toBeInTheDocument();
    expect(screen.getAllByText('2 Aug 2026')).toHaveLength(2);
  });

  it('says so when there are no open tickets', async () => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, result: { tickets: [tickets[1]] } }) })) as never;
    renderPage();
    expect(await screen.findByText('You have no open tickets.')).toBeInTheDocument();
  });

  it('shows the server’s error with a retry that loads again', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({ success: false, errors: [{ code: 'X', message: 'Tickets are resting.' }] }) })
      .mockResolvedValue({ ok: true, status: 200, json: async () => ({ success: true, result: { tickets } }) });
    global.fetch = fetchMock as never;
    renderPage();
    expect(await screen.findByText('Tickets are resting.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fibre drops')).toBeInTheDocument();
  });
});
