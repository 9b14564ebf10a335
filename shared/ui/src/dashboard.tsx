/**
 * @portal/ui/dashboard: what the dashboard cards of every area share. A subpath of its own so that the
 * login page does not load it with the rest of @portal/ui.
 */
import type { ServiceItem } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState } from './components/states';
import { StatusBadge } from './components/status-badge';
import { serviceHref } from './hooks/use-service-anchor';

/** Every service the dashboard shows, in one request that all the areas' cards share (see useDashboardServices). */
export const dashboardServicesQueryOptions = () => actionQueryOptions('services.GetServices', {});

/** The services of some categories, from the dashboard's one services request. */
export function useDashboardServices(categories: readonly string[]): UseQueryResult<ServiceItem[], Error> {
  return useQuery({ ...dashboardServicesQueryOptions(), select: (data) => data.services.filter((s) => categories.includes(s.category)) });
}

/** A card's body from one query: loading, then the data, or the error with a retry. */
export function QueryCardBody<T>({
  query,
  loading,
  reserve,
  alongside = [],
  children,
}: {
  query: UseQueryResult<T, Error>;
  loading: string;
  /** The height the loaded card usually takes (a CSS length): kept while loading, so what follows does not move. */
  reserve?: string;
  /**
   * Other reads the card shows a part of: the card waits until each has answered or failed, so that part does not
   * appear later and move the card (a failed one leaves its part out).
   */
  alongside?: readonly Pick<UseQueryResult<unknown, Error>, 'isPending'>[];
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined && !alongside.some((q) => q.isPending)) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorState title="This card could not load" message={query.error.message} onRetry={() => void query.refetch()} />;
  return (
    <div style={reserve ? { minHeight: reserve } : undefined}>
      <LoadingState label={loading} />
    </div>
  );
}

/** '3 services, 2 active'. */
export function serviceCount(services: ServiceItem[]) {
  const active = services.filter((s) => s.status.toLowerCase() === 'active').length;
  return `${services.length} ${services.length === 1 ? 'service' : 'services'}, ${active} active`;
}

/**
 * An area's services with their status, each linking to its own page where the area has one (`pageOf`), else to its entry
 * on the area's page, where it is managed.
 */
export function ServiceSummary({
  services,
  areaPath,
  empty,
  counted = true,
  pageOf,
}: {
  services: ServiceItem[];
  areaPath: string;
  empty: string;
  counted?: boolean;
  pageOf?: (service: ServiceItem) => string;
}) {
  if (services.length === 0) return <p className="portal-dashboard-card__note">{empty}</p>;
  return (
    <>
      {counted && <p className="portal-dashboard-card__note">{serviceCount(services)}</p>}
      <ul className="portal-dashboard-card__list">
        {services.map((s) => (
          <li key={s.serviceTag}>
            <Link to={pageOf ? pageOf(s) : serviceHref(areaPath, s.serviceTag)}>{s.product}</Link>
            <span className="portal-dashboard-card__meta">{s.serviceTag}</span>
            <StatusBadge status={s.status} />
          </li>
        ))}
      </ul>
    </>
  );
}
