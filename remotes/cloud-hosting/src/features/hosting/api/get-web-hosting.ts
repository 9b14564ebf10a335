import type { WebHostingOverview } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { PENDING_POLL_MS, somePending } from '@portal/ui/service-page';
import { useQuery } from '@tanstack/react-query';

/** Whether anything of a web hosting service is on its way (a domain, the FTP password, a restore). */
export const webHostingPending = (data?: WebHostingOverview) =>
  Boolean(data && (somePending(data.domains) || data.ftpUser?.pending || data.restores.some((r) => r.status === 'requested' || r.status === 'in-progress')));

/** A web hosting service; asked again while a change is on its way, so 'Being added' turns into the result by itself. */
export const useWebHosting = (serviceTag: string) =>
  useQuery({ ...actionQueryOptions('cloud.GetWebHosting', { serviceTag }), refetchInterval: (q) => (webHostingPending(q.state.data) ? PENDING_POLL_MS : false) });
