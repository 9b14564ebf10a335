import { defineRemote, paths } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense } from 'react';

// The page's code loads on first visit, so the remote entry stays small.
const CommunicationPage = lazy(() => import('./features/services/components/communication-page'));

function CommunicationRoute() {
  return (
    <Suspense fallback={<LoadingState label="Loading your communication services…" />}>
      <CommunicationPage />
    </Suspense>
  );
}

export default defineRemote({
  area: 'communication',
  routes: [{ path: paths.communication, Component: CommunicationRoute, modules: ['communication'] }],
  navItems: [{ label: 'Communication', to: paths.communication, modules: ['communication'] }],
});
