import { defineRemote, paths, type RemoteRoute } from '@portal/contract';
import { pageRead } from '@portal/contract/query';
import { lazyPage, LoadingState } from '@portal/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { connectivityServicesQueryOptions } from './features/services/api/get-services';

// Each page's code loads on first visit, so the remote entry stays small (and uPlot loads only with a usage chart).
const ConnectivityPage = lazyPage(() => import('./features/services/components/connectivity-page'));
const ServiceDetailPage = lazy(() => import('./features/service-page/components/service-detail-page'));
const SharedMemberPage = lazy(() => import('./features/service-page/components/shared-member-page'));
const OffersPage = lazy(() => import('./features/offers/components/offers-page'));

const base = paths.connectivity;
const MODULES = ['connectivity'];

const suspended = (label: string, page: ReactNode) => (
  <Suspense fallback={<LoadingState label={label} />}>{page}</Suspense>
);

const route = (path: string, Component: () => ReactNode): RemoteRoute => ({ path: `${base}/${path}`, Component, modules: MODULES });

const detail = (type: string, path: string) =>
  route(path, function ConnectivityServiceRoute() {
    return suspended('Loading your service…', <ServiceDetailPage type={type} />);
  });

const offers = (type: string, mode: 'upgrade' | 'purchase', path: string) =>
  route(path, function ConnectivityOffersRoute() {
    return suspended(mode === 'upgrade' ? 'Loading the upgrade page…' : 'Loading the purchase page…', <OffersPage type={type} mode={mode} />);
  });

/** spec §2: the host serves every area's cancellation form; this address of the spec leads there. */
function FtthCancellationRoute() {
  const { serviceTag = '' } = useParams();
  return <Navigate replace to={paths.serviceCancellation('ftth', serviceTag)} />;
}

/** spec §2 Connectivity: every page under /services/connectivity. */
export const connectivityRoutes: RemoteRoute[] = [
  {
    path: base,
    Component: function ConnectivityRoute() {
      return suspended('Loading your connectivity services…', <ConnectivityPage />);
    },
    modules: MODULES,
    preload: ConnectivityPage.preload,
    reads: () => [pageRead(connectivityServicesQueryOptions())],
  },
  ...(['ftth', 'telco', 'data', 'fttb', 'adsl', 'wholesale-fibre'] as const).map((type) => detail(type, `${type}/:serviceTag`)),
  ...(['ftth', 'fttb', 'adsl'] as const).map((type) => offers(type, 'upgrade', `${type}/:serviceTag/upgrade`)),
  route('ftth/:serviceTag/cancellation', FtthCancellationRoute),
  detail('mobiledata', 'mobiledata/account/:serviceTag'),
  offers('mobiledata', 'upgrade', 'mobiledata/upgrade/account/:serviceTag'),
  offers('mobiledata', 'purchase', 'mobiledata/purchase/account/:serviceTag'),
  ...(['lte', 'carrier-lte'] as const).map((type) => detail(type, `${type}/account/:serviceTag`)),
  detail('shareddata', 'shareddata/account/:serviceTag'),
  route('shareddata/account/:serviceTag/:userId', function SharedMemberRoute() {
    return suspended('Loading this member’s usage…', <SharedMemberPage />);
  }),
  offers('shareddata', 'upgrade', 'shareddata/upgrade/account/:serviceTag'),
  ...(['wifi', 'dialup', '3g-service', 'satellite', 'carrier-5g', 'carrier-wireless'] as const).map((type) => detail(type, `${type}/account/:serviceTag`)),
  detail('fixed-lte', 'fixed-lte/account/:serviceTag'),
  offers('fixed-lte', 'upgrade', 'fixed-lte/account/:serviceTag/upgrade'),
];

export default defineRemote({
  area: 'connectivity',
  routes: connectivityRoutes,
  navItems: [{ label: 'Connectivity', to: paths.connectivity, modules: ['connectivity'] }],
});
