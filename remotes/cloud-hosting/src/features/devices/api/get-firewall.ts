import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export const useFirewall = (serviceTag: string) => useQuery(actionQueryOptions('cloud.GetFirewall', { serviceTag }));
