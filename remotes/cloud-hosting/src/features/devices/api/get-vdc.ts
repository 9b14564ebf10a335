import { actionQueryOptions } from '@portal/contract/query';
import { PENDING_POLL_MS, somePending } from '@portal/ui/service-page';
import { useQuery } from '@tanstack/react-query';

/** cloud.GetVdc; asked again every PENDING_POLL_MS while one of its VMs has a change on its way. */
export const useVdc = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('cloud.GetVdc', { serviceTag }),
    refetchInterval: (query) => (somePending(query.state.data?.vms) ? PENDING_POLL_MS : false),
  });
