import { PageHeader, QueryView, ServiceList } from '@portal/ui';
import { useCloudServices } from '../api/get-services';

export default function ServicesPage() {
  const services = useCloudServices();
  return (
    <>
      <PageHeader title="Cloud & Hosting" subtitle="Your web hosting, co-location and cloud services." />
      <QueryView query={services} loadingLabel="Loading your services…">
        {({ services }) => <ServiceList services={services} emptyTitle="You have no cloud & hosting services yet." />}
      </QueryView>
    </>
  );
}
