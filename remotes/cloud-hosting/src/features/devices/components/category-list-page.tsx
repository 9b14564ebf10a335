import type { ServiceArea } from '@portal/ui/service-page';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@portal/ui';
import { StoreLink } from '@portal/ui/access';
import { usePageTitle } from '@portal/ui/page-title';
import { Link } from 'react-router-dom';
import { useCloudServices, type CloudHostingCategory } from '../../services/api/get-services';
import { HostingCards } from '../../services/components/hosting-cards';

export interface CategoryListProps {
  area: ServiceArea;
  category: CloudHostingCategory;
  subtitle: string;
  /** 'IoT services': what the empty state says there is none of. */
  noun: string;
}

/**
 * One category's services as cards, each linking to its page (the same cards as the Cloud & Hosting page), with
 * loading, empty (with the store) and error states.
 */
export function CategoryListPage({ area, category, subtitle, noun }: CategoryListProps) {
  usePageTitle(area.label);
  const list = useCloudServices(category);
  const services = list.data?.services;
  return (
    <>
      <p className="svc-back" style={{ margin: '0 0 8px' }}>
        <Link to="/services/cloud">Back to Cloud &amp; Hosting</Link>
      </p>
      <PageHeader title={area.label} subtitle={subtitle} actions={services && services.length > 0 ? <StoreLink /> : undefined} />
      {services ? (
        services.length === 0 ? (
          <EmptyState title={`You have no ${noun} yet.`}>
            <p>When one is added to your account, it shows here.</p>
            <StoreLink className="portal-button portal-button--primary" />
          </EmptyState>
        ) : (
          <HostingCards services={services} />
        )
      ) : list.isError && !list.isFetching ? (
        <ErrorState title={`We could not load your ${noun}`} message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <LoadingState label={`Loading your ${noun}…`} />
      )}
    </>
  );
}

