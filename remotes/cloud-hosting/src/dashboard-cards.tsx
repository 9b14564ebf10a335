import { paths, type DashboardCard } from '@portal/contract';
import { QueryCardBody, ServiceSummary } from '@portal/ui/dashboard';
import { useCloudServices } from './features/services/api/get-services';

function ServicesCard() {
  const services = useCloudServices();
  return (
    <QueryCardBody query={services} loading="Loading your services…">
      {(d) => <ServiceSummary services={d.services} areaPath={paths.cloud} empty="You have no cloud or hosting services." />}
    </QueryCardBody>
  );
}

const cards: DashboardCard[] = [{ id: 'cloud-hosting-services', title: 'Cloud \& Hosting', Component: ServicesCard, modules: ['cloud-hosting'] }];
export default cards;
