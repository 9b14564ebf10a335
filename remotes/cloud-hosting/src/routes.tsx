import { defineRemote, paths } from '@portal/contract';
import { lazyPage } from '@portal/ui';

export default defineRemote({
  area: 'cloud-hosting',
  routes: [{ path: paths.cloud, Component: lazyPage(() => import('./features/services/components/services-page'), 'Loading your services…') }],
  navItems: [{ label: 'Cloud & Hosting', to: paths.cloud, modules: ['cloud-hosting'] }],
});
