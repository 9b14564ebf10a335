import { defineRemote, paths } from '@portal/contract';
import { pageRead } from '@portal/contract/query';
import { lazyPage, LoadingState } from '@portal/ui';
import { offeredCategories } from '@portal/ui/access';
import { Suspense } from 'react';
import { devicesRoutes } from './features/devices/routes';
import { hostingRoutes } from './features/hosting/routes';
import { CLOUD_HOSTING_CATEGORIES, cloudServicesQueryOptions } from './features/services/api/get-services';
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
  routes: [{ path: paths.cloud, Component: CloudRoute, modules: ['cloud-hosting'], preload: CloudPage.preload, reads: () => offeredCategories(CLOUD_HOSTING_CATEGORIES).map((category) => pageRead(cloudServicesQueryOptions(category))) }, ...hostingRoutes, ...devicesRoutes, ...toolsRoutes],
  navItems: [{ label: 'Cloud & Hosting', to: paths.cloud, modules: ['cloud-hosting'] }],
});
