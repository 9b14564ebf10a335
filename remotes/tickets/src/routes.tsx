import { defineRemote, paths } from '@portal/contract';
import { lazyPage } from '@portal/ui';

export default defineRemote({
  area: 'tickets',
  routes: [{ path: paths.tickets, Component: lazyPage(() => import('./features/ticket-list/components/tickets-page'), 'Loading your tickets…') }],
  navItems: [{ label: 'Tickets', to: paths.tickets, modules: ['tickets'] }],
});
