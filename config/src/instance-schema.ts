import { z } from 'zod';
import { AREAS, SERVICE_CATEGORIES, type Area } from './areas';

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

const remote = z.strictObject({
  enabled: z.boolean(),
  /** URL of the area's mf-manifest.json: a path on the portal, or the area deployed on its own origin. */
  manifestUrl: z.string().min(1).refine(isManifestUrl, { message: MANIFEST_URL_MESSAGE }),
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
});

export type InstanceConfigInput = z.input<typeof instanceConfigSchema>;
export type InstanceConfig = z.output<typeof instanceConfigSchema>;

export const parseInstanceConfig = (raw: unknown): InstanceConfig => instanceConfigSchema.parse(raw);
