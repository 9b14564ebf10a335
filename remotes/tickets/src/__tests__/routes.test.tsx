import { portalCache } from '@portal/contract';
import { screen } from '@testing-library/react';
import { readFileSync } from 'fs';
import { join } from 'path';
import { Route, Routes } from 'react-router-dom';
import remote from '../routes';
import { inputsOf, mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      {remote.routes.map(({ path: routePath, Component }) => (
        <Route key={routePath} path={routePath} element={<Component />} />
      ))}
    </Routes>,
    { path },
  );

describe('the tickets remote', () => {
  beforeEach(() => portalCache.clear());

  it('declares absolute routes behind the tickets module and a nav item for the list', () => {
    expect(remote.area).toBe('tickets');
    expect(remote.routes.map((r) => r.path)).toEqual(['/tickets', '/tickets/support', '/tickets/support/:ticketNumber']);
    expect(remote.routes.every((r) => r.modules?.join() === 'tickets')).toBe(true);
    expect(remote.navItems).toEqual([{ label: 'Tickets', to: '/tickets', modules: ['tickets'] }]);
  });

  it('renders its page inside the host’s own <Routes>, loading the page code on first visit', async () => {
    mockActions(() => ({ result: { tickets: [] } }));
    renderAt('/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
  });

  it('serves the new-ticket form at /tickets/support', async () => {
    mockActions(() => ({ result: { categories: ['Technical'], services: [] } }));
    renderAt('/tickets/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log a support ticket' })).toBeInTheDocument();
  });

  it('serves a ticket’s conversation at /tickets/support/{ticketNumber}', async () => {
    const fetchMock = mockActions(() => ({ error: 'No such ticket.', status: 404 }));
    renderAt('/tickets/support/TCK-9');
    expect(await screen.findByText('We could not find ticket TCK-9.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'tickets.GetTicket')).toEqual([{ ticketNumber: 'TCK-9' }]);
  });

  it('keeps the dashboard card apart from the ticket pages, so that it does not grow', () => {
    const source = readFileSync(join(__dirname, '..', 'dashboard-cards.tsx'), 'utf8');
    expect(source).not.toMatch(/new-ticket|ticket-conversation|routes/);
  });
});
