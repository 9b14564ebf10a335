import { boolean, index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The catalogue, by service type: a service is offered (and may order) only products of its own type, so a fibre
 * line never sees a mobile top-up. kind: plan (what a service runs on, billed monthly), top-up (data added to this
 * period's cap), add-on or hardware (charged once; hardware is delivered).
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The service category (connectivity, communication, cloud, …) of the type. */
    category: text('category').notNull(),
    /** The services.type it is for: one of CONNECTIVITY_TYPES, or email, voip, web-hosting, …. */
    serviceType: text('service_type').notNull(),
    kind: text('kind').notNull().default('add-on'),
    /** Rand, VAT included: a month's price for billing 'monthly', else the once-off price. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    billing: text('billing').notNull().default('once-off'),
    speedDownMbps: integer('speed_down_mbps'),
    speedUpMbps: integer('speed_up_mbps'),
    /** A plan's monthly cap or the data a top-up adds, in MB; null: uncapped (or no data). */
    dataCapMb: integer('data_cap_mb'),
    description: text('description').notNull().default(''),
    needsDelivery: boolean('needs_delivery').notNull().default(false),
    /**
     * What a plan includes beyond speed and data (mailboxes, storageMb, mailboxQuotaMb, extensions, devices, contacts,
     * minutes), or what a top-up adds in the service's own unit (credits); see ProductLimits.
     */
    limits: jsonb('limits').$type<Record<string, number>>(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('products_type_idx').on(t.serviceType, t.kind)],
);
