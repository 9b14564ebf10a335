import { paths } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth, TERMS_PATH } from '../features/auth/components/require-auth';
import { IspRedirect, StripIspPrefix } from '../features/auth/components/redirects';
import { useOrdersToCaptureRedirect } from '../features/auth/use-orders-to-capture-redirect';
import { useInstanceConfig } from '../features/instance/instance-config';
import { PublicLayout } from '../features/layout/components/public-layout';
import { LoginPage } from '../features/login/login-route';
// In the first chunk: it must show when the server (and so every other chunk) cannot be reached.
import { UnavailablePage } from '../features/public-pages/components/unavailable-page';
import { SessionWatch } from '../features/session/components/session-watch';
import { enabledMounts, type AreaMount } from '../features/remotes/areas';
import { KeptAreas } from '../features/remotes/components/kept-areas';
import { enabledExtraAreas } from '@portal/config/areas';
import type { InstanceConfig } from '@portal/config';
import { AuthenticatedShell, DashboardPage } from './signed-in-pages';

// Everything behind sign-in loads when it is first needed; the login page is loaded before the app renders on /login.
const ExtraArea = lazy(() => import('../features/remotes/components/extra-area'));
const NotFoundPage = lazy(() =>
  import('../features/public-pages/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const TermsOfUsePage = lazy(() =>
  import('../features/auth/components/terms-of-use-page').then((m) => ({ default: m.TermsOfUsePage })),
);
const ReferralsPublicPage = lazy(() =>
  import('../features/public-pages/components/referrals-public-page').then((m) => ({ default: m.ReferralsPublicPage })),
);
/** spec issue 40: the public status page, a chunk of its own (the login page carries one line for it). */
const StatusPage = lazy(() => import('../features/status-page/components/status-page').then((m) => ({ default: m.StatusPage })));
/** The purchase and cancel pages: their routes live in their own chunk, so the login page carries one line for them. */
const CommerceRoutes = lazy(() => import('../features/commerce/commerce-pages').then((m) => ({ default: m.CommerceRoutes })));
const CancellationPage = lazy(() => import('../features/commerce/commerce-pages').then((m) => ({ default: m.CancellationPage })));

interface SignedInRoute {
  path: string;
  /** Nothing for an area's mount: KeptAreas shows the area. */
  element: ReactNode;
  mount?: AreaMount;
}

/** The pages inside the signed-in shell. One table, so that the area KeptAreas shows is the one the router picks. */
function signedInRoutes(config: InstanceConfig): SignedInRoute[] {
  return [
    { path: '/dashboard', element: <DashboardPage /> },
    // spec §2 Purchase and cancel flows; an area's own mount (e.g. /services/connectivity/*) ranks above this one.
    { path: '/services/*', element: <CommerceRoutes /> },
    // Ranks above an area's mount of the same first segment (/services/ups/*, /services/iot/*).
    { path: '/services/:type/:serviceTag/cancellation', element: <CancellationPage /> },
    ...enabledMounts(config).map((mount) => ({ path: `${mount.base}/*`, element: null, mount })),
    // The instance's own areas (extraAreas), mounted from its config without a rebuild.
    ...enabledExtraAreas(config).map((extra) => ({ path: `${extra.mountPath}/*`, element: <ExtraArea key={extra.key} area={extra} /> })),
  ];
}

/**
 * spec §2 routes and redirects. Public: login, unavailable, referrals/public, status, 404. The dashboard and each
 * enabled area need sign-in; a disabled area has no route at all, so it is an unknown path (→ /404).
 */
export function AppRoutes() {
  const config = useInstanceConfig();
  const signedIn = useMemo(() => signedInRoutes(config), [config]);
  const areaAt = useMemo(() => (pathname: string) => matchRoutes(signedIn, pathname)?.[0]?.route.mount ?? null, [signedIn]);
  if (useOrdersToCaptureRedirect()) return <Navigate to={paths.dashboard} replace />;
  return (
    <Suspense fallback={<LoadingState />}>
      <SessionWatch />
      <Routes>
        <Route path="/" element={<Navigate to="/isp" replace />} />
        <Route path="/isp" element={<IspRedirect />} />
        <Route path="/isp/*" element={<StripIspPrefix />} />
        <Route element={<PublicLayout />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/unavailable" element={<UnavailablePage />} />
          <Route path="/referrals/public" element={<ReferralsPublicPage />} />
          <Route path="/status" element={<StatusPage />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route
            path={TERMS_PATH}
            element={
              <RequireAuth termsPage>
                <TermsOfUsePage />
              </RequireAuth>
            }
          />
        </Route>
        <Route
          element={
            <RequireAuth>
              <AuthenticatedShell />
            </RequireAuth>
          }
        >
          <Route element={<KeptAreas areaAt={areaAt} />}>
            {signedIn.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
