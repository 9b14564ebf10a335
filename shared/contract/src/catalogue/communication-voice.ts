import { z } from 'zod';
import { cellNumber, text } from './common';
import { changeResponse, communicationServiceTag, itemPending } from './communication';

/**
 * The voice services: hosted VoIP (extensions, call forwarding, voicemail to email, its calls), fax to email and
 * email to fax (delivery or sender addresses, the last faxes), a geographic number (where it rings, out-of-hours
 * routing) and a voice bundle (minutes used this month). Every change answers a reference and stays pending until
 * the provisioning side reports it done.
 */

/** Fax to email delivers to, and email to fax accepts faxes from, at most this many addresses. */
export const FAX_ADDRESS_LIMIT = 5;
/** Forwarding on no answer waits this long (seconds) before it forwards: the choices offered. */
export const NO_ANSWER_SECONDS = [10, 15, 20, 25, 30] as const;
export const FORWARDING_RULES = ['always', 'busy', 'noAnswer'] as const;
export type ForwardingRule = (typeof FORWARDING_RULES)[number];
/** How a rule reads in a sentence: 'Call forwarding on busy set to 082 123 4567'. */
export const FORWARDING_RULE_WORDS: Record<ForwardingRule, string> = { always: 'always', busy: 'on busy', noAnswer: 'on no answer' };

const serviceTag = communicationServiceTag;

const emailAddress = text(254, 'Please keep the email address to 254 characters.').pipe(
  z.string().trim().toLowerCase().email('Please enter a valid email address.'),
);

/** An extension's short number: 3 or 4 digits, not starting with 0. */
export const extensionNumber = text(10).pipe(z.string().trim().regex(/^[1-9]\d{2,3}$/, 'Please enter an extension number of 3 or 4 digits, such as 104.'));

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time such as 08:00.');

