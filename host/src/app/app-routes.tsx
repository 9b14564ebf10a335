import { LoadingState } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../features/auth/components/require-auth';
import { IspRedirect, StripIspPrefix } from '../features/auth/components/redirects';
import { PublicLayout } from '../features/layout/components/public-layout';
import { LoginPage } from '../features/login/components/login-page';

const AuthenticatedShell = lazy(() => import('./authenticated-shell'));
const NotFoundPage = lazy(() =>
  import('../features/public-pages/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const UnavailablePage = lazy(() =>
  import('../features/public-pages/components/unavailable-page').then((m) => ({ default: m.UnavailablePage })),
);
const ReferralsPublicPage = lazy(() =>
  import('../features/public-pages/components/referrals-public-page').then((m) => ({ default: m.ReferralsPublicPage })),
);

/** spec §2 routes and redirects. Public: login, unavailable, referrals/public, 404; everything else needs sign-in. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/" element={<Navigate to="/isp" replace />} />
        <Route path="/isp" element={<IspRedirect />} />
        <Route path="/isp/*" element={<StripIspPrefix />} />
        <Route element={<PublicLayout />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/unavailable" element={<UnavailablePage />} />
          <Route path="/referrals/public" element={<ReferralsPublicPage />} />
          <Route path="/404" element={<NotFoundPage />} />
        </Route>
        <Route
          path="*"
          element={
            <RequireAuth>
              <AuthenticatedShell />
            </RequireAuth>
          }
        />
      </Routes>
    </Suspense>
  );
}
