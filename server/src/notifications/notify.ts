/**
 * The one recording and preference layer of every message the portal sends a person (e-mail or SMS).
 *
 * Wiring a new message is one call around its send:
 *
 *     await notify(db, { personId, accountId, eventType: 'mail.usage-threshold', channel: 'email',
 *                       summary: subject, destination: address, sourceKey: event.id, now }, () => adapter.send(…));
 *
 * notify checks mayNotify (the person's choice for kindOf(eventType) on that channel; security messages always go),
 * records the message as sending (or as suppressed, without calling send), calls send, and records what the adapter
 * answered: sent, or failed with a plain reason (a throw is recorded, then thrown again so the outbox retries; the
 * retry updates the same row, found by personId + sourceKey + channel). The kind's event type goes in kinds.ts.
 * Store a short summary only: never a PIN, a token or a message's body.
 */
import { and, eq } from 'drizzle-orm';
import type { NotificationChannel, NotificationStatus } from '@portal/contract/catalogue';
import type { Db } from '../db/connect';
import { notificationPreferences, notifications } from '../db/schema';
import { isSuppressible, kindOf } from './kinds';

export interface NotificationFacts {
  personId: number;
  accountId?: number | null;
  eventType: string;
  channel: NotificationChannel;
  /** A short summary: the subject, or "Your sign-in PIN". Never the PIN or the body. */
  summary: string;
  /** The address or number it goes to, in full: it is stored masked. */
  destination: string;
  /** What it tells of, unique per person and channel (an outbox event's id): a retried send updates its row. */
  sourceKey: string;
  now: Date;
}

/** What an adapter's send answered: taken (with the adapter's message id when it gives one), or refused for good. */
export type SendAnswer = { status: 'sent'; adapter?: string; providerMessageId?: string } | { status: 'failed'; reason: string };

export const SUPPRESSED_REASON = 'Not sent: you turned these off.';

/** Whether the person wants messages of this kind on this channel: yes unless they turned it off; security always. */
export async function mayNotify(db: Db, personId: number, kind: ReturnType<typeof kindOf>, channel: NotificationChannel) {
  if (!isSuppressible(kind)) return true;
  const [choice] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.personId, personId), eq(notificationPreferences.kind, kind), eq(notificationPreferences.channel, channel)));
  return choice?.enabled ?? true;
}

const maskDestination = (channel: NotificationChannel, destination: string) => {
  if (channel === 'sms') return `${destination.slice(0, 3)} *** ${destination.slice(-4)}`;
  const [local, domain] = destination.trim().split('@');
  return `${local.slice(0, 1)}***@${domain ?? ''}`;
};

/** Records (or, on a retry, updates) one message; returns its row id. */
export async function recordNotification(db: Db, facts: NotificationFacts, status: NotificationStatus, reason: string | null = null) {
  const row = {
    personId: facts.personId,
    accountId: facts.accountId ?? null,
    kind: kindOf(facts.eventType),
    channel: facts.channel,
    eventType: facts.eventType,
    summary: facts.summary.slice(0, 200),
    destination: maskDestination(facts.channel, facts.destination),
    status,
    reason,
    sourceKey: facts.sourceKey,
    createdAt: facts.now,
    updatedAt: facts.now,
  };
  const [kept] = await db
    .insert(notifications)
    .values(row)
    .onConflictDoUpdate({ target: [notifications.personId, notifications.sourceKey, notifications.channel], set: { status, reason, summary: row.summary, destination: row.destination, updatedAt: facts.now } })
    .returning({ id: notifications.id });
  return kept.id;
}

/** What the adapter answered, on the row recordNotification made. */
export async function settleNotification(db: Db, id: number, answer: SendAnswer, at: Date) {
  await db
    .update(notifications)
    .set(
      answer.status === 'sent'
        ? { status: 'sent', reason: null, adapter: answer.adapter ?? null, providerMessageId: answer.providerMessageId ?? null, updatedAt: at }
        : { status: 'failed', reason: answer.reason, updatedAt: at },
    )
    .where(eq(notifications.id, id));
}

/** The plain reason of a send that threw: not the error's text (an SMTP answer may quote the address; the log has it). */
const reasonOf = (channel: NotificationChannel) => `${channel === 'email' ? 'The mail server' : 'The SMS gateway'} could not take it.`;

/**
 * Checks the preference, records, sends and records the answer (see the top of this file). Answers 'suppressed' when
 * the person turned these off (send is not called), else the answer of send. A throw of send is recorded and rethrown.
 */
export async function notify(db: Db, facts: NotificationFacts, send: () => Promise<SendAnswer>): Promise<SendAnswer | { status: 'suppressed' }> {
  if (!(await mayNotify(db, facts.personId, kindOf(facts.eventType), facts.channel))) {
    await recordNotification(db, facts, 'suppressed', SUPPRESSED_REASON);
    return { status: 'suppressed' };
  }
  const id = await recordNotification(db, facts, 'sending');
  let answer: SendAnswer;
  try {
    answer = await send();
  } catch (error) {
    await settleNotification(db, id, { status: 'failed', reason: reasonOf(facts.channel) }, facts.now);
    throw error;
  }
  await settleNotification(db, id, answer, facts.now);
  return answer;
}
