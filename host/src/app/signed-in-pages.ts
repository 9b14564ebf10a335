import { lazyPage } from '@portal/ui';

/**
 * The signed-in shell and the dashboard, each a chunk of its own. Preloadable, so that opening the dashboard signed in
 * renders them at once, once their code is here, instead of showing a loading state first (whose content React then
 * holds back for a moment, so that loading states do not flash).
 */
export const AuthenticatedShell = lazyPage(() => import('./authenticated-shell'));
export const DashboardPage = lazyPage(() => import('../features/dashboard/components/dashboard-page'));
