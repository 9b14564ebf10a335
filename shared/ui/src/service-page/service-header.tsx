import { paths, type ServiceDetail } from '@portal/contract';
import { formatCurrency, formatDate } from '@portal/contract/format';
import { Link } from 'react-router-dom';
import { Alert } from '../components/alert';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../components/status-badge';
import { usePageOffered } from '../access/instance-offer';
import { usePageTitle } from '../page-title';
import { BackLink } from './back-link';
import { logFaultPath, type ServiceArea } from './service-area';

export interface ServiceLink {
  label: string;
  to: string;
  primary?: boolean;
}

export const serviceTitle = (service: ServiceDetail) => service.product?.name ?? service.serviceTag;

/** A running service that is not being cancelled: the only kind that takes changes (the server refuses the rest). */
export const isChangeable = (service: ServiceDetail) => service.status === 'Active' && !service.cancellation;

/**
 * The top of a service page: the way back to its area, the plan as heading, status and price, notices of a plan change
 * or cancellation under way, and what can be started here (the page's own links while the service takes changes, then
 * Cancel service and Log a fault).
 */
export function ServiceHeader({ service, area, links = [] }: { service: ServiceDetail; area: ServiceArea; links?: ServiceLink[] }) {
  usePageTitle(serviceTitle(service));
  const offered = usePageOffered();
  const all: ServiceLink[] = [
    ...(isChangeable(service) ? links : []),
    ...(service.can.cancel ? [{ label: 'Cancel service', to: paths.serviceCancellation(service.type, service.serviceTag) }] : []),
    { label: 'Log a fault', to: logFaultPath(service.serviceTag) },
  ].filter((link) => offered(link.to));
  return (
    <>
      <BackLink to={area.path}>Back to {area.label}</BackLink>
      <PageHeader title={serviceTitle(service)} subtitle={`${area.typeLabel(service.type)} · ${service.serviceTag}`} />
      <p className="svc-summary">
        <StatusBadge status={service.status} />
        <span>{formatCurrency(service.monthlyPrice)} per month</span>
      </p>
      {service.pendingChange && (
        <Alert tone="info">
          Your change to <strong>{service.pendingChange.productName}</strong> takes effect on {formatDate(service.pendingChange.effectiveDate)} (reference{' '}
          {service.pendingChange.reference}).
        </Alert>
      )}
      {service.cancellation && (
        <Alert tone="info">
          This service is being cancelled: it ends on {formatDate(service.cancellation.cancellationDate)} (reference {service.cancellation.reference}).{' '}
          {offered(paths.cancellations) && <Link to={paths.cancellations}>View your cancellations</Link>}
        </Alert>
      )}
      {service.status !== 'Active' && !service.cancellation && <Alert tone="info">This service is {service.status.toLowerCase()}, so it cannot be changed now.</Alert>}
      <ul className="svc-actions" aria-label="Manage this service">
        {all.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={`portal-button portal-button--${link.primary ? 'primary' : 'secondary'}`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
