import { EmptyState, ErrorState, LoadingState, PageHeader, useScrollToServiceAnchor } from '@portal/ui';
import { StoreLink } from '@portal/ui/access';
import { useId } from 'react';
import { useCloudHostingServices, type CategoryGroup } from '../api/get-services';
import { ServiceToolsSection } from '../../tools/components/service-tools-section';
import { HostingCards } from './hosting-cards';

/** One category's services under its h2. */
function CategorySection({ group }: { group: CategoryGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 8 }}>
      <h2 id={headingId} style={{ fontSize: '1.15rem', margin: '0 0 12px' }}>
        {group.label}
      </h2>
      <HostingCards services={group.services} />
    </section>
  );
}

export default function CloudPage() {
  const { groups, error, retry } = useCloudHostingServices();
  // Once the cards are shown, the dashboard's link (/services/cloud#service-TAG) lands on its service's card.
  useScrollToServiceAnchor(groups !== undefined);
  return (
    <>
      <PageHeader
        title="Cloud & Hosting"
        subtitle="Your web hosting, co-location, IoT, security, UPS and virtual data centre services."
        // An empty list offers the store in its own message instead.
        actions={groups?.length === 0 ? undefined : <StoreLink />}
      />
      {groups ? (
        groups.length === 0 ? (
          <EmptyState title="You have no cloud & hosting services yet.">
            <p>When web hosting, co-location or another cloud service is added to your account, it shows here.</p>
            <StoreLink className="portal-button portal-button--primary" />
          </EmptyState>
        ) : (
          groups.map((group) => <CategorySection key={group.category} group={group} />)
        )
      ) : error ? (
        <ErrorState title="We could not load your cloud & hosting services" message={error.message} onRetry={retry} />
      ) : (
        <LoadingState label="Loading your cloud & hosting services…" />
      )}
      <ServiceToolsSection />
    </>
  );
}
