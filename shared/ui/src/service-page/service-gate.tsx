import { ERROR_CODES, isActionError, type ServiceDetail } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { PageHeader } from '../components/page-header';
import { BackLink } from './back-link';
import { useServiceDetail } from './service-api';
import type { ServiceArea } from './service-area';
import './service-page.css';

const isNotFound = (error: unknown) => isActionError(error) && (error.code === ERROR_CODES.notFound || error.status === 404);

function ServiceNotFound({ serviceTag, area }: { serviceTag: string; area: ServiceArea }) {
  return (
    <>
      <PageHeader title="Service not found" />
      <EmptyState title={`We could not find the service ${serviceTag}.`}>
        <p>Check the service tag, or choose the service from your list.</p>
        <p style={{ marginTop: 12 }}>
          <Link to={area.path}>Back to {area.label}</Link>
        </p>
      </EmptyState>
    </>
  );
}

export interface ServiceGateProps {
  area: ServiceArea;
  /** The type this route is for. */
  type: string;
  loadingLabel: string;
  children: (service: ServiceDetail) => ReactNode;
}

/**
 * Loads the service a route names (services.GetService, the `serviceTag` route parameter) and shows the page only
 * for a service of the route's own type: a tag of another type of the area goes, replacing history, to the same kind
 * of page for its type (what follows the tag in the address is kept).
 */
export function ServiceGate({ area, type, loadingLabel, children }: ServiceGateProps) {
  const { serviceTag = '' } = useParams();
  const { pathname } = useLocation();
  const service = useServiceDetail(serviceTag);

  if (service.data) {
    const found = service.data;
    if (!area.categories.includes(found.category)) return <ServiceNotFound serviceTag={serviceTag} area={area} />;
    if (found.type !== type) {
      const tagAt = pathname.indexOf(`/${encodeURIComponent(serviceTag)}`);
      const below = tagAt >= 0 ? pathname.slice(tagAt + encodeURIComponent(serviceTag).length + 1) : '';
      return <Navigate replace to={`${area.pagePath(found)}${below}`} />;
    }
    return <>{children(found)}</>;
  }
  if (service.isError && !service.isFetching) {
    if (isNotFound(service.error)) return <ServiceNotFound serviceTag={serviceTag} area={area} />;
    return (
      <>
        <BackLink to={area.path}>Back to {area.label}</BackLink>
        <PageHeader title={serviceTag} />
        <ErrorState title="We could not load this service" message={service.error.message} onRetry={() => void service.refetch()} />
      </>
    );
  }
  return (
    <>
      <BackLink to={area.path}>Back to {area.label}</BackLink>
      <PageHeader title={serviceTag} />
      <LoadingState label={loadingLabel} />
    </>
  );
}
