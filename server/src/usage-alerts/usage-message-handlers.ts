import { eq } from 'drizzle-orm';
import type { SmsAdapter } from '../adapters/sms';
import type { Db } from '../db/connect';
import { people, usageMessages } from '../db/schema';
import type { OutboxHandler } from '../outbox/outbox-events';
import { USAGE_SMS_EVENT } from './send-usage-message';

interface Log {
  info(obj: object, msg: string): void;
}

/** Texts a usage message to the person it is for, at the number on record when it is delivered. */
export function usageMessageHandlers(deps: { db: Db; sms: SmsAdapter; log: Log }): Map<string, OutboxHandler> {
  const handler: OutboxHandler = async (event) => {
    const [row] = await deps.db
      .select({ text: usageMessages.text, cellNumber: people.cellNumber })
      .from(usageMessages)
      .innerJoin(people, eq(people.id, usageMessages.personId))
      .where(eq(usageMessages.id, Number(event.data.messageId)));
    if (!row || !/^0\d{9}$/.test(row.cellNumber)) {
      deps.log.info({ outboxEventId: event.id }, 'usage SMS not sent: the message or its cell number is gone');
      return;
    }
    await deps.sms.send(row.cellNumber, row.text);
  };
  return new Map([[USAGE_SMS_EVENT, handler]]);
}
