import { z } from 'zod';
import { AREAS, reservedPathClash, SERVICE_CATEGORIES, type Area } from './areas';

// Areas, categories and isAreaEnabled live in a zod-free module (@portal/config/areas) for the browser.
export * from './areas';

/** Sidebar entries a provider may leave out (spec §1, §9: Outages and Referral by default). */
export const SIDEBAR_OPTIONS = [
  'Dashboard',
  'My Account',
  'Payments & Billing',
  'Connectivity',
  'Communication',
  'Cloud & Hosting',
  'Tickets',
  'Outages',
  'Referral',
  'Promotions',
] as const;

const MANIFEST_URL_MESSAGE =
  'use a path on the portal (/remotes/billing/mf-manifest.json) or an http:// or https:// URL (https://cdn.example.com/billing/mf-manifest.json)';

/**
 * A path on the portal's own origin ('/…', not '//…', which is another host) or an absolute http(s) URL: never a
 * javascript:, data: or other scheme, since the host fetches it and runs the scripts it names.
 */
export function isManifestUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The kinds of account an instance may offer payment arrangements to (paymentArrangements.accountTypes). */
export const PAYMENT_ARRANGEMENT_ACCOUNT_TYPES = ['standard', 'enterprise', 'branch'] as const;

const remote = z.strictObject({
  enabled: z.boolean(),
  /** URL of the area's mf-manifest.json: a path on the portal, or the area deployed on its own origin. */
  manifestUrl: z.string().min(1).refine(isManifestUrl, { message: MANIFEST_URL_MESSAGE }),
});

/**
 * An area the instance adds (`extraAreas`): its remote exposes './routes' like the portal's own areas (built with the
 * container name `portal_<key>`), and the host mounts it at `mountPath` with a sidebar entry, without a rebuild.
 */
const extraArea = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, { message: 'use lower-case letters, digits and single hyphens, starting with a letter (game-servers)' })
    .max(32)
    .refine((key) => !(AREAS as readonly string[]).includes(key), { message: 'is one of the portal’s own areas: pick another key' }),
  manifestUrl: z.string().min(1).refine(isManifestUrl, { message: MANIFEST_URL_MESSAGE }),
  mountPath: z
    .string()
    .regex(/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/, { message: 'use a path of lower-case words such as /gaming or /services/gaming, with no slash at the end' })
    .superRefine((mountPath, ctx) => {
      const clash = reservedPathClash(mountPath);
      if (clash) ctx.addIssue({ code: 'custom', message: `collides with the portal’s own ${clash}: pick another path` });
    }),
  /** Its sidebar entry and the name its pages and messages use. */
  label: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine((label) => !(SIDEBAR_OPTIONS as readonly string[]).includes(label), { message: 'is the name of one of the portal’s own sidebar entries' }),
  /** spec §6 can-access: the area's entry and pages are there only when the token carries all of these modules. */
  modules: z.array(z.string().min(1).max(64)).default([]),
  enabled: z.boolean().default(true),
});

/** No two extra areas share a key, and none mounts at, above or below another's path. */
const distinctExtraAreas = z.array(extraArea).superRefine((areas, ctx) => {
  areas.forEach((area, i) => {
    areas.slice(0, i).forEach((earlier) => {
      if (earlier.key === area.key) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `is used by another extra area already` });
      const nested = (a: string, b: string) => a === b || a.startsWith(`${b}/`);
      if (nested(area.mountPath, earlier.mountPath) || nested(earlier.mountPath, area.mountPath)) {
        ctx.addIssue({ code: 'custom', path: [i, 'mountPath'], message: `collides with the extra area ${earlier.key} at ${earlier.mountPath}` });
      }
    });
  });
});

/** An http(s) origin and nothing after it (https://portal.example.com). */
const origin = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '').toLowerCase();
    } catch {
      return false;
    }
  }, { message: 'use an http:// or https:// origin with nothing after it (https://portal.example.com)' })
  .transform((value) => new URL(value).origin);

