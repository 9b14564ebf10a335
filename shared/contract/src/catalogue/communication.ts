import { z } from 'zod';
import { text } from './common';

/**
 * What every communication service page shares: a change inside a service (a mailbox added, forwarding set) is a
 * server action that answers a change reference and leaves the item pending until the provisioning side reports it
 * done; every change is listed under the service's recent changes with who made it and when.
 */

/** The service types of the Communication area, each with its page under /services/communication/{type}/{serviceTag}. */
export const COMMUNICATION_TYPES = [
  'email',
  'voip',
  'faxin',
  'faxout',
  'sms',
  'escan',
  'hosted-exchange',
  'domain',
  'phone-number',
  'voice-bundle',
  'bulk-mailer',
] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];

/**
 * A change on its way for one item: 'adding', 'removing' or 'changing', under its reference; null when settled.
 * `delayed`: its service.change.requested event failed after its last try (or is being retried): the provider has not
 * got it yet, so the page shows it as Delayed. Absent otherwise.
 */
export const itemPending = z
  .object({ state: z.enum(['adding', 'removing', 'changing']), reference: z.string(), delayed: z.boolean().optional() })
  .nullable();
export type ItemPending = z.infer<typeof itemPending>;

export const serviceActivityEntry = z.object({
  /** 'Mailbox sales@ added' */
  message: z.string(),
  /** The first name of who did it. */
  actorName: z.string(),
  /** ISO timestamp. */
  at: z.string(),
  reference: z.string().nullable(),
  /** True when its service.change.requested event failed after its last try: the provider has not got it. */
  delayed: z.boolean().optional(),
});
export type ServiceActivityEntry = z.infer<typeof serviceActivityEntry>;

/** What every change action answers: its reference and a sentence saying what happens now. */
export const changeResponse = z.object({ reference: z.string(), message: z.string() });
export type ChangeResponse = z.infer<typeof changeResponse>;

export const communicationServiceTag = text(40).pipe(z.string().min(1, 'Please choose a service.'));

export const communicationActions = {
  /** The newest changes made to one of the account's services, newest first (any category). */
  'services.GetServiceActivity': {
    input: z.strictObject({ serviceTag: communicationServiceTag }),
    output: z.object({ entries: z.array(serviceActivityEntry) }),
  },
} as const;
