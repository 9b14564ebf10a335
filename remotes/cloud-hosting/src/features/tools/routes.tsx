import type { RemoteRoute, ServiceTool } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { TOOL_PAGES } from './tool-links';

// Each page's code loads on first visit, so the remote entry stays small (and uPlot only where a chart is drawn).
const PAGES: Record<ServiceTool, LazyExoticComponent<ComponentType>> = {
  network: lazy(() => import('./components/network-page')),
  'firewall-metrics': lazy(() => import('./components/firewall-page')),
  'iris-metrics': lazy(() => import('./components/iris-page')),
  'voice-metrics': lazy(() => import('./components/voice-page')),
  'tar-reports': lazy(() => import('./components/tar-page')),
};

function toolRoute(tool: ServiceTool, categories: readonly string[]): RemoteRoute {
  const Page = PAGES[tool];
  return {
    path: `/services/tools/:accountId/${tool}`,
    Component: () => (
      <Suspense fallback={<LoadingState label="Loading the service tools…" />}>
        <Page />
      </Suspense>
    ),
    modules: ['cloud-hosting'],
    categories: [...categories],
  };
}

/** spec §2 Service tools: /services/tools/{accountId}/{tool}, the metrics dashboards and reports of the account. */
export const toolsRoutes: RemoteRoute[] = TOOL_PAGES.map((page) => toolRoute(page.tool, page.categories));
