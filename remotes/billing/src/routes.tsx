import { defineRemote, paths } from '@portal/contract';
import { lazyPage } from '@portal/ui';

export default defineRemote({
  area: 'billing',
  routes: [
    {
      path: paths.billingDetails,
      Component: lazyPage(() => import('./features/billing-details/components/billing-details-page'), 'Loading your billing details…'),
    },
  ],
  navItems: [{ label: 'Payments & Billing', to: paths.billingDetails, modules: ['billing'] }],
});
