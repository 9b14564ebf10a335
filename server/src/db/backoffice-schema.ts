import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The back-office API's idempotency keys (server/src/backoffice): each key with what it was sent with (the route and
 * a hash of the body) and the answer it got, so a replay answers the same and changes nothing. Claimed in the same
 * transaction as the change it makes: a key is kept only with its change.
 */
export const backofficeRequests = pgTable(
  'backoffice_requests',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** 'POST /provisioning/{reference}/complete' with the path's values filled in. */
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('backoffice_requests_key_idx').on(t.idempotencyKey), index('backoffice_requests_created_idx').on(t.createdAt)],
);
