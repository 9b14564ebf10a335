import type { ColocationOverview } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { PENDING_POLL_MS, somePending } from '@portal/ui/service-page';
import { useQuery } from '@tanstack/react-query';

export const colocationPending = (data?: ColocationOverview) => somePending(data?.visitors);

/** A colocation service; asked again while a visitor has a change on its way. */
export const useColocation = (serviceTag: string) =>
  useQuery({ ...actionQueryOptions('cloud.GetColocation', { serviceTag }), refetchInterval: (q) => (colocationPending(q.state.data) ? PENDING_POLL_MS : false) });
