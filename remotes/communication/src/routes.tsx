import { defineRemote, paths } from '@portal/contract';
import { lazyPage } from '@portal/ui';

export default defineRemote({
  area: 'communication',
  routes: [{ path: paths.communication, Component: lazyPage(() => import('./features/services/components/services-page'), 'Loading your services…') }],
  navItems: [{ label: 'Communication', to: paths.communication, modules: ['communication'] }],
});
