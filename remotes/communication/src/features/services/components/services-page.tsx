import { PageHeader, QueryView, ServiceList } from '@portal/ui';
import { useCommunicationServices } from '../api/get-services';

export default function ServicesPage() {
  const services = useCommunicationServices();
  return (
    <>
      <PageHeader title="Communication" subtitle="Your email, voice, fax and messaging services." />
      <QueryView query={services} loadingLabel="Loading your services…">
        {({ services }) => <ServiceList services={services} emptyTitle="You have no communication services yet." />}
      </QueryView>
    </>
  );
}
