import { PageHeader, QueryView, ServiceList } from '@portal/ui';
import { useConnectivityServices } from '../api/get-services';

export default function ServicesPage() {
  const services = useConnectivityServices();
  return (
    <>
      <PageHeader title="Connectivity" subtitle="Your fibre, LTE, mobile data and ADSL services." />
      <QueryView query={services} loadingLabel="Loading your services…">
        {({ services }) => <ServiceList services={services} emptyTitle="You have no connectivity services yet." />}
      </QueryView>
    </>
  );
}
