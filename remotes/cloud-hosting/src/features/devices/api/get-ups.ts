import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export const useUps = (serviceTag: string) => useQuery(actionQueryOptions('cloud.GetUps', { serviceTag }));
