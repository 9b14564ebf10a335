import { createPortalQueryClient } from '@portal/contract/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { useInstanceConfig } from '../features/instance/instance-config';
import { AppLayout } from '../features/layout/components/app-layout';
import { enabledMounts } from '../features/remotes/areas';
import { RemoteArea } from '../features/remotes/components/remote-area';

/** The host's one QueryClient. It lives in this chunk so that the login page does not load react-query. */
const queryClient = createPortalQueryClient();

/** Everything behind sign-in: the layout, the dashboard and each enabled area (disabled ones get no route). */
export default function AuthenticatedShell() {
  const config = useInstanceConfig();
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/dashboard" element={<DashboardPage />} />
          {enabledMounts(config).map(({ area, base }) => (
            <Route key={base} path={`${base}/*`} element={<RemoteArea area={area} base={base} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
