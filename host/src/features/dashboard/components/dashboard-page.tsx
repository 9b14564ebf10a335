import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { Card, ErrorState, LoadingState, PageHeader } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/use-session';
import { useInstanceConfig } from '../../instance/instance-config';
import { visibleSidebarItems } from '../../remotes/areas';
import { preloadArea } from '../../remotes/load-area';

export default function DashboardPage() {
  const config = useInstanceConfig();
  const { claims } = useSession();
  const account = useQuery(actionQueryOptions('account.GetAccount', {}, { cacheSeconds: CACHE_SECONDS.account }));
  const areas = visibleSidebarItems(config, claims?.portal_modules ?? []).filter((item) => item.area);

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={account.data ? `Welcome, ${account.data.contact.firstName}. Account ${account.data.accountCode}.` : undefined}
      />
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
      <nav aria-label="Your services and account" className="portal-dashboard__areas">
        <ul>
          {areas.map((item) => (
            <li key={item.label}>
              <Link to={item.to} className="portal-dashboard__area" onMouseEnter={() => preloadArea(item.area!)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
