import { eq } from 'drizzle-orm';
import type { SmsAdapter } from '../adapters/sms';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { people, usageMessages } from '../db/schema';
import { notify } from '../notifications/notify';
import type { OutboxHandler } from '../outbox/outbox-events';
import { USAGE_SMS_EVENT } from './send-usage-message';

interface Log {
  info(obj: object, msg: string): void;
}

/** Texts a usage message to the person it is for, at the number on record when it is delivered. */
export function usageMessageHandlers(deps: { db: Db; sms: SmsAdapter; log: Log; clock: Clock }): Map<string, OutboxHandler> {
  const handler: OutboxHandler = async (event) => {
    const [row] = await deps.db
      .select({ text: usageMessages.text, cellNumber: people.cellNumber, personId: usageMessages.personId, subject: usageMessages.subject })
      .from(usageMessages)
      .innerJoin(people, eq(people.id, usageMessages.personId))
      .where(eq(usageMessages.id, Number(event.data.messageId)));
    if (!row || !/^0\d{9}$/.test(row.cellNumber)) {
      deps.log.info({ outboxEventId: event.id }, 'usage SMS not sent: the message or its cell number is gone');
      return;
    }
    const facts = {
      personId: row.personId,
      eventType: event.type,
      channel: 'sms' as const,
      summary: row.subject,
      destination: row.cellNumber,
      sourceKey: event.id,
      now: deps.clock.now(),
    };
    const outcome = await notify(deps.db, facts, async () => {
      await deps.sms.send(row.cellNumber, row.text);
      return { status: 'sent' };
    });
    if (outcome.status === 'suppressed') deps.log.info({ outboxEventId: event.id }, 'usage SMS not sent: the person turned these off');
  };
  return new Map([[USAGE_SMS_EVENT, handler]]);
}
