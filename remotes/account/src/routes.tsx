import { defineRemote, FEATURES, paths } from '@portal/contract';
import { pageRead } from '@portal/contract/query';
import { AccountSectionHeader, EmptyState, lazyPage, LoadingState } from '@portal/ui';
import { FeatureConfig } from '@portal/ui/access';
import { lazy, Suspense, type ComponentType } from 'react';
import { accountQueryOptions } from './features/personal-info/api/get-account';

// Each page's code loads on first visit, so the remote entry stays small.
const PersonalInfoPage = lazyPage(() => import('./features/personal-info/components/personal-info-page'));
const MessagesPage = lazy(() => import('./features/messages/components/messages-page'));
const CancellationsPage = lazy(() => import('./features/cancellations/components/cancellations-page'));
const AccessPage = lazy(() => import('./features/access/components/access-page'));
const OrdersAndDocsPage = lazy(() => import('./features/orders-and-docs/components/orders-and-docs-page'));
const CallReportPage = lazy(() => import('./features/call-report/components/call-report-page'));
const NotificationsPage = lazy(() => import('./features/notifications/components/notifications-page'));

const route = (Page: ComponentType, loading: string) =>
  function AccountRoute() {
    return (
      <Suspense fallback={<LoadingState label={loading} />}>
        <Page />
      </Suspense>
    );
  };

const CallReportPageRoute = route(CallReportPage, 'Loading your call report…');
/** spec §6 feature-config: an instance without the call report says so instead of showing the page. */
function CallReportRoute() {
  return (
    <FeatureConfig
      flag={FEATURES.callReport}
      fallback={
        <>
          <AccountSectionHeader />
          <EmptyState title="The call report is not available">This portal does not offer a call report.</EmptyState>
        </>
      }
    >
      <CallReportPageRoute />
    </FeatureConfig>
  );
}

export default defineRemote({
  area: 'account',
  routes: [
    { path: paths.accountDetails, Component: route(PersonalInfoPage, 'Loading your personal info…'), modules: ['account'], preload: PersonalInfoPage.preload, reads: () => [pageRead(accountQueryOptions())] },
    { path: paths.messages, Component: route(MessagesPage, 'Loading your messages…'), modules: ['account'] },
    { path: paths.cancellations, Component: route(CancellationsPage, 'Loading your cancellation requests…'), modules: ['account'] },
    { path: paths.access, Component: route(AccessPage, 'Loading Users & Access…'), modules: ['access'] },
    { path: paths.ordersAndDocs, Component: route(OrdersAndDocsPage, 'Loading your orders and documents…'), modules: ['account'] },
    { path: paths.callReport, Component: CallReportRoute, modules: ['account'] },
    // A person's own messages and choices: whatever modules the token carries.
    { path: paths.notifications, Component: route(NotificationsPage, 'Loading your notifications…') },
  ],
  navItems: [
    { label: 'Personal Info', to: paths.accountDetails, modules: ['account'] },
    { label: 'Messages', to: paths.messages, modules: ['account'] },
    { label: 'Cancellations', to: paths.cancellations, modules: ['account'] },
    { label: 'Users & Access', to: paths.access, modules: ['access'] },
    { label: 'Orders & Docs', to: paths.ordersAndDocs, modules: ['account'] },
    { label: 'Call Report', to: paths.callReport, modules: ['account'] },
    { label: 'Notifications', to: paths.notifications },
  ],
});
