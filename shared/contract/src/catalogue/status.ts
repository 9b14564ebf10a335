import { z } from 'zod';
import { cellNumber, text } from './common';
import { outageItem } from './outages';

/**
 * The public status page (/status): every current, planned and recently ended outage, with no account data, and
 * subscriptions to an area's outage news by e-mail or SMS (docs/status-page.md).
 */
export const publicOutage = outageItem.omit({ affectedServices: true });
export type PublicOutage = z.infer<typeof publicOutage>;

export const restoreAccuracy = z.object({
  /** How many of the latest restored unplanned outages with an estimate were counted (at most 20). */
  counted: z.number(),
  /** Of those, how many were restored by the expected end we gave. */
  onTime: z.number(),
  /** Mean of (restored − expected) in whole minutes: positive late, negative early; null when none were counted. */
  averageMinutesLate: z.number().nullable(),
});
export type RestoreAccuracy = z.infer<typeof restoreAccuracy>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = text(5).refine((s) => HH_MM.test(s), { message: 'Please give the time as HH:MM, for example 22:00.' });

export const quietHours = z
  .strictObject({ from: clockTime, until: clockTime })
  .refine((q) => q.from !== q.until, { message: 'Quiet hours must start and end at different times.', path: ['until'] });

const email = text(254).pipe(z.string().trim().toLowerCase().email('Please enter a valid email address.'));

export const subscribeInput = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('email'), address: email, area: text(80).pipe(z.string().trim().min(1, 'Please choose an area.')), quietHours: quietHours.optional() }),
  z.strictObject({ channel: z.literal('sms'), address: cellNumber, area: text(80).pipe(z.string().trim().min(1, 'Please choose an area.')), quietHours: quietHours.optional() }),
]);
export type SubscribeInput = z.input<typeof subscribeInput>;

/** What a confirm or unsubscribe link carries: a signed subscription reference (never stored). */
const linkToken = text(200).pipe(z.string().regex(/^[A-Za-z0-9._-]{10,200}$/, 'This link is not valid. Please use the link from your message.'));

export const statusActions = {
  /**
   * Public, limited per address (429). The areas and service types outages name, the outages lasting now, planned
   * and ended in the last 7 days (no account's services), and how the provider's restore estimates held up.
   */
  'status.GetStatus': {
    input: z.strictObject({}),
    output: z.object({
      areas: z.array(z.string()),
      serviceTypes: z.array(z.string()),
      current: z.array(publicOutage),
      planned: z.array(publicOutage),
      resolved: z.array(publicOutage),
      accuracy: restoreAccuracy,
    }),
  },
  /**
   * Public, limited per client address and per subscriber address (429). Sends a confirmation link; nothing else
   * is sent until it is opened. Answers the same whether or not the address was already subscribed.
   */
  'status.Subscribe': { input: subscribeInput, output: z.object({ message: z.string() }) },
  /** Public. Confirms a subscription from its link (400 when the link is not valid or has expired). */
  'status.ConfirmSubscription': { input: z.strictObject({ token: linkToken }), output: z.object({ area: z.string(), channel: z.enum(['email', 'sms']) }) },
  /** Public. Ends a subscription from the link in any of its messages; an already ended one answers the same. */
  'status.Unsubscribe': { input: z.strictObject({ token: linkToken }), output: z.object({ message: z.string() }) },
  /** Any signed-in user: whether they get outage news about their own services (on unless turned off). */
  'outages.GetOutageNotices': { input: z.strictObject({}), output: z.object({ enabled: z.boolean() }) },
  'outages.SetOutageNotices': { input: z.strictObject({ enabled: z.boolean() }), output: z.object({ enabled: z.boolean() }) },
} as const;
