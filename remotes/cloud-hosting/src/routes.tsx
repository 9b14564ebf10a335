import { defineRemote, paths } from '@portal/contract';
import { lazyPage, LoadingState } from '@portal/ui';
import { Suspense } from 'react';
import { devicesRoutes } from './features/devices/routes';
import { hostingRoutes } from './features/hosting/routes';
import { toolsRoutes } from './features/tools/routes';

// Each page's code loads on first visit, so the remote entry stays small.
const CloudPage = lazyPage(() => import('./features/services/components/cloud-page'));

function CloudRoute() {
  return (
    <Suspense fallback={<LoadingState label="Loading your cloud & hosting services…" />}>
      <CloudPage />
    </Suspense>
  );
}

/** spec §2 Cloud, Other service areas and Service tools: the lists, every service's page, and the tools. */
export default defineRemote({
  area: 'cloud-hosting',
  routes: [{ path: paths.cloud, Component: CloudRoute, modules: ['cloud-hosting'], preload: CloudPage.preload }, ...hostingRoutes, ...devicesRoutes, ...toolsRoutes],
  navItems: [{ label: 'Cloud & Hosting', to: paths.cloud, modules: ['cloud-hosting'] }],
});
