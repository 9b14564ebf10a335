import { actionQueryOptions } from '@portal/contract/query';
import type { AntivirusLicence } from '@portal/ui/service-page';
import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS, somePending } from '../../service-frame';

/** The eScan licence in the shape of the one antivirus page: a device is protected or its definitions are out of date. */
export const useEscanLicence = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('communication.GetEscan', { serviceTag }),
    refetchInterval: (query) => (somePending(query.state.data?.devices) ? PENDING_POLL_MS : false),
    select: ({ licence, devices }): AntivirusLicence => ({
      ...licence,
      devices: devices.map(({ upToDate, ...device }) => ({ ...device, protection: upToDate ? 'protected' : 'outdated' })),
    }),
  });
