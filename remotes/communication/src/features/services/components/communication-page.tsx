import { EmptyState, ErrorState, LoadingState, PageHeader, useScrollToServiceAnchor } from '@portal/ui';
import { StoreLink } from '@portal/ui/access';
import { useCommunicationServices } from '../api/get-services';
import { CommunicationTable } from './communication-table';

export default function CommunicationPage() {
  const services = useCommunicationServices();
  useScrollToServiceAnchor(services.data !== undefined);
  // An empty list offers the store in its own message instead.
  const isEmpty = services.data?.services.length === 0;
  return (
    <>
      <PageHeader
        title="Communication"
        subtitle="Your email, voice, fax and messaging services."
        actions={isEmpty ? undefined : <StoreLink />}
      />
      {services.data ? (
        services.data.services.length === 0 ? (
          <EmptyState title="You have no communication services yet.">
            <p>When an email, voice, fax or SMS service is added to your account, it shows here.</p>
            <StoreLink className="portal-button portal-button--primary" />
          </EmptyState>
        ) : (
          <CommunicationTable services={services.data.services} />
        )
      ) : services.isError && !services.isFetching ? (
        <ErrorState title="We could not load your communication services" message={services.error.message} onRetry={() => void services.refetch()} />
      ) : (
        <LoadingState label="Loading your communication services…" />
      )}
    </>
  );
}
