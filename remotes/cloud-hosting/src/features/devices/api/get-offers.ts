import type { ProductKind } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** What the service may take (services.GetOffers): 'plan' for bigger plans, 'hardware' for parts. */
export const useOffers = (serviceTag: string, kind: ProductKind, enabled = true) =>
  useQuery({ ...actionQueryOptions('services.GetOffers', { serviceTag, kind }), enabled });
