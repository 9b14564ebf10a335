import { z } from 'zod';
import { addressInput } from './account-area';
import { idempotencyKey } from './billing';
import { text } from './common';

/**
 * Outages that touch the account's services: an outage has the areas (cities) it covers and the service types
 * it affects; it concerns an account when the account's physical city is one of its areas and the account has
 * a service of an affected type. The dashboard's maintenance and outage alerts come from the same records.
 */
export const outageStatus = z.enum(['Investigating', 'In progress', 'Scheduled', 'Resolved', 'Completed']);
export type OutageStatus = z.infer<typeof outageStatus>;

export const outageItem = z.object({
  reference: z.string(),
  kind: z.enum(['unplanned', 'planned']),
  title: z.string(),
  status: outageStatus,
  /** The areas (cities) it covers. */
  areas: z.array(z.string()),
  /** Service types affected, as a customer reads them (e.g. 'Fibre', 'LTE'). */
  affectedServiceTypes: z.array(z.string()),
  /** The account's own services it affects. */
  affectedServices: z.array(z.object({ serviceTag: z.string(), product: z.string() })),
  startsAt: z.string(),
  /** Expected end; null when not yet known. */
  expectedEndAt: z.string().nullable(),
  /** When it ended; null while it lasts. */
  endedAt: z.string().nullable(),
  /** Newest first. */
  updates: z.array(z.object({ at: z.string(), message: z.string() })),
});
export type OutageItem = z.infer<typeof outageItem>;

export const reportOutageInput = z.strictObject({
  /** One of the account's own services, or absent. */
  serviceTag: text(40).optional(),
  /** Where the service is down. */
  address: addressInput,
  description: text(5000).pipe(
    z
      .string()
      .trim()
      .min(10, 'Please describe what is not working in at least 10 characters.')
      .max(2000, 'Please keep the description to 2000 characters.'),
  ),
  idempotencyKey,
});
export type ReportOutageInput = z.input<typeof reportOutageInput>;

export const outageActions = {
  /** Any signed-in user. current: lasting now; planned: starting later; resolved: ended in the last 7 days. */
  'outages.GetOutages': {
    input: z.strictObject({}),
    output: z.object({ current: z.array(outageItem), planned: z.array(outageItem), resolved: z.array(outageItem) }),
  },
  /**
   * Needs the 'tickets' module. Logs a ticket in the Technical category (409 when the instance does not offer
   * it) whose subject names the place and whose description carries the customer's words.
   */
  'outages.ReportOutage': { input: reportOutageInput, output: z.object({ ticketNumber: z.string() }) },
} as const;
