import { paths, type RemoteRoute } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense, type ReactNode } from 'react';

// Each page's code loads on first visit, so the remote entry stays small.
const WebHostingPage = lazy(() => import('./components/web-hosting-page'));
const ColocationPage = lazy(() => import('./components/colocation-page'));

const MODULES = ['cloud-hosting'];
const CATEGORIES = ['cloud'];
const suspended = (label: string, page: ReactNode) => <Suspense fallback={<LoadingState label={label} />}>{page}</Suspense>;
const route = (path: string, Component: () => ReactNode): RemoteRoute => ({ path: `${paths.cloud}/${path}`, Component, modules: MODULES, categories: CATEGORIES });

/** The pages of web hosting, personal web hosting and co-location under /services/cloud. */
export const hostingRoutes: RemoteRoute[] = [
  route('web-hosting/:serviceTag', function WebHostingRoute() {
    return suspended('Loading your hosting…', <WebHostingPage type="web-hosting" />);
  }),
  route('personal-web-hosting/:serviceTag', function PersonalWebHostingRoute() {
    return suspended('Loading your hosting…', <WebHostingPage type="personal-web-hosting" />);
  }),
  route('co-location/:serviceTag', function ColocationRoute() {
    return suspended('Loading your co-location…', <ColocationPage />);
  }),
];
