import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export const serviceQueryOptions = (serviceTag: string) => actionQueryOptions('services.GetService', { serviceTag });

/** One of the account's services in full (services.GetService); the list page's cards and the service's pages share it. */
export const useService = (serviceTag: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...serviceQueryOptions(serviceTag), enabled });
