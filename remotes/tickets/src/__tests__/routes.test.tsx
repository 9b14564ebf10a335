import { portalCache } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
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

  it('declares absolute routes, the ticket pages behind the tickets module, and a nav item for the list', () => {
    expect(remote.area).toBe('tickets');
    expect(remote.routes.map((r) => [r.path, r.modules ?? null])).toEqual([
      ['/tickets', ['tickets']],
      ['/tickets/support', ['tickets']],
      ['/tickets/support/:ticketNumber', ['tickets']],
      ['/outages', null],
      ['/referrals', null],
      ['/promotions/email', null],
    ]);
    expect(remote.routes.every((r) => r.requiresAuth !== false)).toBe(true);
    expect(remote.navItems).toEqual([{ label: 'Tickets', to: '/tickets', modules: ['tickets'] }]);
  });

  it.each([
    ['/outages', 'outages.GetOutages', { current: [], planned: [], resolved: [] }, 'Outages'],
    ['/referrals', 'referrals.GetReferrals', { code: 'ABC123', link: 'https://x.test/referrals/public?code=ABC123', rewardPerSignUp: 250, creditEarned: 0, leads: [] }, 'Refer a friend'],
    ['/promotions/email', 'promotions.GetEmailPromotions', { email: 'a@b.co.za', lists: [], promotions: [] }, 'Email promotions'],
  ])('serves %s, loading its page code on first visit', async (path, action, result, heading) => {
    const fetchMock = mockActions((name) => (name === action ? { result } : { error: `unexpected ${name}` }));
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(inputsOf(fetchMock, action)).toEqual([{}]));
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
