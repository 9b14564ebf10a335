import type { Area } from '@portal/config';
import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { Card, ErrorState, LoadingState, PageHeader } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/use-session';
import { ensureDashboardStyles } from '../dashboard-styles';
import { useInstanceConfig } from '../../instance/instance-config';
import { visibleSidebarItems } from '../../remotes/areas';
import { AreaCards } from './area-cards';
import { DashboardAlerts } from './dashboard-alerts';

/** The order people look for things: what they owe first, then their services, then tickets and messages. */
const CARD_ORDER: Area[] = ['billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'account'];

/** spec §2 /dashboard: alerts, then a card per area the instance enables and the token may use. */
export default function DashboardPage() {
  ensureDashboardStyles();
  const config = useInstanceConfig();
  const { claims } = useSession();
  const account = useQuery(actionQueryOptions('account.GetAccount', {}, { cacheSeconds: CACHE_SECONDS.account }));
  const visibleAreas = new Set(visibleSidebarItems(config, claims?.portal_modules ?? []).map((item) => item.area));
  const areas = CARD_ORDER.filter((area) => visibleAreas.has(area));
  const welcome = account.data ? `Welcome, ${account.data.contact.firstName}.` : undefined;

  return (
    <>
      <PageHeader title="Dashboard" subtitle={welcome} />
      <DashboardAlerts />
      {account.isPending && <LoadingState label="Loading your account…" />}
      {account.isError && <ErrorState message={account.error.message} onRetry={() => account.refetch()} />}
      {account.data && (
        <Card title={account.data.customerName}>
          <p>
            Account {account.data.accountCode} · {account.data.status}
            {account.data.enterprise ? ' · Enterprise' : ''}
          </p>
        </Card>
      )}
      <div className="portal-dashboard__cards">
        {areas.map((area) => (
          <AreaCards key={area} area={area} claims={claims} />
        ))}
      </div>
    </>
  );
}
