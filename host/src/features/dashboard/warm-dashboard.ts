import type { InstanceConfig } from '@portal/config';
import { getAccessToken, getClaims, paths } from '@portal/contract';
import { dashboardAreas } from '../remotes/area-navigation';
import { loadDashboardCards } from '../remotes/load-area';

/**
 * Opening the dashboard signed in: the signed-in shell's code, the dashboard's and its areas' cards modules all start
 * loading once the areas are registered, side by side, instead of each after the one before (the shell, then the
 * page, then the cards): the dashboard shows two round trips sooner. A failure is left for the dashboard, which shows
 * that area's fallback.
 */
export function warmDashboard(config: InstanceConfig, pathname: string) {
  if (pathname !== paths.dashboard || !getAccessToken()) return;
  void import('../../app/authenticated-shell').catch(() => undefined);
  void import('./components/dashboard-page').catch(() => undefined);
  for (const area of dashboardAreas(config, getClaims()?.portal_modules ?? [])) loadDashboardCards(area).catch(() => undefined);
}
