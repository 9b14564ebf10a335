import { defineRemote, paths } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { NEW_TICKET_PATH } from './lib/ticket-paths';

// Each page's code loads on first visit, so the remote entry stays small.
const TicketsPage = lazy(() => import('./features/ticket-list/components/tickets-page'));
const NewTicketPage = lazy(() => import('./features/new-ticket/components/new-ticket-page'));
const TicketPage = lazy(() => import('./features/ticket-conversation/components/ticket-page'));

const route = (Page: LazyExoticComponent<ComponentType>, label: string) =>
  function TicketsRoute() {
    return (
      <Suspense fallback={<LoadingState label={label} />}>
        <Page />
      </Suspense>
    );
  };

export default defineRemote({
  area: 'tickets',
  routes: [
    { path: paths.tickets, Component: route(TicketsPage, 'Loading your tickets…'), modules: ['tickets'] },
    { path: NEW_TICKET_PATH, Component: route(NewTicketPage, 'Loading the ticket form…'), modules: ['tickets'] },
    { path: `${NEW_TICKET_PATH}/:ticketNumber`, Component: route(TicketPage, 'Loading the ticket…'), modules: ['tickets'] },
  ],
  navItems: [{ label: 'Tickets', to: paths.tickets, modules: ['tickets'] }],
});
