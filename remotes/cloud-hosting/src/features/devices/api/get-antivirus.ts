import { actionQueryOptions } from '@portal/contract/query';
import { PENDING_POLL_MS, somePending } from '@portal/ui/service-page';
import { useQuery } from '@tanstack/react-query';

/** cloud.GetAntivirus; asked again every PENDING_POLL_MS while one of its devices has a change on its way. */
export const useAntivirus = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('cloud.GetAntivirus', { serviceTag }),
    refetchInterval: (query) => (somePending(query.state.data?.devices) ? PENDING_POLL_MS : false),
  });
