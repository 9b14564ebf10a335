import type { DnsRecord } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS, somePending } from '../../service-frame';

export const domainPending = (data?: { records: DnsRecord[] }) => somePending(data?.records);

/** A domain and its DNS records; asked again while a record has a change on its way. */
export const useDomain = (serviceTag: string) =>
  useQuery({ ...actionQueryOptions('communication.GetDomain', { serviceTag }), refetchInterval: (q) => (domainPending(q.state.data) ? PENDING_POLL_MS : false) });
