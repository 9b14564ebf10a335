import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export const communicationServicesQueryOptions = () => actionQueryOptions('services.GetServices', { category: 'communication' });

export const useCommunicationServices = () => useQuery(communicationServicesQueryOptions());
