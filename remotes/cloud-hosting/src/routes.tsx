import { defineRemote, paths } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense } from 'react';

// The page's code loads on first visit, so the remote entry stays small.
const CloudPage = lazy(() => import('./features/services/components/cloud-page'));

function CloudRoute() {
  return (
    <Suspense fallback={<LoadingState label="Loading your cloud & hosting services…" />}>
      <CloudPage />
    </Suspense>
  );
}

export default defineRemote({
  area: 'cloud-hosting',
  routes: [{ path: paths.cloud, Component: CloudRoute, modules: ['cloud-hosting'] }],
  navItems: [{ label: 'Cloud & Hosting', to: paths.cloud, modules: ['cloud-hosting'] }],
});
