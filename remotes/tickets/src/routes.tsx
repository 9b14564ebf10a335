import { defineRemote, paths } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense } from 'react';

// The page's code loads on first visit, so the remote entry stays small.
const TicketsPage = lazy(() => import('./features/ticket-list/components/tickets-page'));

function TicketsRoute() {
  return (
    <Suspense fallback={<LoadingState label="Loading your tickets…" />}>
      <TicketsPage />
    </Suspense>
  );
}

export default defineRemote({
  area: 'tickets',
  routes: [{ path: paths.tickets, Component: TicketsRoute, modules: ['tickets'] }],
  navItems: [{ label: 'Tickets', to: paths.tickets, modules: ['tickets'] }],
});
