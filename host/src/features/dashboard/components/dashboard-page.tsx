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
import { ChildAccountsSection } from './child-accounts-section';
import { DashboardAlerts } from './dashboard-alerts';

/** The order people look for things: what they owe first, then their services, then tickets and messages. */
const CARD_ORDER: Area[] = ['billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'account'];

/**
 * spec §2 /dashboard: alerts, then the cards of each area the instance enables and the token may use (an area left
 * out of the sidebar still has its cards). A reseller's clients come first of all; an enterprise parent's branches
 * follow the alerts. On a phone the Balance card (and Pay now) comes first, so that it is on the first screen.
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
  const children = useQuery(actionQueryOptions('account.GetChildAccountsOverview', {}));
  const shown = new Set(dashboardAreas(config, claims?.portal_modules ?? []));
  const areas = CARD_ORDER.filter((area) => shown.has(area));
  const welcome = account.data ? `Welcome, ${account.data.contact.firstName}.` : undefined;
  const clientsFirst = children.data?.relation === 'clients' && children.data.accounts.length > 0;

  return (
    <>
      <PageHeader title="Dashboard" subtitle={welcome} />
      <div className={`portal-dashboard__grid${clientsFirst ? ' portal-dashboard__grid--clients-first' : ''}`}>
        {clientsFirst && <ChildAccountsSection overview={children} />}
        <div className="portal-dashboard__wide portal-dashboard__alerts-slot">
          <DashboardAlerts />
        </div>
        {!clientsFirst && <ChildAccountsSection overview={children} />}
        {areas.map((area) => (
          <AreaCards key={area} area={area} claims={claims} />
        ))}
      </div>
    </>
  );
}
