import { connectivityServicePath, paths, type DashboardCard } from '@portal/contract';
import { QueryCardBody, ServiceSummary } from '@portal/ui/dashboard';
import { useConnectivityServices } from './features/services/api/get-services';

function ServicesCard() {
  const services = useConnectivityServices();
  return (
    <QueryCardBody query={services} loading="Loading your services…">
      {(d) => (
        <ServiceSummary
          services={d.services}
          areaPath={paths.connectivity}
          pageOf={(s) => connectivityServicePath(s.type, s.serviceTag)}
          empty="You have no connectivity services."
        />
      )}
    </QueryCardBody>
  );
}

const cards: DashboardCard[] = [{ id: 'connectivity-services', title: 'Connectivity', Component: ServicesCard, modules: ['connectivity'] }];
export default cards;
