import type { DnsRecord, ExchangeMailbox, MailAlias, Mailbox } from '@portal/contract/catalogue';
import type { ItemPending } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS } from '../service-frame';

const somePending = (items: { pending: ItemPending }[] | undefined) => Boolean(items?.some((i) => i.pending));

/** Whether anything of an email service is on its way (a mailbox, an alias, a forwarding, an add-on). */
export const emailPending = (data?: { mailboxes: Mailbox[]; aliases: MailAlias[]; addOns: { status: string }[] }) =>
  Boolean(data && (somePending(data.mailboxes) || somePending(data.aliases) || data.mailboxes.some((m) => m.forwarding?.pending) || data.addOns.some((a) => a.status === 'pending')));

/** An email service; asked again while a change is on its way, so 'Being added' turns into the result by itself. */
export const useEmail = (serviceTag: string) =>
  useQuery({ ...actionQueryOptions('communication.GetEmail', { serviceTag }), refetchInterval: (q) => (emailPending(q.state.data) ? PENDING_POLL_MS : false) });

export const exchangePending = (data?: { mailboxes: ExchangeMailbox[] }) => somePending(data?.mailboxes);
export const useHostedExchange = (serviceTag: string) =>
  useQuery({ ...actionQueryOptions('communication.GetHostedExchange', { serviceTag }), refetchInterval: (q) => (exchangePending(q.state.data) ? PENDING_POLL_MS : false) });

export const domainPending = (data?: { records: DnsRecord[] }) => somePending(data?.records);
export const useDomain = (serviceTag: string) =>
  useQuery({ ...actionQueryOptions('communication.GetDomain', { serviceTag }), refetchInterval: (q) => (domainPending(q.state.data) ? PENDING_POLL_MS : false) });

/** What a service's add-ons or plans are (services.GetOffers). */
export const useMailOffers = (serviceTag: string, kind: 'plan' | 'add-on') => useQuery(actionQueryOptions('services.GetOffers', { serviceTag, kind }));
