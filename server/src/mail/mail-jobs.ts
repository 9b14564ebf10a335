import type { Db } from '../db/connect';
import { enqueueEvent } from '../outbox/outbox-events';

/**
 * The e-mails the portal sends people, each a durable outbox job (docs/deploy.md "E-mail"). A job holds only
 * references; what the message says is read when it is delivered, and its address comes from the database then.
 */
export type MailJob =
  | { kind: 'ticket-replied'; ticketNumber: string; messageId: number }
  | { kind: 'payment-succeeded'; reference: string }
  | { kind: 'order-completed'; reference: string }
  | { kind: 'cancellation-completed'; reference: string }
  /**
   * The hook for "usage crosses a threshold" (a later issue): whoever detects the crossing (a usage sweep) calls
   * enqueueMail(tx, now, { kind: 'usage-threshold', … }) once per service, period and threshold; the message is ready.
   */
  | { kind: 'usage-threshold'; serviceTag: string; percent: number; period: string }
  /** A usage message (usage-alerts/send-usage-message.ts): an alert, an automatic top-up, a shared pool's digest. */
  | { kind: 'usage-message'; messageId: number; serviceTag: string }
  /** A payment arrangement was made, completed or broken (billing/arrangement-news.ts sends it). */
  | { kind: 'arrangement'; event: 'made' | 'completed' | 'broken'; reference: string };

export const MAIL_EVENT_TYPES = ['mail.ticket-replied', 'mail.payment-succeeded', 'mail.order-completed', 'mail.cancellation-completed', 'mail.usage-threshold', 'mail.usage-message', 'mail.arrangement'] as const;
export type MailEventType = (typeof MAIL_EVENT_TYPES)[number];

/** What the job is about: one job per thing, so writing it twice (a completion reported again) is a no-op. */
function subjectOf(job: MailJob) {
  switch (job.kind) {
    case 'ticket-replied':
      return { key: `ticket:${job.ticketNumber}`, id: String(job.messageId) };
    case 'usage-threshold':
      return { key: `usage:${job.serviceTag}`, id: `${job.serviceTag}:${job.period}:${job.percent}` };
    case 'usage-message':
      return { key: `usage:${job.serviceTag}`, id: String(job.messageId) };
    case 'arrangement':
      return { key: `arrangement:${job.reference}`, id: `${job.reference}:${job.event}` };
    default:
      return { key: `${job.kind.split('-')[0]}:${job.reference}`, id: job.reference };
  }
}

/**
 * Writes the e-mail job inside the transaction `tx` that makes the change it tells of. Messages about one thing
 * (a ticket's replies) go out in order; a message that cannot be delivered holds back only those.
 */
export async function enqueueMail(tx: Db, now: Date, job: MailJob) {
  const { kind, ...data } = job;
  const { key, id } = subjectOf(job);
  return enqueueEvent(tx, { type: `mail.${kind}`, orderingKey: `mail:${key}`, id: `mail.${kind}:${id}`, data }, now);
}
