import { connectivityServicePath, type ServiceDetail } from '@portal/contract';
import { Card, EmptyState, PageHeader } from '@portal/ui';
import { Link, useParams } from 'react-router-dom';
import { DataUsedMeter } from '../../../components/data-used-meter';
import { UsageSection } from '../../usage/components/usage-section';
import { BackLink } from './back-link';
import { serviceTitle } from './service-detail-page';
import { ServiceGate } from './service-gate';

function MemberView({ service }: { service: ServiceDetail }) {
  const { userId = '' } = useParams();
  const member = service.sharedMembers.find((m) => String(m.userId) === userId);
  const servicePath = connectivityServicePath(service.type, service.serviceTag);
  const back = <BackLink to={servicePath}>Back to {serviceTitle(service)}</BackLink>;
  if (!member) {
    return (
      <>
        {back}
        <PageHeader title="Member not found" />
        <EmptyState title={`${service.serviceTag} has no member ${userId}.`}>
          <p>
            <Link to={servicePath}>See who shares this bundle</Link>
          </p>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeader title={member.name} subtitle={`${serviceTitle(service)} · ${member.cellNumberMasked}`} />
      <Card title="Data this period">
        <DataUsedMeter usedMb={member.usedMb} capMb={member.capMb} label={`${member.name}’s data used`} />
      </Card>
      <UsageSection serviceTag={service.serviceTag} userId={member.userId} title={`${member.name}’s data per day`} />
    </>
  );
}

/** One member of a shared-data bundle: their cap, what they used and their own usage chart. */
export default function SharedMemberPage() {
  return (
    <ServiceGate type="shareddata" kind="member" loadingLabel="Loading this member’s usage…">
      {(service) => <MemberView service={service} />}
    </ServiceGate>
  );
}
