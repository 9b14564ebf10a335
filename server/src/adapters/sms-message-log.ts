import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { smsMessages } from '../db/schema';
import { counter } from '../observability/metrics';
import type { SmsMessageLog } from './sms';

const receipts = counter('portal_sms_receipts_total', 'Delivery receipts an SMS centre sent, by status.', ['status']);

/**
 * The sms_messages table: one row per text an SMS centre took, by its message id. A receipt may arrive before the
 * submission is recorded (both come on one connection, handled at once), so each side inserts or completes the row.
 */
export function databaseSmsMessageLog(db: Db): SmsMessageLog {
  return {
    async submitted({ adapter, messageId, destination, at }) {
      await db
        .insert(smsMessages)
        .values({ adapter, messageId, destination, submittedAt: at })
        .onConflictDoUpdate({ target: [smsMessages.adapter, smsMessages.messageId], set: { destination, submittedAt: at } });
    },
    async receipt({ adapter, messageId, status, errorCode, at }) {
      await db
        .insert(smsMessages)
        .values({ adapter, messageId, status, errorCode, receiptAt: at })
        .onConflictDoUpdate({ target: [smsMessages.adapter, smsMessages.messageId], set: { status, errorCode, receiptAt: sql`excluded.receipt_at` } });
      receipts.inc({ status });
    },
  };
}
