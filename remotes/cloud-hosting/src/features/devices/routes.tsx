import { paths, type RemoteRoute } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense, type ComponentType } from 'react';

// Each page's code loads on first visit, so the remote entry stays small.
const IotListPage = lazy(() => import('./components/list-pages').then((m) => ({ default: m.IotListPage })));
const SecurityListPage = lazy(() => import('./components/list-pages').then((m) => ({ default: m.SecurityListPage })));
const UpsListPage = lazy(() => import('./components/list-pages').then((m) => ({ default: m.UpsListPage })));
const VdcListPage = lazy(() => import('./components/list-pages').then((m) => ({ default: m.VdcListPage })));
const IotPage = lazy(() => import('./components/iot-page'));
const AntivirusPage = lazy(() => import('./components/antivirus-page'));
const FirewallPage = lazy(() => import('./components/firewall-page'));
const UpsPage = lazy(() => import('./components/ups-page'));
const VdcPage = lazy(() => import('./components/vdc-page'));

const route = (path: string, category: string, label: string, Page: ComponentType): RemoteRoute => ({
  path,
  modules: ['cloud-hosting'],
  categories: [category],
  Component: function DevicesRoute() {
    return (
      <Suspense fallback={<LoadingState label={label} />}>
        <Page />
      </Suspense>
    );
  },
});

/** The pages of the devices group: IoT, security, UPS and virtual data centre lists and service pages. */
export const devicesRoutes: RemoteRoute[] = [
  route(paths.iot, 'iot', 'Loading your IoT services…', IotListPage),
  route(`${paths.iot}/iot-account/:serviceTag`, 'iot', 'Loading your IoT account…', IotPage),
  route(paths.security, 'security', 'Loading your security services…', SecurityListPage),
  route(`${paths.security}/antivirus-account/:serviceTag`, 'security', 'Loading your antivirus licence…', AntivirusPage),
  route(`${paths.security}/managed-firewall-account/:serviceTag`, 'security', 'Loading your managed firewall…', FirewallPage),
  route(paths.ups, 'ups', 'Loading your UPS services…', UpsListPage),
  route(`${paths.ups}/:serviceTag`, 'ups', 'Loading your UPS…', UpsPage),
  route(paths.vdc, 'vdc', 'Loading your virtual data centres…', VdcListPage),
  route(`${paths.vdc}/service/:serviceTag`, 'vdc', 'Loading your virtual data centre…', VdcPage),
];