/** Per-instance configuration (spec §1): everything a provider changes without rebuilding. */
export const instanceConfigSchema = z.strictObject({
  instanceKey: z.string().min(1),
  brandName: z.string().min(1).default('Customer Portal'),
  /** Base URL of the portal API; empty means the page's own origin. */
  serverUrl: z.string().default(''),
  storeUrl: z.string().default(''),
  buildNumber: z.string().default('dev'),
  /** Which service categories exist for this instance: navigation, dashboard cards, pages and the server's answers. */
  enabledServiceCategories: z.array(z.enum(SERVICE_CATEGORIES)).default([...SERVICE_CATEGORIES]),
  enabledTicketCategories: z.array(z.string()).default(['Billing', 'Technical', 'Sales', 'General']),
  sidebar: z
    .strictObject({
      contactNumber: z.string().default('087 000 0000'),
      contactEmail: z.string().email().default('support@example.com'),
      excludedOptions: z.array(z.enum(SIDEBAR_OPTIONS)).default(['Outages', 'Referral']),
    })
    .prefault({}),
  /**
   * The provider as its documents name it: tax invoices, receipts and the debit order mandate carry its legal name,
   * address and VAT number; cash and EFT payers are shown its bank details.
   */
  provider: z
    .strictObject({
      legalName: z.string().min(1).default('Customer Portal Telecoms (Pty) Ltd'),
      /** The name people know the provider by, in sentences ('A customer of … referred you'); the legal name without one. */
      tradingName: z.string().min(1).optional(),
      registrationNumber: z.string().default('2019/123456/07'),
      vatNumber: z.string().regex(/^\d{10}$/).default('4123456789'),
      /** Address lines as printed on documents. */
      address: z.array(z.string().min(1)).min(1).default(['1 Fibre Lane', 'Rosebank', 'Johannesburg', '2196']),
      /** Fraction of a VAT-exclusive amount charged as VAT (South Africa: 15%). */
      vatRate: z.number().min(0).max(1).default(0.15),
      bankDetails: z
        .strictObject({
          bankName: z.string().min(1).default('First National Bank'),
          accountName: z.string().min(1).default('Customer Portal Telecoms (Pty) Ltd'),
          accountNumber: z.string().regex(/^\d{6,16}$/).default('62000000001'),
          branchCode: z.string().regex(/^\d{6}$/).default('250655'),
        })
        .prefault({}),
    })
    .prefault({}),
  /**
   * Payment arrangements: a customer with an overdue balance promises to pay it by a date, or in parts. Who may, and
   * how far the promise may reach; the server enforces every rule (docs/instance-config.md).
   */
  paymentArrangements: z
    .strictObject({
      enabled: z.boolean().default(true),
      /** standard: an account of its own; enterprise: an enterprise parent; branch: an account under a parent. */
      accountTypes: z.array(z.enum(PAYMENT_ARRANGEMENT_ACCOUNT_TYPES)).min(1).default(['standard', 'enterprise']),
      /** Rand: an overdue balance below this is paid, not arranged. */
      minOverdue: z.number().min(0).max(1_000_000).default(50),
      /** Rand: above this the provider wants to talk first. */
      maxOverdue: z.number().min(1).max(1_000_000).default(20_000),
      /** No arrangement of the account broken in this many months (0: a broken one does not count). */
      noBrokenWithinMonths: z.number().int().min(0).max(60).default(6),
      /** The latest date (of the last part) is at most this many days after today. */
      maxDaysToPromise: z.number().int().min(1).max(180).default(30),
      /** At most this many parts (1: one date for everything). */
      maxParts: z.number().int().min(1).max(12).default(3),
      /** At most this many arrangements made in any 12 months. */
      maxPerYear: z.number().int().min(1).max(12).default(2),
    })
    .refine((rules) => rules.minOverdue <= rules.maxOverdue, { message: 'minOverdue may not be more than maxOverdue', path: ['minOverdue'] })
    .prefault({}),
  /** spec §7 GetGoogleApiConfig: address fields offer suggestions through the server's address-lookup adapter. */
  addressLookup: z
    .strictObject({
      enabled: z.boolean().default(false),
      /** ISO 3166 country codes suggestions are limited to. */
      countries: z.array(z.string().regex(/^[A-Z]{2}$/)).default(['ZA']),
    })
    .prefault({}),
  /** spec §6 feature-config: flags an instance switches on by name; an unknown or absent flag is off. */
  features: z.record(z.string().min(1).max(64), z.boolean()).default({}),
  theme: z
    .strictObject({ primaryColour: z.string().regex(/^#[0-9a-fA-F]{6}$/).default('#420A38') })
    .prefault({}),
  /**
   * Milliseconds the host waits for an area's manifest or entry before it shows the area's fallback (with Try again).
   */
  remoteTimeoutMs: z.number().int().min(1000).max(120_000).default(10_000),
  /**
   * Other origins whose pages may load this server's areas (/remotes/…) besides the server's own public origin: a
   * host page of this instance served from elsewhere. They are sent CORS headers; no wildcard.
   */
  hostOrigins: z.array(origin).default([]),
  remotes: z.strictObject(
    Object.fromEntries(AREAS.map((a) => [a, remote])) as Record<Area, typeof remote>,
  ),
  /** Areas of the provider's own, deployed and mounted without a rebuild of the portal (docs/instance-config.md). */
  extraAreas: distinctExtraAreas.default([]),
});

export type InstanceConfigInput = z.input<typeof instanceConfigSchema>;
export type InstanceConfig = z.output<typeof instanceConfigSchema>;

export const parseInstanceConfig = (raw: unknown): InstanceConfig => instanceConfigSchema.parse(raw);
