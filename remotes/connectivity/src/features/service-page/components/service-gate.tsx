import { ERROR_CODES, isActionError, paths, type ServiceDetail } from '@portal/contract';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { pagePathFor, type PageKind } from '../../../lib/page-paths';
import '../../../styles/connectivity.css';
import { useService } from '../api/get-service';
import { BackLink } from './back-link';

export interface ServiceGateProps {
  /** The connectivity type this route is for (its first path segment). */
  type: string;
  kind: PageKind;
  loadingLabel: string;
  children: (service: ServiceDetail) => ReactNode;
}

const isNotFound = (error: unknown) => isActionError(error) && (error.code === ERROR_CODES.notFound || error.status === 404);

function ServiceNotFound({ serviceTag }: { serviceTag: string }) {
  return (
    <>
      <PageHeader title="Service not found" />
      <EmptyState title={`We could not find the service ${serviceTag}.`}>
        <p>Check the service tag, or choose the service from your list.</p>
        <p style={{ marginTop: 12 }}>
          <Link to={paths.connectivity}>Back to your connectivity services</Link>
        </p>
      </EmptyState>
    </>
  );
}

/**
 * Loads the service a connectivity route names (services.GetService) and shows the page only for a service of the
 * route's own type: a tag of another type goes, replacing history, to the same kind of page for its type.
 */
export function ServiceGate({ type, kind, loadingLabel, children }: ServiceGateProps) {
  const { serviceTag = '', userId } = useParams();
  const service = useService(serviceTag);

  if (service.data) {
    const found = service.data;
    if (found.category !== 'connectivity') return <ServiceNotFound serviceTag={serviceTag} />;
    if (found.type !== type) return <Navigate replace to={pagePathFor(kind, found.type, found.serviceTag, userId)} />;
    return <>{children(found)}</>;
  }
  if (service.isError && !service.isFetching) {
    if (isNotFound(service.error)) return <ServiceNotFound serviceTag={serviceTag} />;
    return (
      <>
        <BackLink to={paths.connectivity}>Back to Connectivity</BackLink>
        <PageHeader title={serviceTag} />
        <ErrorState title="We could not load this service" message={service.error.message} onRetry={() => void service.refetch()} />
      </>
    );
  }
  return (
    <>
      <BackLink to={paths.connectivity}>Back to Connectivity</BackLink>
      <PageHeader title={serviceTag} />
      <LoadingState label={loadingLabel} />
    </>
  );
}
