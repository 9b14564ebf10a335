import type { ProductKind } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS } from '@portal/ui/service-page';
import { formatNumber } from '@portal/contract/format';

type Pendings = { pending: unknown }[];
const anyPending = (items: Pendings | undefined) => Boolean(items?.some((i) => i.pending));

/** Each page's data, asked again every PENDING_POLL_MS while one of its items has a change on its way. */
export const useIotAccount = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('cloud.GetIotAccount', { serviceTag }),
    refetchInterval: (query) => (anyPending(query.state.data?.sims) ? PENDING_POLL_MS : false),
  });

export const useAntivirus = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('cloud.GetAntivirus', { serviceTag }),
    refetchInterval: (query) => (anyPending(query.state.data?.devices) ? PENDING_POLL_MS : false),
  });

export const useFirewall = (serviceTag: string) => useQuery(actionQueryOptions('cloud.GetFirewall', { serviceTag }));

export const useUps = (serviceTag: string) => useQuery(actionQueryOptions('cloud.GetUps', { serviceTag }));

export const useVdc = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('cloud.GetVdc', { serviceTag }),
    refetchInterval: (query) => (anyPending(query.state.data?.vms) ? PENDING_POLL_MS : false),
  });

/** What the service may take (services.GetOffers): 'plan' for bigger plans, 'hardware' for parts. */
export const useOffers = (serviceTag: string, kind: ProductKind, enabled = true) =>
  useQuery({ ...actionQueryOptions('services.GetOffers', { serviceTag, kind }), enabled });

/** '1 000': counts as the portal writes them. */
export const formatCount = (n: number) => formatNumber(n);

/** '512.4 MB' or '1.2 GB'. */
export const formatMb = (mb: number) => (mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${(Math.round(mb * 10) / 10).toFixed(1)} MB`);

/** Seconds since the epoch of a YYYY-MM-DD day (UTC), as the charts take them. */
export const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
