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

const remote = z.strictObject({
  enabled: z.boolean(),
  /** URL of the area's mf-manifest.json; relative URLs resolve against the page. */
  manifestUrl: z.string().min(1),
});

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
  remotes: z.strictObject(
    Object.fromEntries(AREAS.map((a) => [a, remote])) as Record<Area, typeof remote>,
  ),
});

export type InstanceConfigInput = z.input<typeof instanceConfigSchema>;
export type InstanceConfig = z.output<typeof instanceConfigSchema>;

export const parseInstanceConfig = (raw: unknown): InstanceConfig => instanceConfigSchema.parse(raw);
