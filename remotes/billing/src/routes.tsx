import { defineRemote, paths } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense } from 'react';

// The page's code loads on first visit, so the remote entry stays small.
const BillingDetailsPage = lazy(() => import('./features/billing-details/components/billing-details-page'));

function BillingDetailsRoute() {
  return (
    <Suspense fallback={<LoadingState label="Loading your billing details…" />}>
      <BillingDetailsPage />
    </Suspense>
  );
}

export default defineRemote({
  area: 'billing',
  routes: [{ path: paths.billingDetails, Component: BillingDetailsRoute }],
  navItems: [{ label: 'Payments & Billing', to: paths.billingDetails, modules: ['billing'] }],
});
