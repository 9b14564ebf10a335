import { connectivityServicePath, paths, type DashboardCard } from '@portal/contract';
import { QueryCardBody, ServiceSummary, useDashboardServices } from '@portal/ui/dashboard';

const CATEGORIES = ['connectivity'];

function ServicesCard() {
  // The dashboard's one services request, shared with the other areas' cards.
  const services = useDashboardServices(CATEGORIES);
  return (
    <QueryCardBody query={services} loading="Loading your services…">
      {(list) => (
        <ServiceSummary
          services={list}
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
