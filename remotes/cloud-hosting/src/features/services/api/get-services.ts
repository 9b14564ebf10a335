import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export const cloudServicesQueryOptions = () => actionQueryOptions('services.GetServices', { category: 'cloud' });

export const useCloudServices = () => useQuery(cloudServicesQueryOptions());
