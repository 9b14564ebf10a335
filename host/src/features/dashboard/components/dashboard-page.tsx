import type { Area } from '@portal/config';
import { actionQueryOptions } from '@portal/contract/query';
import { canAccess, CACHE_SECONDS } from '@portal/contract';
import { PageHeader } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/use-session';
import { ensureDashboardStyles } from '../dashboard-styles';
import { useInstanceConfig } from '../../instance/instance-config';
import { dashboardAreas } from '../../remotes/area-navigation';
import { AreaCards } from './area-cards';
import { DashboardAlerts } from './dashboard-alerts';

/** The order people look for things: what they owe first, then their services, then tickets and messages. */
const CARD_ORDER: Area[] = ['billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'account'];

/**
 * spec §2 /dashboard: alerts, then the cards of each area the instance enables and the token may use (an area left
 * out of the sidebar still has its cards).
 */
export default function DashboardPage() {
  ensureDashboardStyles();
  const config = useInstanceConfig();
  const { claims } = useSession();
  // The greeting needs the account module; without it the dashboard simply does not greet by name.
  const account = useQuery({
    ...actionQueryOptions('account.GetAccount', {}, { cacheSeconds: CACHE_SECONDS.account }),
    enabled: canAccess(['account'], claims),
  });
  const shown = new Set(dashboardAreas(config, claims?.portal_modules ?? []));
  const areas = CARD_ORDER.filter((area) => shown.has(area));
  const welcome = account.data ? `Welcome, ${account.data.contact.firstName}.` : undefined;

  return (
    <>
      <PageHeader title="Dashboard" subtitle={welcome} />
      <DashboardAlerts />
      <div className="portal-dashboard__cards">
        {areas.map((area) => (
          <AreaCards key={area} area={area} claims={claims} />
        ))}
      </div>
    </>
  );
}
