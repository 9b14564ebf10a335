import { actionQueryOptions } from '@portal/contract/query';
import { PENDING_POLL_MS, somePending } from '@portal/ui/service-page';
import { useQuery } from '@tanstack/react-query';

/** cloud.GetIotAccount; asked again every PENDING_POLL_MS while one of its SIMs has a change on its way. */
export const useIotAccount = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('cloud.GetIotAccount', { serviceTag }),
    refetchInterval: (query) => (somePending(query.state.data?.sims) ? PENDING_POLL_MS : false),
  });
