import type { FaxDetail } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS, somePending } from '../../service-frame';

export const faxPending = (fax: FaxDetail) => somePending(fax.addresses);

/** A fax-to-email service; asked again while one of its addresses has a change on its way. */
export const useFax = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('communication.GetFax', { serviceTag }),
    refetchInterval: (query) => (query.state.data && faxPending(query.state.data) ? PENDING_POLL_MS : false),
  });
