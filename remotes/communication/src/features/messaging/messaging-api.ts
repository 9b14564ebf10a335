import type { ProductKind } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';
import type { AntivirusLicence } from '@portal/ui/service-page';
import { formatNumber } from '@portal/contract/format';
import { PENDING_POLL_MS } from '../service-frame';

type Pendings = { pending: unknown }[];
const anyPending = (items: Pendings | undefined) => Boolean(items?.some((i) => i.pending));

/** The SMS page's data; asked again while the sender id has a change on its way. */
export const useSms = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('communication.GetSms', { serviceTag }),
    refetchInterval: (query) => (query.state.data?.senderId?.pending ? PENDING_POLL_MS : false),
  });

/** The eScan licence in the shape of the one antivirus page: a device is protected or its definitions are out of date. */
export const useEscanLicence = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('communication.GetEscan', { serviceTag }),
    refetchInterval: (query) => (anyPending(query.state.data?.devices) ? PENDING_POLL_MS : false),
    select: ({ licence, devices }): AntivirusLicence => ({
      ...licence,
      devices: devices.map(({ upToDate, ...device }) => ({ ...device, protection: upToDate ? 'protected' : 'outdated' })),
    }),
  });

export const useBulkMailer = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('communication.GetBulkMailer', { serviceTag }),
    refetchInterval: (query) => (anyPending(query.state.data?.lists) ? PENDING_POLL_MS : false),
  });

/** What the service may take (services.GetOffers): 'top-up' for credits, 'plan' for an upgrade. */
export const useOffers = (serviceTag: string, kind: ProductKind) => useQuery(actionQueryOptions('services.GetOffers', { serviceTag, kind }));

/** '1 000': counts as the portal writes them (a plain space between thousands). */
export const formatCount = (n: number) => formatNumber(n);

/** '23.4%' of a 0..1 share. */
export const formatRate = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
