import { defineRemote, paths } from '@portal/contract';
import { lazyPage } from '@portal/ui';

export default defineRemote({
  area: 'account',
  routes: [
    {
      path: paths.accountDetails,
      Component: lazyPage(() => import('./features/personal-info/components/personal-info-page'), 'Loading your personal info…'),
    },
  ],
  navItems: [{ label: 'Personal Info', to: paths.accountDetails, modules: ['account'] }],
});
