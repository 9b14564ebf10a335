import { EmptyState, ErrorState, LoadingState, PageHeader, useScrollToServiceAnchor } from '@portal/ui';
import { StoreLink } from '@portal/ui/access';
import '../../../styles/connectivity.css';
import { useConnectivityServices } from '../api/get-services';
import { ServiceGroups } from './service-groups';

export default function ConnectivityPage() {
  const services = useConnectivityServices();
  useScrollToServiceAnchor(services.data !== undefined);
  // An empty list offers the store in its own message instead.
  const isEmpty = services.data?.services.length === 0;
  return (
    <>
      <PageHeader
        title="Connectivity"
        subtitle="Your fibre, LTE, mobile data and other internet services."
        actions={isEmpty ? undefined : <StoreLink />}
      />
      {services.data ? (
        services.data.services.length === 0 ? (
          <EmptyState title="You have no connectivity services yet.">
            <p>When a fibre, LTE, mobile data or other internet service is added to your account, it shows here.</p>
            <StoreLink className="portal-button portal-button--primary" />
          </EmptyState>
        ) : (
          <ServiceGroups services={services.data.services} />
        )
      ) : services.isError && !services.isFetching ? (
        <ErrorState title="We could not load your connectivity services" message={services.error.message} onRetry={() => void services.refetch()} />
      ) : (
        <LoadingState label="Loading your connectivity services…" />
      )}
    </>
  );
}
