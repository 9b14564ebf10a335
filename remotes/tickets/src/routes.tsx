import { defineRemote, paths } from '@portal/contract';
import { pageRead } from '@portal/contract/query';
import { lazyPage, LoadingState } from '@portal/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { ticketsQueryOptions } from './features/ticket-list/api/get-tickets';
import { NEW_TICKET_PATH } from './lib/ticket-paths';

// Each page's code loads on first visit, so the remote entry stays small.
const TicketsPage = lazyPage(() => import('./features/ticket-list/components/tickets-page'));
const NewTicketPage = lazy(() => import('./features/new-ticket/components/new-ticket-page'));
const TicketPage = lazy(() => import('./features/ticket-conversation/components/ticket-page'));
const OutagesPage = lazy(() => import('./features/outages/components/outages-page'));
const ReferralsPage = lazy(() => import('./features/referrals/components/referrals-page'));
const EmailPromotionsPage = lazy(() => import('./features/email-promotions/components/email-promotions-page'));

const route = (Page: ComponentType, label: string) =>
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
    { path: paths.tickets, Component: route(TicketsPage, 'Loading your tickets…'), modules: ['tickets'], preload: TicketsPage.preload, reads: () => [pageRead(ticketsQueryOptions())] },
    { path: NEW_TICKET_PATH, Component: route(NewTicketPage, 'Loading the ticket form…'), modules: ['tickets'] },
    { path: `${NEW_TICKET_PATH}/:ticketNumber`, Component: route(TicketPage, 'Loading the ticket…'), modules: ['tickets'] },
    // Any signed-in user may open these (reporting an outage asks for 'tickets' on the page itself).
    { path: paths.outages, Component: route(OutagesPage, 'Loading outages…') },
    { path: paths.referrals, Component: route(ReferralsPage, 'Loading your referrals…') },
    { path: paths.emailPromotions, Component: route(EmailPromotionsPage, 'Loading your email promotions…') },
  ],
  navItems: [{ label: 'Tickets', to: paths.tickets, modules: ['tickets'] }],
});
