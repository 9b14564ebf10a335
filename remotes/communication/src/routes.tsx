import { defineRemote, paths } from '@portal/contract';
import { pageRead } from '@portal/contract/query';
import { lazyPage, LoadingState } from '@portal/ui';
import { Suspense } from 'react';
import { mailRoutes } from './features/mail/routes';
import { communicationServicesQueryOptions } from './features/services/api/get-services';
import { messagingRoutes } from './features/messaging/routes';
import { voiceRoutes } from './features/voice/routes';

// Each page's code loads on first visit, so the remote entry stays small.
const CommunicationPage = lazyPage(() => import('./features/services/components/communication-page'));

function CommunicationRoute() {
  return (
    <Suspense fallback={<LoadingState label="Loading your communication services…" />}>
      <CommunicationPage />
    </Suspense>
  );
}

/** spec §2 Communication: the list and every service's pages below it. */
export default defineRemote({
  area: 'communication',
  routes: [
    { path: paths.communication, Component: CommunicationRoute, modules: ['communication'], preload: CommunicationPage.preload, reads: () => [pageRead(communicationServicesQueryOptions())] },
    ...mailRoutes,
    ...voiceRoutes,
    ...messagingRoutes,
  ],
  navItems: [{ label: 'Communication', to: paths.communication, modules: ['communication'] }],
});