/** A number in the form people read it: '082 123 4567', '011 234 5678'. */
export const spacedNumber = (n: string) => (/^0\d{9}$/.test(n) ? `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : n);

export const voipExtension = z.object({
  extension: z.string(),
  name: z.string(),
  /** The extension's own number callers can dial, or null: reached through the main number only. */
  directNumber: z.string().nullable(),
  /** The phone it rings: 'Yealink T43U desk phone', 'Softphone (mobile app)'. */
  device: z.string(),
  /** Whether its phone is signed in to the PBX right now. */
  registered: z.boolean(),
  pending: itemPending,
});
export type VoipExtension = z.infer<typeof voipExtension>;

const forwardingState = z.object({ enabled: z.boolean(), number: z.string().nullable() });

export const callRecordRow = z.object({
  date: z.string(),
  time: z.string(),
  number: z.string(),
  destination: z.string(),
  durationSeconds: z.number(),
  cost: z.number(),
});
export type CallRecordRow = z.infer<typeof callRecordRow>;

export const voipDetail = z.object({
  serviceTag: z.string(),
  mainNumber: z.string(),
  /** How many extensions the plan includes. */
  extensionLimit: z.number(),
  extensions: z.array(voipExtension),
  forwarding: z.object({
    always: forwardingState,
    busy: forwardingState,
    noAnswer: forwardingState.extend({ afterSeconds: z.number() }),
    pending: itemPending,
  }),
  voicemail: z.object({ enabled: z.boolean(), email: z.string().nullable(), pending: itemPending }),
  /** This calendar month's calls of this service. */
  thisMonth: z.object({ count: z.number(), durationSeconds: z.number(), cost: z.number() }),
  /** The newest calls of this service, newest first. */
  recentCalls: z.array(callRecordRow),
});
export type VoipDetail = z.infer<typeof voipDetail>;

export const faxEntry = z.object({
  at: z.string(),
  /** The number it came from (fax to email) or went to (email to fax). */
  number: z.string(),
  pages: z.number(),
  status: z.enum(['delivered', 'failed', 'sending']),
  /** Why it failed ('No answer', 'Line busy'), or null. */
  reason: z.string().nullable(),
  /** Email to fax: the address that sent it. */
  sender: z.string().nullable(),
});
export type FaxEntry = z.infer<typeof faxEntry>;

export const faxDetail = z.object({
  serviceTag: z.string(),
  direction: z.enum(['in', 'out']),
  faxNumber: z.string(),
  addresses: z.array(z.object({ email: z.string(), pending: itemPending })),
  addressLimit: z.number(),
  /** The newest faxes, newest first. */
  faxes: z.array(faxEntry),
});
export type FaxDetail = z.infer<typeof faxDetail>;

export const phoneNumberDetail = z.object({
  serviceTag: z.string(),
  number: z.string(),
  /** Where calls to the number ring. */
  destination: z.string(),
  /** Outside business hours calls ring elsewhere; null: always the destination. */
  outOfHours: z.object({ opens: z.string(), closes: z.string(), destination: z.string() }).nullable(),
  pending: itemPending,
  thisMonth: z.object({ count: z.number(), answered: z.number(), durationSeconds: z.number() }),
});
export type PhoneNumberDetail = z.infer<typeof phoneNumberDetail>;

export const voiceBundleDetail = z.object({
  serviceTag: z.string(),
  minutesIncluded: z.number(),
  minutesUsed: z.number(),
  /** YYYY-MM-DD: this bundle period (the calendar month) and the day the minutes start again. */
  periodStart: z.string(),
  periodEnd: z.string(),
  renewalDate: z.string(),
  byDay: z.array(z.object({ date: z.string(), minutes: z.number(), calls: z.number() })),
  /** This month's longest calls, longest first. */
  largestCalls: z.array(callRecordRow),
});
export type VoiceBundleDetail = z.infer<typeof voiceBundleDetail>;

const read = <O extends z.ZodType>(output: O) => ({ input: z.strictObject({ serviceTag }), output });

export const setCallForwardingInput = z
  .strictObject({
    serviceTag,
    rule: z.enum(FORWARDING_RULES, 'Please choose always, on busy or on no answer.'),
    enabled: z.boolean('Please say whether forwarding is on or off.'),
    /** Needed when turning the rule on. */
    number: cellNumber.optional(),
    /** On no answer only: seconds to ring first. */
    afterSeconds: z
      .number()
      .int()
      .refine((n) => (NO_ANSWER_SECONDS as readonly number[]).includes(n), 'Please choose 10, 15, 20, 25 or 30 seconds.')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.enabled && !v.number) ctx.addIssue({ code: 'custom', path: ['number'], message: 'Please enter the number calls go to.' });
    if (v.afterSeconds !== undefined && v.rule !== 'noAnswer')
      ctx.addIssue({ code: 'custom', path: ['afterSeconds'], message: 'Only forwarding on no answer waits a number of seconds.' });
  });
export type SetCallForwardingInput = z.input<typeof setCallForwardingInput>;

export const setVoicemailInput = z
  .strictObject({ serviceTag, enabled: z.boolean('Please say whether voicemail to email is on or off.'), email: emailAddress.optional() })
  .superRefine((v, ctx) => {
    if (v.enabled && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter the email address voicemail goes to.' });
  });

export const addExtensionInput = z.strictObject({
  serviceTag,
  extension: extensionNumber,
  name: text(60, 'Please keep the name to 60 characters.').pipe(z.string().trim().min(1, 'Please give the extension a name, such as Reception.')),
  device: z.enum(['Desk phone', 'Softphone (computer)', 'Softphone (mobile app)', 'Cordless phone'], 'Please choose the kind of phone.'),
});
export type AddExtensionInput = z.input<typeof addExtensionInput>;

export const setNumberRoutingInput = z
  .strictObject({
    serviceTag,
    destination: cellNumber,
    /** null: ring the destination at all hours. */
    outOfHours: z.strictObject({ opens: hhmm, closes: hhmm, destination: cellNumber }).nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.outOfHours && v.outOfHours.opens >= v.outOfHours.closes)
      ctx.addIssue({ code: 'custom', path: ['outOfHours', 'closes'], message: 'Business hours must close after they open.' });
  });
export type SetNumberRoutingInput = z.input<typeof setNumberRoutingInput>;

export const voiceActions = {
  /** Hosted VoIP: the main number, extensions, call forwarding, voicemail to email and this service's calls. */
  'communication.GetVoip': read(voipDetail),
  /** Adds an extension within the plan's extensions; a number already used is refused (409). */
  'communication.AddExtension': { input: addExtensionInput, output: changeResponse },
  'communication.RemoveExtension': { input: z.strictObject({ serviceTag, extension: extensionNumber }), output: changeResponse },
  /** Turns one forwarding rule on (to a valid South African number) or off. */
  'communication.SetCallForwarding': { input: setCallForwardingInput, output: changeResponse },
  'communication.SetVoicemailToEmail': { input: setVoicemailInput, output: changeResponse },
  /** Fax to email or email to fax: the fax number, the addresses and the last faxes. */
  'communication.GetFax': read(faxDetail),
  /** At most FAX_ADDRESS_LIMIT addresses. */
  'communication.AddFaxAddress': { input: z.strictObject({ serviceTag, email: emailAddress }), output: changeResponse },
  'communication.RemoveFaxAddress': { input: z.strictObject({ serviceTag, email: emailAddress }), output: changeResponse },
  /** A geographic number: where it rings, out-of-hours routing, this month's calls to it. */
  'communication.GetPhoneNumber': read(phoneNumberDetail),
  'communication.SetNumberRouting': { input: setNumberRoutingInput, output: changeResponse },
  /** A voice bundle: minutes used this month, by day, and the longest calls. */
  'communication.GetVoiceBundle': read(voiceBundleDetail),
} as const;
