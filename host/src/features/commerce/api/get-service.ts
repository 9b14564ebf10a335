import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The service an order or a cancellation is about (services.GetService); not asked again when it fails. */
export const useService = (serviceTag: string) => useQuery({ ...actionQueryOptions('services.GetService', { serviceTag }), retry: false });
