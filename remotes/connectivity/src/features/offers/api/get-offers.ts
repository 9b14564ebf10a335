import type { ProductKind } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** What this service may take (services.GetOffers): 'plan' for an upgrade, 'top-up' for data bought this period. */
export const useOffers = (serviceTag: string, kind: ProductKind) => useQuery(actionQueryOptions('services.GetOffers', { serviceTag, kind }));
