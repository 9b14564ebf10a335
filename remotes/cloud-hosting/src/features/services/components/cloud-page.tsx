import { EmptyState, ErrorState, LoadingState, PageHeader } from '@portal/ui';
import { useCloudServices } from '../api/get-services';
import { HostingCards } from './hosting-cards';

export default function CloudPage() {
  const services = useCloudServices();
  return (
    <>
      <PageHeader title="Cloud & Hosting" subtitle="Your web hosting, co-location and cloud services." />
      {services.data ? (
        services.data.services.length === 0 ? (
          <EmptyState title="You have no cloud & hosting services yet.">
            <p>When web hosting, co-location or another cloud service is added to your account, it shows here.</p>
          </EmptyState>
        ) : (
          <HostingCards services={services.data.services} />
        )
      ) : services.isError && !services.isFetching ? (
        <ErrorState title="We could not load your cloud & hosting services" message={services.error.message} onRetry={() => void services.refetch()} />
      ) : (
        <LoadingState label="Loading your cloud & hosting services…" />
      )}
    </>
  );
}
