import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS, somePending } from '../../service-frame';

/** The bulk mailer's data; asked again while a contact list has a change on its way. */
export const useBulkMailer = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('communication.GetBulkMailer', { serviceTag }),
    refetchInterval: (query) => (somePending(query.state.data?.lists) ? PENDING_POLL_MS : false),
  });
