import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './product-schema';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    accountCode: text('account_code').notNull(),
    customerName: text('customer_name').notNull(),
    enterprise: boolean('enterprise').notNull().default(false),
    status: text('status').notNull(),
    parentId: integer('parent_id'),
    createdAt: date('created_at', { mode: 'string' }).notNull(),
    postalLine1: text('postal_line1').notNull().default(''),
    postalLine2: text('postal_line2').notNull().default(''),
    postalCity: text('postal_city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    physicalLine1: text('physical_line1').notNull().default(''),
    physicalLine2: text('physical_line2').notNull().default(''),
    physicalCity: text('physical_city').notNull().default(''),
    physicalCode: text('physical_code').notNull().default(''),
    paymentMethodId: integer('payment_method_id').notNull().default(2),
  },
  (t) => [
    uniqueIndex('accounts_code_idx').on(t.accountCode),
    index('accounts_parent_idx').on(t.parentId),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }),
  ],
);

export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Normalised: 10 digits starting with 0. */
    cellNumber: text('cell_number').notNull(),
    landline: text('landline'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  },
  (t) => [index('people_cell_idx').on(t.cellNumber)],
);

/** Who may use which account, in which role, with which portal modules. */
export const accountUsers = pgTable(
  'account_users',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    portalModules: text('portal_modules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.personId, t.accountId] })],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    type: text('type').notNull(),
    serviceTag: text('service_tag').notNull(),
    /** The plan's name, as invoices and lists show it; productId names the plan itself. */
    product: text('product').notNull(),
    status: text('status').notNull(),
    /** Why the provider set the status (a suspension's reason), as the customer is told it; null: none given. */
    statusReason: text('status_reason'),
    /** The catalogue plan the service runs on (products.kind 'plan' of the service's type); null: no catalogue product. */
    productId: integer('product_id').references(() => products.id),
    /** What the type has, by key (lineId, routerModel, iccid, apn, installationAddress, …): see actions/services/attributes.ts. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** This period's cap from the plan, in MB; null: uncapped. Top-ups this period come on top (service_top_ups). */
    dataCapMb: integer('data_cap_mb'),
    /** null: month to month. */
    contractEndDate: date('contract_end_date', { mode: 'string' }),
  },
  (t) => [uniqueIndex('services_tag_idx').on(t.serviceTag), index('services_account_idx').on(t.accountId, t.category)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceTxNumber: text('invoice_tx_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    outstanding: numeric('outstanding', { precision: 12, scale: 2 }).notNull(),
    status: text('status').notNull(),
  },
  (t) => [uniqueIndex('invoices_number_idx').on(t.invoiceTxNumber), index('invoices_account_idx').on(t.accountId, t.invoiceDate)],
);

export const invoiceLines = pgTable('invoice_lines', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  /**
   * What the line charges for (INVOICE_LINE_KINDS): a service's monthly plan (recurring), the part-month of a plan
   * change (proration), a once-off charge, or a credit or payment taken off (negative amounts).
   */
  kind: text('kind').notNull().default('recurring'),
  /** The service the line is for; null: the account as a whole. */
  serviceTag: text('service_tag'),
});

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ticketNumber: text('ticket_number').notNull(),
    subject: text('subject').notNull(),
    /** What the customer wrote when logging it; null for tickets logged elsewhere. */
    description: text('description'),
    category: text('category').notNull(),
    status: text('status').notNull(),
    /** The account's service it concerns, when one was chosen. */
    serviceTag: text('service_tag'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** When it was last closed; reopening is allowed for TICKET_REOPEN_DAYS after. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [uniqueIndex('tickets_number_idx').on(t.ticketNumber), index('tickets_account_idx').on(t.accountId)],
);

/** One live PIN per cell number: the hash, its expiry, wrong tries, and when it was used. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: serial('id').primaryKey(),
    cellNumber: text('cell_number').notNull(),
    pinHash: text('pin_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('otp_cell_idx').on(t.cellNumber)],
);

/** Every access token issued, so that sign-out and expiry make it unusable on the server. */
export const sessions = pgTable('sessions', {
  jti: text('jti').primaryKey(),
  personId: integer('person_id')
    .notNull()
    .references(() => people.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Server-held settings made once (the token signing key). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** A passkey: one per device and person, signing in to the account it was registered on (spec §4 Device registration). */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    id: serial('id').primaryKey(),
    credentialId: text('credential_id').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: integer('sign_count').notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('webauthn_credential_idx').on(t.credentialId), index('webauthn_device_idx').on(t.deviceId), index('webauthn_person_idx').on(t.personId)],
);

/** A WebAuthn challenge: single use, short-lived, bound to its purpose and device (and person when registering or re-authenticating). */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').notNull(),
    deviceId: text('device_id').notNull(),
    personId: integer('person_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('webauthn_challenge_expiry_idx').on(t.expiresAt)],
);
