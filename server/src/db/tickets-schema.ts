import { customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, tickets } from './core-schema';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const ticketId = () =>
  integer('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' });

/** One message of a ticket's conversation: the customer's description and replies, and the agents' answers. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: ticketId(),
    /** customer or agent. */
    author: text('author').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** The helpdesk's own id of an agent's reply, so a reply delivered twice is kept once. */
    helpdeskReplyId: text('helpdesk_reply_id'),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.sentAt), uniqueIndex('ticket_messages_helpdesk_reply_idx').on(t.helpdeskReplyId)],
);

/**
 * A file attached to a message: what it is, never its bytes, which are in the file store (server/src/files) under
 * `storageKey`, a server-made id. The name the customer gave is only shown and offered on download, never a path.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: ticketId(),
    messageId: integer('message_id')
      .notNull()
      .references(() => ticketMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** As found in the bytes, never as the browser declared it. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes, hex. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [
    index('ticket_attachments_message_idx').on(t.messageId),
    index('ticket_attachments_ticket_idx').on(t.ticketId),
    uniqueIndex('ticket_attachments_storage_key_idx').on(t.storageKey),
  ],
);

/**
 * Bytes of attachments an earlier version kept in the database, set aside by migration 0014 until the server moves
 * them into the file store at start (files/move-stored-bytes.ts); empty from then on.
 */
export const ticketAttachmentBytesToMove = pgTable('ticket_attachment_bytes_to_move', {
  attachmentId: integer('attachment_id')
    .primaryKey()
    .references(() => ticketAttachments.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

/** What happened to a ticket and who did it, in words: logged, replied, closed, reopened. */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: serial('id').primaryKey(),
    ticketId: ticketId(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    event: text('event').notNull(),
  },
  (t) => [index('ticket_history_ticket_idx').on(t.ticketId, t.at)],
);

/**
 * The idempotency keys of ticket uploads (a new ticket or a reply), one per account: a retry with the key answers
 * what the first request made; the key sent with another request is refused.
 */
export const ticketRequests = pgTable(
  'ticket_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The ticket made or replied to; set in the same transaction that claims the key. */
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('ticket_requests_key_idx').on(t.accountId, t.idempotencyKey)],
);
