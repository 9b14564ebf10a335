import { centsToDecimal } from '@portal/contract/format';
import type { Db } from '../db/connect';
import type { paymentArrangements } from '../db/schema';
import { enqueueMail } from '../mail/mail-jobs';
import { accountCodeOf } from '../outbox/account-code';
import { accountKey, enqueueEvent } from '../outbox/outbox-events';

type Arrangement = typeof paymentArrangements.$inferSelect;
export type ArrangementEvent = 'made' | 'completed' | 'broken';

/**
 * The one way a message about billing reaches the customer (kind 'billing'): today an e-mail through the outbox; a
 * per-kind, per-channel preference can decide here later which channels it goes by.
 */
export async function sendBillingMessage(tx: Db, now: Date, message: { about: 'arrangement'; event: ArrangementEvent; reference: string }) {
  await enqueueMail(tx, now, { kind: 'arrangement', event: message.event, reference: message.reference });
}

/**
 * Tells the back office (a signed webhook event, `arrangement.<event>`) and the customer that an arrangement was
 * made, completed or broken, in the transaction that records it.
 */
export async function tellOfArrangement(tx: Db, now: Date, event: ArrangementEvent, row: Arrangement) {
  const accountCode = await accountCodeOf(tx, row.accountId);
  await enqueueEvent(
    tx,
    {
      type: `arrangement.${event}`,
      orderingKey: accountKey(accountCode),
      // Once per arrangement and event: a second sweep that sees the same end writes nothing.
      id: `arrangement.${event}:${row.reference}`,
      data: {
        reference: row.reference,
        accountCode,
        status: row.status,
        total: centsToDecimal(row.totalCents),
        paid: centsToDecimal(row.paidCents),
        parts: row.parts.map((p) => ({ dueDate: p.dueDate, amount: centsToDecimal(p.amountCents) })),
        missedDueDate: row.missedDueDate,
        at: now.toISOString(),
      },
    },
    now,
  );
  await sendBillingMessage(tx, now, { about: 'arrangement', event, reference: row.reference });
}
