import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A text an SMS centre took (SMS_ADAPTER=smpp), by the message id it gave, and what its delivery receipt said. Never
 * the text (it holds a PIN) nor the whole number: the number shown as '082 *** 4567'.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    /** The adapter that sent it: smpp. */
    adapter: text('adapter').notNull(),
    /** The SMS centre's message_id (submit_sm_resp), which its receipt names. */
    messageId: text('message_id').notNull(),
    /** '082 *** 4567'; null when a receipt came before the portal had recorded the submission. */
    destination: text('destination'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** submitted until a receipt: delivered, expired, deleted, undeliverable, accepted, unknown, rejected, enroute. */
    status: text('status').notNull().default('submitted'),
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    /** The receipt's err: code (network specific), when it had one other than 000. */
    errorCode: text('error_code'),
  },
  (t) => [uniqueIndex('sms_messages_message_idx').on(t.adapter, t.messageId)],
);
