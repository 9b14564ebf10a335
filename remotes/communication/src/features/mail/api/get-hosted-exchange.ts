import type { ExchangeMailbox } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS, somePending } from '../../service-frame';

export const exchangePending = (data?: { mailboxes: ExchangeMailbox[] }) => somePending(data?.mailboxes);

/** A hosted Exchange service; asked again while a mailbox has a change on its way. */
export const useHostedExchange = (serviceTag: string) =>
  useQuery({ ...actionQueryOptions('communication.GetHostedExchange', { serviceTag }), refetchInterval: (q) => (exchangePending(q.state.data) ? PENDING_POLL_MS : false) });
