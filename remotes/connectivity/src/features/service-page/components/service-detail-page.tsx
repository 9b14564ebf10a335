import { paths, type ServiceDetail } from '@portal/contract';
import { PageHeader } from '@portal/ui';
import { usePageTitle } from '@portal/ui/page-title';
import { connectivityTypeLabel } from '../../../lib/service-types';
import { LiveSessionPanel } from '../../live-session/components/live-session-panel';
import { UsageSection } from '../../usage/components/usage-section';
import { UsageAlertsSection } from '../../usage-alerts/components/usage-alerts-section';
import { BackLink } from './back-link';
import { ServiceActions } from './service-actions';
import { ServiceDetails } from './service-details';
import { ServiceGate } from './service-gate';
import { ServiceNotices } from './service-notices';
import { ServiceOverview } from './service-overview';
import { SharedMembers } from './shared-members';

export const serviceTitle = (service: ServiceDetail) => service.product?.name ?? service.serviceTag;

function ServiceDetailView({ service }: { service: ServiceDetail }) {
  usePageTitle(serviceTitle(service));
  return (
    <>
      <BackLink to={paths.connectivity}>Back to Connectivity</BackLink>
      <PageHeader title={serviceTitle(service)} subtitle={`${connectivityTypeLabel(service.type)} · ${service.serviceTag}`} />
      <ServiceNotices service={service} />
      <ServiceActions service={service} />
      <div className="portal-grid">
        <ServiceOverview service={service} />
        <ServiceDetails service={service} />
      </div>
      <LiveSessionPanel serviceTag={service.serviceTag} />
      {service.type === 'shareddata' && <SharedMembers service={service} />}
      <UsageSection serviceTag={service.serviceTag} />
      {service.usage?.capMb != null && <UsageAlertsSection serviceTag={service.serviceTag} />}
    </>
  );
}

/** The one page of every connectivity service, whatever its type; a type adds its own sections (shared data: its members). */
export default function ServiceDetailPage({ type }: { type: string }) {
  return (
    <ServiceGate type={type} kind="detail" loadingLabel="Loading your service…">
      {(service) => <ServiceDetailView service={service} />}
    </ServiceGate>
  );
}
