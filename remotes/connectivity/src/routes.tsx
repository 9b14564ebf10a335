import { defineRemote, paths } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense } from 'react';

// The page's code loads on first visit, so the remote entry stays small.
const ConnectivityPage = lazy(() => import('./features/services/components/connectivity-page'));

function ConnectivityRoute() {
  return (
    <Suspense fallback={<LoadingState label="Loading your connectivity services…" />}>
      <ConnectivityPage />
    </Suspense>
  );
}

export default defineRemote({
  area: 'connectivity',
  routes: [{ path: paths.connectivity, Component: ConnectivityRoute, modules: ['connectivity'] }],
  navItems: [{ label: 'Connectivity', to: paths.connectivity, modules: ['connectivity'] }],
});
