import { z } from 'zod';
import { addressInput, cancellationStatus, toCalendarDate } from './account-area';
import { DATE_FORMAT_MESSAGE, idempotencyKey, orderResponse } from './billing';
import { cellNumber, rowId, serviceCategory, text } from './common';

/* ---------- Service types and products ---------- */

/**
 * Connectivity service types. Each has its page under /services/connectivity (see connectivityServicePath); products are
 * offered to a service only when they are of its type, so a fibre line is never offered a mobile top-up.
 */
export const CONNECTIVITY_TYPES = [
  'ftth',
  'fttb',
  'adsl',
  'telco',
  'data',
  'wholesale-fibre',
  'lte',
  'carrier-lte',
  'fixed-lte',
  'mobiledata',
  'shareddata',
  'wifi',
  'dialup',
  '3g-service',
  'satellite',
  'carrier-5g',
  'carrier-wireless',
] as const;
export type ConnectivityType = (typeof CONNECTIVITY_TYPES)[number];

/** plan: what a service runs on (an upgrade is another plan of the same type); top-up: data added to this period's cap. */
export const productKind = z.enum(['plan', 'top-up', 'add-on', 'hardware']);
export type ProductKind = z.infer<typeof productKind>;

export const productSummary = z.object({
  productId: z.number(),
  name: z.string(),
  serviceType: z.string(),
  kind: productKind,
  /** Rand, VAT included. */
  price: z.number(),
  billing: z.enum(['monthly', 'once-off']),
  speedDownMbps: z.number().nullable(),
  speedUpMbps: z.number().nullable(),
  /** A plan's monthly cap, or the data a top-up adds; null: uncapped (or no data at all). */
  dataCapMb: z.number().nullable(),
  description: z.string(),
  /** Hardware is delivered: ordering it needs /services/capture-details first. */
  needsDelivery: z.boolean(),
  /**
   * What a plan includes beyond speed and data, or what a top-up adds, by name: mailboxes, storageMb, mailboxQuotaMb,
   * extensions, devices, contacts, minutes, credits. null: nothing of the kind.
   */
  limits: z.record(z.string(), z.number()).nullable(),
});
export type ProductSummary = z.infer<typeof productSummary>;

/* ---------- A service and its usage ---------- */

export const serviceStatus = z.enum(['Active', 'Suspended', 'Pending', 'Cancellation pending', 'Cancelled']);
export type ServiceStatus = z.infer<typeof serviceStatus>;

export const usagePeriod = z.object({
  /** YYYY-MM-DD, the first and last day of the billing period (calendar month). */
  periodStart: z.string(),
  periodEnd: z.string(),
  usedMb: z.number(),
  /** The plan's cap plus this period's top-ups; null: uncapped. */
  capMb: z.number().nullable(),
  /** Top-ups bought this period (already in capMb). */
  topUpMb: z.number(),
});
export type UsagePeriod = z.infer<typeof usagePeriod>;

export const sharedDataMember = z.object({
  userId: z.number(),
  name: z.string(),
  cellNumberMasked: z.string(),
  capMb: z.number(),
  usedMb: z.number(),
});
export type SharedDataMember = z.infer<typeof sharedDataMember>;

export const serviceDetail = z.object({
  serviceTag: z.string(),
  category: serviceCategory,
  type: z.string(),
  status: serviceStatus,
  accountCode: z.string(),
  /** The plan the service runs on; null for a service without a catalogue product. */
  product: productSummary.nullable(),
  monthlyPrice: z.number(),
  /** What a customer looks for, in display order: line id, router, SIM, ICCID, APN, … ({label, value}). */
  attributes: z.array(z.object({ label: z.string(), value: z.string() })),
  installationAddress: z.string().nullable(),
  /** YYYY-MM-DD, or null: month to month. */
  contractEndDate: z.string().nullable(),
  usage: usagePeriod.nullable(),
  /**
   * An upgrade ordered to take effect later (or still being provisioned). `delayed` (or the cancellation's): true when
   * its outbox event failed after its last try, so the provider has not got it; absent otherwise.
   */
  pendingChange: z.object({ productName: z.string(), effectiveDate: z.string(), reference: z.string(), delayed: z.boolean().optional() }).nullable(),
  cancellation: z.object({ reference: z.string(), cancellationDate: z.string(), status: cancellationStatus, delayed: z.boolean().optional() }).nullable(),
  /** The newest order or cancellation of this service the provider reported failed in the last 30 days, with its reason. */
  failedRequest: z.object({ kind: z.enum(['order', 'cancellation']), reference: z.string(), reason: z.string() }).nullable().optional(),
  /** Shared data only: the people sharing the bundle, each with a cap of their own. */
  sharedMembers: z.array(sharedDataMember),
  /** What the customer may start from this service's page; the server refuses the rest anyway. */
  can: z.object({ upgrade: z.boolean(), topUp: z.boolean(), cancel: z.boolean() }),
});
export type ServiceDetail = z.infer<typeof serviceDetail>;

