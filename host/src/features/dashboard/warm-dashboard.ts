import type { InstanceConfig } from '@portal/config';
import { canAccess, DASHBOARD_CARD_READS, getAccessToken, getClaims, paths, readAhead, SHELL_READS, type ActionName } from '@portal/contract';
import { AuthenticatedShell, DashboardPage } from '../../app/signed-in-pages';
import { dashboardAreas } from '../remotes/area-navigation';
import { loadDashboardCards } from '../remotes/load-area';

/** What the dashboard and the signed-in shell read as they open: the session, the header, the page and its cards. */
export function dashboardReads(config: InstanceConfig): ActionName[] {
  const claims = getClaims();
  const areas = dashboardAreas(config, claims?.portal_modules ?? []);
  // The account's own details need the account module; the rest of the shell's reads, any session.
  const shell = SHELL_READS.filter((name) => name !== 'account.GetAccount' || canAccess(['account'], claims));
  return [...shell, ...areas.flatMap((area) => DASHBOARD_CARD_READS[area] ?? [])];
}

/** Longest the app waits for the shell's and the dashboard's code before it renders, showing its loading state. */
export const DASHBOARD_CODE_WAIT_MS = 3000;

/**
 * Opening the dashboard signed in: the signed-in shell's code, the dashboard's, its areas' cards modules and the data
 * they all read start loading at once, side by side, instead of each after the one before (the shell, then the page,
 * then the cards, then their requests): the dashboard shows several round trips sooner. Settles when the shell's and
 * the page's code are here (or failed), so that the app can render the page straight away, without a loading state;
 * or after DASHBOARD_CODE_WAIT_MS, so that a server that does not answer shows the app's loading state rather than a
 * blank page. A failure is left for the dashboard, which shows that part's error or fallback.
 */
export function warmDashboard(config: InstanceConfig, pathname: string): Promise<unknown> {
  if (pathname !== paths.dashboard || !getAccessToken() || getClaims()?.termsOfUse === false) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => (timer = setTimeout(resolve, DASHBOARD_CODE_WAIT_MS)));
  const code = Promise.all([AuthenticatedShell.preload(), DashboardPage.preload()])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
  for (const area of dashboardAreas(config, getClaims()?.portal_modules ?? [])) loadDashboardCards(area).catch(() => undefined);
  // After the code: its requests lead to more requests (the areas' manifests, then their cards), so they go first.
  readAhead(dashboardReads(config));
  return Promise.race([code, waited]);
}
