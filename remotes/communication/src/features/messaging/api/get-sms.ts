import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS } from '../../service-frame';

/** The SMS page's data; asked again while the sender id has a change on its way. */
export const useSms = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('communication.GetSms', { serviceTag }),
    refetchInterval: (query) => (query.state.data?.senderId?.pending ? PENDING_POLL_MS : false),
  });
