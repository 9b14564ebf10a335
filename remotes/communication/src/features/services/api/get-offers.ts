import type { ProductKind } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** What a service may take (services.GetOffers): plans, add-ons or top-ups, by kind. */
export const useOffers = (serviceTag: string, kind: ProductKind) => useQuery(actionQueryOptions('services.GetOffers', { serviceTag, kind }));
