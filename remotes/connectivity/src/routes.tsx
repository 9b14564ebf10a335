import { defineRemote, paths } from '@portal/contract';
import { lazyPage } from '@portal/ui';

export default defineRemote({
  area: 'connectivity',
  routes: [{ path: paths.connectivity, Component: lazyPage(() => import('./features/services/components/services-page'), 'Loading your services…') }],
  navItems: [{ label: 'Connectivity', to: paths.connectivity, modules: ['connectivity'] }],
});
