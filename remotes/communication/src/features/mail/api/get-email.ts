import type { MailAlias, Mailbox } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS, somePending } from '../../service-frame';

/** Whether anything of an email service is on its way (a mailbox, an alias, a forwarding, an add-on). */
export const emailPending = (data?: { mailboxes: Mailbox[]; aliases: MailAlias[]; addOns: { status: string }[] }) =>
  Boolean(data && (somePending(data.mailboxes) || somePending(data.aliases) || data.mailboxes.some((m) => m.forwarding?.pending) || data.addOns.some((a) => a.status === 'pending')));

/** An email service; asked again while a change is on its way, so 'Being added' turns into the result by itself. */
export const useEmail = (serviceTag: string) =>
  useQuery({ ...actionQueryOptions('communication.GetEmail', { serviceTag }), refetchInterval: (q) => (emailPending(q.state.data) ? PENDING_POLL_MS : false) });
