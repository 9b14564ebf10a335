import { paths, type DashboardCard } from '@portal/contract';
import { QueryCardBody, ServiceSummary } from '@portal/ui/dashboard';
import { useCommunicationServices } from './features/services/api/get-services';

function ServicesCard() {
  const services = useCommunicationServices();
  return (
    <QueryCardBody query={services} loading="Loading your services…">
      {(d) => (
        <ServiceSummary
          services={d.services}
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
