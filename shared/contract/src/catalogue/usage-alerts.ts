import { z } from 'zod';
import { rowId, text } from './common';

/** Usage alerts and auto top-up of a capped data service (its usage page's "Usage alerts" section). */

export const USAGE_ALERT_CHANNELS = ['sms', 'email', 'both'] as const;
export const usageAlertChannels = z.enum(USAGE_ALERT_CHANNELS, { message: 'Please choose SMS, e-mail or both.' });
export type UsageAlertChannels = z.infer<typeof usageAlertChannels>;

/** What the page starts from before anything is saved. */
export const DEFAULT_USAGE_THRESHOLDS = [80, 100] as const;
export const MAX_USAGE_THRESHOLDS = 10;
export const MAX_AUTO_TOP_UPS_PER_MONTH = 10;

export const usageThreshold = z
  .number({ message: 'Each alert is a whole percentage from 1 to 100.' })
  .int('Each alert is a whole percentage from 1 to 100.')
  .min(1, 'Each alert is a whole percentage from 1 to 100.')
  .max(100, 'Each alert is a whole percentage from 1 to 100.');

export const usageAlertsInput = z.strictObject({
  serviceTag: text(40).pipe(z.string().min(1, 'Please choose a service.')),
  thresholds: z
    .array(usageThreshold)
    .max(MAX_USAGE_THRESHOLDS, `Please keep to ${MAX_USAGE_THRESHOLDS} alerts or fewer.`)
    .refine((list) => new Set(list).size === list.length, 'Each percentage may appear once.'),
  channels: usageAlertChannels,
  /** null: no automatic top-up. */
  autoTopUp: z
    .strictObject({
      productId: rowId,
      monthlyMax: z
        .number({ message: `Choose from 1 to ${MAX_AUTO_TOP_UPS_PER_MONTH} top-ups a month.` })
        .int(`Choose from 1 to ${MAX_AUTO_TOP_UPS_PER_MONTH} top-ups a month.`)
        .min(1, `Choose from 1 to ${MAX_AUTO_TOP_UPS_PER_MONTH} top-ups a month.`)
        .max(MAX_AUTO_TOP_UPS_PER_MONTH, `Choose from 1 to ${MAX_AUTO_TOP_UPS_PER_MONTH} top-ups a month.`),
    })
    .nullable(),
  /** Shared data only: a daily digest of the members' use to whoever saves this. */
  poolDigest: z.boolean().default(false),
});
export type UsageAlertsInput = z.input<typeof usageAlertsInput>;

export const usageAlerts = z.object({
  serviceTag: z.string(),
  /** false until the customer saves: thresholds and channels are then the defaults. */
  saved: z.boolean(),
  thresholds: z.array(z.number()),
  channels: usageAlertChannels,
  /** Mobile and shared data only; null: the service cannot take one. */
  autoTopUp: z
    .object({
      productId: z.number().nullable(),
      monthlyMax: z.number(),
      /** The catalogue's top-ups of the service's type. */
      bundles: z.array(z.object({ productId: z.number(), name: z.string(), price: z.number(), dataMb: z.number() })),
      /** Bought automatically this calendar month. */
      boughtThisMonth: z.number(),
    })
    .nullable(),
  /** Shared data only; null otherwise. */
  poolDigest: z.boolean().nullable(),
  /** Thresholds already crossed (and told of) this period. */
  crossed: z.array(z.number()),
});
export type UsageAlerts = z.infer<typeof usageAlerts>;

export const usageAlertActions = {
  /** A capped data service's usage alerts and auto top-up; uncapped and other services are refused (400). */
  'services.GetUsageAlerts': { input: z.strictObject({ serviceTag: text(40).pipe(z.string().min(1, 'Please choose a service.')) }), output: usageAlerts },
  /** Sensitive. Saves the alerts, how they are sent, the auto top-up and (shared data) the daily digest. */
  'services.SaveUsageAlerts': { input: usageAlertsInput, output: z.object({ saved: z.literal(true), message: z.string() }) },
} as const;