const serviceTag = text(40).pipe(z.string().min(1, 'Please choose a service.'));

export const usageDay = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  dataMb: z.number(),
  /** null where the type has no voice or SMS. */
  voiceMinutes: z.number().nullable(),
  smsCount: z.number().nullable(),
});
export type UsageDay = z.infer<typeof usageDay>;

/**
 * A connectivity service's connection as its network last reported it (RADIUS accounting in production). online: a
 * session is open; sessionMb and asOf are from its last interim update. offline: the last session ended at `since`.
 * none: the service has never connected. unknown: no network source is configured (production without RADIUS
 * accounting), so there is nothing to show. Times are ISO 8601 instants (UTC).
 */
export const liveSession = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('online'),
    /** When the open session started. */
    since: z.string(),
    /** The address the session was given; null when the network did not report one. */
    ipAddress: z.string().nullable(),
    /** Data sent and received in this session so far, in MB. */
    sessionMb: z.number(),
    /** When the network last reported the session (its last interim update, or its start). */
    asOf: z.string(),
  }),
  z.object({
    state: z.literal('offline'),
    /** When the last session ended. */
    since: z.string(),
    /** Data sent and received in that last session, in MB. */
    sessionMb: z.number(),
  }),
  z.object({ state: z.literal('none') }),
  z.object({ state: z.literal('unknown') }),
]);
export type LiveSession = z.infer<typeof liveSession>;

/* ---------- Cart and orders (spec §3 Cart) ---------- */

export const cartLine = z.strictObject({ productId: rowId, quantity: z.number().int().min(1).max(10) });

/** Where hardware goes: collected on /services/capture-details. */
export const deliveryLocation = addressInput.extend({
  contactName: text(120).pipe(z.string().trim().min(1, 'Please enter who will receive the delivery.')),
  cellNumber,
});
export type DeliveryLocation = z.input<typeof deliveryLocation>;

const isoDate = text(10).transform((value, ctx) => {
  const date = toCalendarDate(value);
  if (!date) {
    ctx.addIssue({ code: 'custom', message: DATE_FORMAT_MESSAGE });
    return z.NEVER;
  }
  return date;
});

/**
 * spec §3 Cart. upgrade true: the lines replace the service's plan (one plan line) from effectiveDate; false: a purchase
 * (top-ups, add-ons, hardware) for that service. upgradeKey and upgradeRoute say where the customer came from, to go back.
 */
export const cart = z.strictObject({
  serviceTag,
  promotionKey: text(40).optional(),
  cartLines: z.array(cartLine).min(1, 'Please choose a product.').max(10),
  location: deliveryLocation.optional(),
  upgradeKey: text(64).optional(),
  upgradeRoute: text(300).optional(),
  upgrade: z.boolean().default(true),
  /** Upgrades only: YYYY-MM-DD, today or later; absent means today. */
  effectiveDate: isoDate.optional(),
});
export type Cart = z.input<typeof cart>;

export const orderPreview = z.object({
  serviceTag: z.string(),
  upgrade: z.boolean(),
  current: productSummary.nullable(),
  lines: z.array(
    z.object({ product: productSummary, quantity: z.number(), amount: z.number() }),
  ),
  /** Charged on the next invoice. */
  onceOffTotal: z.number(),
  /** The monthly price after the order, and the change from today's. */
  monthlyAfter: z.number(),
  monthlyChange: z.number(),
  /** YYYY-MM-DD */
  effectiveDate: z.string(),
  needsDelivery: z.boolean(),
});
export type OrderPreview = z.infer<typeof orderPreview>;

