import type { Db } from '../db/connect';
import { usageMessages } from '../db/schema';
import { enqueueMail } from '../mail/mail-jobs';
import { enqueueEvent } from '../outbox/outbox-events';

/** The outbox job that texts a usage message (usage-message-handlers.ts). */
export const USAGE_SMS_EVENT = 'sms.usage-message';

export type UsageMessageKind = 'threshold' | 'auto-top-up' | 'pool-digest';

export interface UsageMessage {
  /** Kept for the notification preferences to come: every usage message is of the kind 'service'. */
  notificationKind?: 'service';
  kind: UsageMessageKind;
  /** What it is about, once: 'threshold:MOB-300412:2026-11-01:80'. Writing the same key again sends nothing. */
  key: string;
  serviceId: number;
  serviceTag: string;
  personId: number;
  periodStart: string;
  percent?: number;
  usedMb: number;
  capMb: number | null;
  /** sms, email, both, or none (recorded as told of, nothing sent: a lower threshold passed with a higher one). */
  channels: 'sms' | 'email' | 'both' | 'none';
  subject: string;
  text: string;
}

const texts = (channels: UsageMessage['channels']) => channels === 'sms' || channels === 'both';
const mails = (channels: UsageMessage['channels']) => channels === 'email' || channels === 'both';

/**
 * The one way a usage message goes out: recorded under its key inside `tx` (the sweep's transaction), then handed to
 * the outbox as an SMS and/or e-mail job that reads it when delivered. Answers false when the key was there already
 * (another node, or an earlier sweep, told of it).
 */
export async function sendUsageMessage(tx: Db, now: Date, message: UsageMessage): Promise<boolean> {
  const [row] = await tx
    .insert(usageMessages)
    .values({
      serviceId: message.serviceId,
      personId: message.personId,
      kind: message.kind,
      key: message.key,
      periodStart: message.periodStart,
      percent: message.percent ?? null,
      usedMb: String(message.usedMb),
      capMb: message.capMb,
      channels: message.channels,
      subject: message.subject,
      text: message.text,
      createdAt: now,
    })
    .onConflictDoNothing({ target: usageMessages.key })
    .returning({ id: usageMessages.id });
  if (!row) return false;
  if (texts(message.channels)) {
    await enqueueEvent(tx, { type: USAGE_SMS_EVENT, orderingKey: `sms:usage:${message.serviceTag}`, id: `${USAGE_SMS_EVENT}:${row.id}`, data: { messageId: row.id } }, now);
  }
  if (mails(message.channels)) await enqueueMail(tx, now, { kind: 'usage-message', messageId: row.id, serviceTag: message.serviceTag });
  return true;
}
