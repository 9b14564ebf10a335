import { cloudServicePath, paths, type DashboardCard } from '@portal/contract';
import { ErrorState, LoadingState } from '@portal/ui';
import { serviceCount, ServiceSummary, useDashboardServices } from '@portal/ui/dashboard';
import { CATEGORY_LABELS, CLOUD_HOSTING_CATEGORIES } from './features/services/api/get-services';

const EMPTY = 'You have no cloud or hosting services.';

/**
 * All the area's services (five categories, from the dashboard's one services request): counted once, then listed
 * per category, leaving out empty ones.
 */
function ServicesCard() {
  const query = useDashboardServices(CLOUD_HOSTING_CATEGORIES);
  const services = query.data;
  if (!services) {
    return query.error ? (
      <ErrorState title="This card could not load" message={query.error.message} onRetry={() => void query.refetch()} />
    ) : (
      <LoadingState label="Loading your services…" />
    );
  }
  const groups = CLOUD_HOSTING_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    services: services.filter((s) => s.category === category),
  })).filter((group) => group.services.length > 0);
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
