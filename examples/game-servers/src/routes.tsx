import { defineRemote } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense } from 'react';

const OverviewPage = lazy(() => import('./overview-page'));
const HelpPage = lazy(() => import('./help-page'));

/** Every path is under the mount the instance gives the area (extraAreas[].mountPath: '/gaming'). */
export default defineRemote({
  area: 'gaming',
  routes: [
    {
      path: '/gaming',
      Component: () => (
        <Suspense fallback={<LoadingState label="Loading your game servers…" />}>
          <OverviewPage />
        </Suspense>
      ),
    },
    {
      path: '/gaming/help',
      Component: () => (
        <Suspense fallback={<LoadingState label="Loading help…" />}>
          <HelpPage />
        </Suspense>
      ),
    },
  ],
  navItems: [{ label: 'Game servers', to: '/gaming' }],
});
