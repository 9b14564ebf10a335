import { paths, type DashboardCard } from '@portal/contract';
import { QueryCardBody, ServiceSummary, useDashboardServices } from '@portal/ui/dashboard';

const CATEGORIES = ['communication'];

function ServicesCard() {
  // The dashboard's one services request, shared with the other areas' cards.
  const services = useDashboardServices(CATEGORIES);
  return (
    <QueryCardBody query={services} loading="Loading your services…">
      {(list) => (
        <ServiceSummary
          services={list}
          areaPath={paths.communication}
          pageOf={(s) => paths.service('communication', s.type, s.serviceTag)}
          empty="You have no communication services."
        />
      )}
    </QueryCardBody>
  );
}

const cards: DashboardCard[] = [{ id: 'communication-services', title: 'Communication', Component: ServicesCard, modules: ['communication'] }];
export default cards;
