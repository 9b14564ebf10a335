import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { people } from './core-schema';

/**
 * Someone who asked for an area's outage news on the public status page (/status), by e-mail or SMS. Nothing is
 * sent before `confirmedAt` (double opt-in). No token is kept: the confirm and unsubscribe links carry a signature
 * of the row's id (status/subscription-tokens.ts). The address is all that is known of the subscriber.
 */
export const outageSubscriptions = pgTable(
  'outage_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** email or sms. */
    channel: text('channel').notNull(),
    /** An e-mail address in lower case, or a cell number in its canonical 10 digits. */
    address: text('address').notNull(),
    /** The area (city) as the subscriber chose it from the page's list. */
    area: text('area').notNull(),
    /** Quiet hours in South African time as minutes after midnight; both null when none. */
    quietFrom: integer('quiet_from'),
    quietUntil: integer('quiet_until'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outage_subscriptions_address_area_idx').on(t.channel, t.address, sql`lower(${t.area})`),
    index('outage_subscriptions_area_idx').on(sql`lower(${t.area})`),
  ],
);

/**
 * A signed-in person who turned off the outage news about their own services (on by default). One boolean per
 * person, to be folded into the notification preferences (kind 'outages') later.
 */
export const outageNoticeOptOuts = pgTable('outage_notice_opt_outs', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => people.id, { onDelete: 'cascade' }),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
});
