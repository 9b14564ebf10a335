import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export const useVoiceBundle = (serviceTag: string) => useQuery(actionQueryOptions('communication.GetVoiceBundle', { serviceTag }));