/* ---------- Cancellation (spec §3 Cancellation context) ---------- */

export const cancellationOptions = z.object({
  serviceTag: z.string(),
  product: z.string(),
  /** YYYY-MM-DD: the first and last date that may be chosen (notice period, at most 90 days ahead). */
  earliestDate: z.string(),
  latestDate: z.string(),
  reasons: z.array(z.object({ id: z.string(), text: z.string() })),
  /** What ends with the service: its plan and any monthly add-ons. */
  lines: z.array(z.object({ id: z.string(), description: z.string(), monthlyPrice: z.number() })),
  /** Hardware on loan that must come back. */
  hardware: z.array(z.object({ id: z.string(), description: z.string() })),
});
export type CancellationOptions = z.infer<typeof cancellationOptions>;

export const cancellationContext = z.strictObject({
  serviceTag,
  cancellationDate: isoDate,
  /** Line ids from services.GetCancellationOptions; the plan's line must be among them. */
  cancellationLines: z.array(text(40)).min(1, 'Please choose what to cancel.').max(20),
  cancellationRoute: text(300).optional(),
  cancellationInformation: z.strictObject({
    reasonId: text(40).pipe(z.string().min(1, 'Please tell us why you are cancelling.')),
    comment: text(1000).optional(),
  }),
  /** One entry per hardware id of the options: how it comes back. */
  cancellationHardware: z
    .array(z.strictObject({ id: text(40), returnMethod: z.enum(['courier-collection', 'drop-off']) }))
    .max(20)
    .default([]),
});
export type CancellationContext = z.input<typeof cancellationContext>;

/** spec §3 Cancellation response. */
export const cancellationResponse = z.object({ cancellationStatus: z.boolean(), message: z.string(), reference: z.string() });
export type CancellationResponse = z.infer<typeof cancellationResponse>;
export type OrderResponse = z.infer<typeof orderResponse>;

export const serviceActions = {
  /** One of the account's services in full; 404 for any other tag. */
  'services.GetService': { input: z.strictObject({ serviceTag }), output: serviceDetail },
  /** Day by day, oldest first, the last `days` days up to today; userId: one member of a shared-data service. */
  'services.GetUsage': {
    input: z.strictObject({ serviceTag, days: z.number().int().min(7).max(90).default(30), userId: rowId.optional() }),
    output: z.object({ serviceTag: z.string(), capMb: z.number().nullable(), days: z.array(usageDay) }),
  },
  /** Connectivity services only: whether the service is connected now, since when, with which address and how much data. */
  'services.GetLiveSession': {
    input: z.strictObject({ serviceTag }),
    output: z.object({ serviceTag: z.string(), session: liveSession }),
  },
  /**
   * Products this service may take, of its own type only: kind 'plan' lists upgrades (each with allowed false and a
   * reason when it would be below what is already used this period, or is the current plan).
   */
  'services.GetOffers': {
    input: z.strictObject({ serviceTag, kind: productKind }),
    output: z.object({
      current: productSummary.nullable(),
      offers: z.array(productSummary.extend({ allowed: z.boolean(), reason: z.string().nullable() })),
    }),
  },
  /** What PlaceOrder would do, priced by the server; refuses what PlaceOrder would refuse, with the same messages. */
  'commerce.PreviewOrder': { input: z.strictObject({ cart }), output: orderPreview },
  /** Sensitive. A double click or a second tab with the same key makes one order. */
  'commerce.PlaceOrder': { input: z.strictObject({ cart, idempotencyKey }), output: orderResponse },
  'services.GetCancellationOptions': { input: z.strictObject({ serviceTag }), output: cancellationOptions },
  /** Sensitive. A request with the same key answers the first; a service already being cancelled is refused. */
  'commerce.CancelService': {
    input: z.strictObject({ cancellation: cancellationContext, idempotencyKey }),
    output: cancellationResponse,
  },
} as const;
