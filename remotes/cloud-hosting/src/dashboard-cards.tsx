import { cloudServicePath, paths, type DashboardCard } from '@portal/contract';
import { ErrorState, LoadingState } from '@portal/ui';
import { serviceCount, ServiceSummary } from '@portal/ui/dashboard';
import { useCloudHostingServices } from './features/services/api/get-services';

const EMPTY = 'You have no cloud or hosting services.';

/**
 * All the area's services (five categories, one query each): counted once, then listed per category.
 * QueryCardBody takes one query, so the card shows loading and error itself, as QueryCardBody does.
 */
function ServicesCard() {
  const { services, groups, error, retry } = useCloudHostingServices();
  if (!services || !groups) {
    return error ? <ErrorState title="This card could not load" message={error.message} onRetry={retry} /> : <LoadingState label="Loading your services…" />;
  }
  if (services.length === 0) return <p className="portal-dashboard-card__note">{EMPTY}</p>;
  return (
    <>
      <p className="portal-dashboard-card__note">{serviceCount(services)}</p>
      {groups.map((group) => (
        <div key={group.category}>
          <h3 className="portal-dashboard-card__group">{group.label}</h3>
          <ServiceSummary
            services={group.services}
            areaPath={paths.cloud}
            pageOf={(s) => cloudServicePath(s.category, s.type, s.serviceTag)}
            empty={EMPTY}
            counted={false}
          />
        </div>
      ))}
    </>
  );
}

const cards: DashboardCard[] = [{ id: 'cloud-hosting-services', title: 'Cloud & Hosting', Component: ServicesCard, modules: ['cloud-hosting'] }];
export default cards;
