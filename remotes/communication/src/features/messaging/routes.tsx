import { paths, type RemoteRoute } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense, type ComponentType } from 'react';

// Each page's code loads on first visit, so the remote entry stays small.
const SmsPage = lazy(() => import('./components/sms-page'));
const EscanPage = lazy(() => import('./components/escan-page'));
const BulkMailerPage = lazy(() => import('./components/bulk-mailer-page'));
const BulkMailerUpgradePage = lazy(() => import('./components/bulk-mailer-upgrade-page'));

const MODULES = ['communication'];
const route = (path: string, label: string, Page: ComponentType): RemoteRoute => ({
  path: `${paths.communication}/${path}`,
  modules: MODULES,
  Component: function MessagingRoute() {
    return (
      <Suspense fallback={<LoadingState label={label} />}>
        <Page />
      </Suspense>
    );
  },
});

/** The pages of the messaging services under /services/communication. */
export const messagingRoutes: RemoteRoute[] = [
  route('sms/:serviceTag', 'Loading your SMS service…', SmsPage),
  route('escan/:serviceTag', 'Loading your eScan licence…', EscanPage),
  route('bulk-mailer/:serviceTag', 'Loading your bulk mailer…', BulkMailerPage),
  route('bulk-mailer/:serviceTag/upgrade', 'Loading the upgrade page…', BulkMailerUpgradePage),
];
