import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export const connectivityServicesQueryOptions = () => actionQueryOptions('services.GetServices', { category: 'connectivity' });

export const useConnectivityServices = () => useQuery(connectivityServicesQueryOptions());
