import { z } from 'zod';
import { changeResponse, communicationServiceTag, itemPending } from './communication';
import { text } from './common';
import { entered } from './form-fields';

/**
 * Communication actions of the mail services: email on the customer's own domain (mailboxes, aliases, forwarding),
 * hosted Exchange mailboxes priced per mailbox, and a domain name with the DNS records the customer edits. Every change
 * answers a change reference and stays pending until the provisioning side reports it done (see communication.ts).
 */

/* ---------- Shared rules, used by the server and by the forms ---------- */

/** A mailbox's or alias's local part: letters, digits, dot, underscore and hyphen; no dot at either end or twice. */
export const MAIL_LOCAL_PART = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/i;
export const MAIL_LOCAL_PART_MESSAGE = 'Use only letters, digits, dots (not at the start or end, nor two together), _ and -.';
/** A domain or host name: labels of letters, digits and hyphens, not starting or ending with a hyphen. */
export const HOSTNAME = /^(?=.{1,253}\.?$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;
/** An outside address mail may be forwarded to. */
export const EXTERNAL_ADDRESS = /^[a-z0-9_+-]+(\.[a-z0-9_+-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * The part before @ a form asks for, at the service's domain: left empty, the form's message; then the local part the
 * server takes (MAIL_LOCAL_PART) and the whole address as the action checks it (`address`).
 */
export const localPartAt = <T extends z.ZodType<unknown, string>>(domain: string, emptyMessage: string, address: T) =>
  entered(
    emptyMessage,
    z
      .string()
      .trim()
      .regex(MAIL_LOCAL_PART, MAIL_LOCAL_PART_MESSAGE)
      .transform((localPart) => `${localPart}@${domain}`)
      .pipe(address),
  );

/** Limits of the mailbox forms; the server refuses beyond them with these messages. */
export const MAILBOX_LIMITS = { localPart: 64, displayName: 80, minQuotaMb: 256 } as const;

/** 'sales@mokoena-design.co.za': lower case, trimmed. */
const mailAddress = (what: string) =>
  text(254)
    .pipe(z.string().trim().toLowerCase().min(1, `Please enter the ${what}.`))
    .pipe(z.string().regex(/^[^@\s]+@[^@\s]+$/, `Please enter the ${what} as name@domain.`));

const displayName = text(200).pipe(
  z
    .string()
    .trim()
    .min(1, 'Please enter a display name.')
    .max(MAILBOX_LIMITS.displayName, `Please keep the display name to ${MAILBOX_LIMITS.displayName} characters.`)
    .regex(/^[^<>"\u0000-\u001f]*$/, 'The display name may not contain <, > or quotes.'),
);

/* ---------- Email ---------- */

export const mailbox = z.object({
  address: z.string(),
  localPart: z.string(),
  displayName: z.string(),
  quotaMb: z.number(),
  usedMb: z.number(),
  /** Where its mail is forwarded, if anywhere. */
  forwarding: z.object({ to: z.string(), keepCopy: z.boolean(), pending: itemPending }).nullable(),
  pending: itemPending,
});
export type Mailbox = z.infer<typeof mailbox>;

export const mailAlias = z.object({
  address: z.string(),
  /** The mailbox it delivers to (its address). */
  deliversTo: z.string(),
  pending: itemPending,
});
export type MailAlias = z.infer<typeof mailAlias>;

/** An add-on ordered for the service (Email Archiving, Extra 10 GB Storage), from its orders. */
export const mailAddOn = z.object({
  name: z.string(),
  quantity: z.number(),
  reference: z.string(),
  orderDate: z.string(),
  /** pending: ordered, being set up; active: set up; cancelled. */
  status: z.enum(['pending', 'active', 'cancelled']),
});
export type MailAddOn = z.infer<typeof mailAddOn>;

export const emailOverview = z.object({
  serviceTag: z.string(),
  domain: z.string(),
  /** What the plan (and storage add-ons) allow. */
  limits: z.object({ mailboxes: z.number(), storageMb: z.number(), mailboxQuotaMb: z.number() }),
  /** What is in use: mailboxes (those being added count), storage given to mailboxes (their quotas) and actually used. */
  used: z.object({ mailboxes: z.number(), allocatedMb: z.number(), usedMb: z.number() }),
  mailboxes: z.array(mailbox),
  aliases: z.array(mailAlias),
  addOns: z.array(mailAddOn),
});
export type EmailOverview = z.infer<typeof emailOverview>;

/** A change that made a secret: the password, shown once and never again. */
export const changeWithPassword = changeResponse.extend({ address: z.string(), password: z.string() });
export type ChangeWithPassword = z.infer<typeof changeWithPassword>;

const quotaMb = z
  .number({ message: 'Please choose a mailbox size.' })
  .int('Please choose a mailbox size in whole MB.')
  .min(MAILBOX_LIMITS.minQuotaMb, `A mailbox needs at least ${MAILBOX_LIMITS.minQuotaMb} MB.`)
  .max(1_048_576, 'That mailbox size is larger than any plan allows.');

export const addMailboxInput = z.strictObject({
  serviceTag: communicationServiceTag,
  /** The whole address: its domain must be the service's own. */
  address: mailAddress('mailbox address'),
  displayName,
  quotaMb,
});
export type AddMailboxInput = z.input<typeof addMailboxInput>;

export const mailboxRef = z.strictObject({ serviceTag: communicationServiceTag, address: mailAddress('mailbox address') });

export const addAliasInput = z.strictObject({
  serviceTag: communicationServiceTag,
  address: mailAddress('alias address'),
  /** The address of one of the service's mailboxes. */
  deliversTo: mailAddress('mailbox it delivers to'),
});
export type AddAliasInput = z.input<typeof addAliasInput>;

export const setForwardingInput = z.strictObject({
  serviceTag: communicationServiceTag,
  address: mailAddress('mailbox address'),
  forwardTo: text(254).pipe(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'Please enter the address to forward to.')
      .regex(EXTERNAL_ADDRESS, 'Please enter a valid email address to forward to, like name@example.com.'),
  ),
  keepCopy: z.boolean(),
});
export type SetForwardingInput = z.input<typeof setForwardingInput>;

/* ---------- Hosted Exchange ---------- */

export const exchangeMailboxPlan = z.object({ productId: z.number(), name: z.string(), price: z.number(), storageMb: z.number() });
export type ExchangeMailboxPlan = z.infer<typeof exchangeMailboxPlan>;

export const exchangeMailbox = z.object({
  address: z.string(),
  displayName: z.string(),
  plan: z.string(),
  /** Rand a month. */
  price: z.number(),
  pending: itemPending,
});
export type ExchangeMailbox = z.infer<typeof exchangeMailbox>;

export const exchangeOverview = z.object({
  serviceTag: z.string(),
  domain: z.string(),
  /** How many mailboxes the service's plan allows; null: no limit. */
  mailboxLimit: z.number().nullable(),
  plans: z.array(exchangeMailboxPlan),
  mailboxes: z.array(exchangeMailbox),
  /** Rand a month for all mailboxes (those being added count, those being removed do not). */
  mailboxesMonthly: z.number(),
});
export type ExchangeOverview = z.infer<typeof exchangeOverview>;

export const addExchangeMailboxInput = z.strictObject({
  serviceTag: communicationServiceTag,
  address: mailAddress('mailbox address'),
  displayName,
  /** One of the mailbox plans the page offers. */
  productId: z.number({ message: 'Please choose a mailbox plan.' }).int('Please choose a mailbox plan.').positive('Please choose a mailbox plan.').max(2_147_483_647),
});
export type AddExchangeMailboxInput = z.input<typeof addExchangeMailboxInput>;

/* ---------- Domain name and DNS ---------- */

export const DNS_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT'] as const;
export type DnsType = (typeof DNS_TYPES)[number];
export const DNS_TTL = { min: 300, max: 86_400, default: 3600 } as const;
export const TXT_STRING_MAX = 255;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function isIpv6(value: string) {
  if (!/^[0-9a-f:.]+$/i.test(value) || value.length > 45) return false;
  const double = value.split('::');
  if (double.length > 2) return false;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(double[0]);
  const tail = double.length === 2 ? groups(double[1]) : [];
  const all = [...head, ...tail];
  // An IPv4 tail counts as two groups.
  let count = all.length;
  const last = all.at(-1);
  if (last && last.includes('.')) {
    if (!IPV4.test(last)) return false;
    count += 1;
    all.pop();
  }
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  return double.length === 2 ? count < 8 : count === 8;
}

/** The strings of a TXT value: "a" "b" as written, or the whole value as one string. */
export function txtStrings(value: string): string[] | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith('"')) return [trimmed];
  const strings: string[] = [];
  const re = /\s*"((?:[^"\\]|\\.)*)"\s*/y;
  let at = 0;
  while (at < trimmed.length) {
    re.lastIndex = at;
    const m = re.exec(trimmed);
    if (!m) return null;
    strings.push(m[1]);
    at = re.lastIndex;
  }
  return strings;
}

/** What is wrong with a record's value for its type (field and message), or null. Names are checked separately. */
export function dnsValueProblem(record: { type: DnsType; value: string; priority?: number | null }): { field: 'value' | 'priority'; message: string } | null {
  const value = record.value.trim();
  if (!value) return { field: 'value', message: 'Please enter a value.' };
  switch (record.type) {
    case 'A':
      return IPV4.test(value) ? null : { field: 'value', message: 'An A record needs an IPv4 address, like 196.25.1.10.' };
    case 'AAAA':
      return isIpv6(value) ? null : { field: 'value', message: 'An AAAA record needs an IPv6 address, like 2001:db8::10.' };
    case 'CNAME':
      return HOSTNAME.test(value) ? null : { field: 'value', message: 'A CNAME record needs a host name, like www.example.co.za.' };
    case 'MX':
      if (record.priority === undefined || record.priority === null) return { field: 'priority', message: 'An MX record needs a priority from 0 to 65535.' };
      return HOSTNAME.test(value) ? null : { field: 'value', message: 'An MX record needs a mail server’s host name, like mail.example.co.za.' };
    case 'TXT': {
      const strings = txtStrings(value);
      if (!strings) return { field: 'value', message: 'Close every quoted string of the TXT value with a ".' };
      if (strings.some((s) => s.length > TXT_STRING_MAX)) return { field: 'value', message: `Each TXT string may be at most ${TXT_STRING_MAX} characters: split a longer value into quoted strings.` };
      if (!/^[\x20-\x7e]*$/.test(value)) return { field: 'value', message: 'A TXT value may hold only printable characters (no line breaks or special characters).' };
      return null;
    }
  }
}

/** A record's name relative to the domain: '@' for the domain itself, 'www', 'mail.eu', '_dmarc', '*'. */
export const DNS_NAME = /^(@|\*|(\*\.)?[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$/i;

/** A record's fields, each with its own rule; dnsRecordInput checks the record as a whole too. */
export const dnsRecordFields = z.strictObject({
  type: z.enum(DNS_TYPES, { message: 'Please choose a record type: A, AAAA, CNAME, MX or TXT.' }),
  name: text(200).pipe(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'Please enter a name, or @ for the domain itself.')
      .max(63 * 3, 'That name is too long.')
      .regex(DNS_NAME, 'Use @ for the domain itself, or a name of letters, digits, hyphens and dots, like www or mail.'),
  ),
  value: text(2000).pipe(z.string().trim().max(1000, 'That value is too long.')),
  priority: z
    .number({ message: 'The priority must be a number from 0 to 65535.' })
    .int('The priority must be a whole number from 0 to 65535.')
    .min(0, 'The priority must be from 0 to 65535.')
    .max(65_535, 'The priority must be from 0 to 65535.')
    .nullable()
    .optional(),
  ttl: z
    .number({ message: `The TTL must be a number of seconds from ${DNS_TTL.min} to ${DNS_TTL.max}.` })
    .int(`The TTL must be whole seconds from ${DNS_TTL.min} to ${DNS_TTL.max}.`)
    .min(DNS_TTL.min, `The TTL must be at least ${DNS_TTL.min} seconds (5 minutes).`)
    .max(DNS_TTL.max, `The TTL may be at most ${DNS_TTL.max} seconds (1 day).`),
});

export const dnsRecordInput = dnsRecordFields.superRefine((record, ctx) => {
  const problem = dnsValueProblem(record);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  if (record.type !== 'MX' && record.priority !== undefined && record.priority !== null) {
    ctx.addIssue({ code: 'custom', path: ['priority'], message: 'Only MX records have a priority.' });
  }
});
export type DnsRecordInput = z.input<typeof dnsRecordInput>;

export const dnsRecord = z.object({
  recordId: z.string(),
  type: z.enum(DNS_TYPES),
  name: z.string(),
  value: z.string(),
  priority: z.number().nullable(),
  ttl: z.number(),
  pending: itemPending,
});
export type DnsRecord = z.infer<typeof dnsRecord>;

export const domainOverview = z.object({
  serviceTag: z.string(),
  domain: z.string(),
  /** YYYY-MM-DD */
  registeredOn: z.string(),
  expiresOn: z.string(),
  autoRenew: z.boolean(),
  nameServers: z.array(z.string()),
  records: z.array(dnsRecord),
});
export type DomainOverview = z.infer<typeof domainOverview>;

const recordId = text(40).pipe(z.string().min(1, 'Please choose a record.'));

export const mailActions = {
  /** An email service: its domain, the plan's limits and what is used, mailboxes, aliases, forwarding, add-ons. */
  'communication.GetEmail': { input: z.strictObject({ serviceTag: communicationServiceTag }), output: emailOverview },
  /** Answers the new mailbox's password, once. */
  'communication.AddMailbox': { input: addMailboxInput, output: changeWithPassword },
  /** Sensitive: answers a new password, once; the old one stops working. */
  'communication.ResetMailboxPassword': { input: mailboxRef, output: changeWithPassword },
  'communication.RemoveMailbox': { input: mailboxRef, output: changeResponse },
  'communication.AddMailAlias': { input: addAliasInput, output: changeResponse },
  'communication.RemoveMailAlias': { input: mailboxRef, output: changeResponse },
  'communication.SetMailForwarding': { input: setForwardingInput, output: changeResponse },
  'communication.ClearMailForwarding': { input: mailboxRef, output: changeResponse },
  /** A hosted Exchange service: its mailboxes, each with its plan and monthly price. */
  'communication.GetHostedExchange': { input: z.strictObject({ serviceTag: communicationServiceTag }), output: exchangeOverview },
  /** Puts the mailbox's monthly charge on the next invoice; answers its password, once. */
  'communication.AddExchangeMailbox': { input: addExchangeMailboxInput, output: changeWithPassword },
  'communication.RemoveExchangeMailbox': { input: mailboxRef, output: changeResponse },
  /** A domain name: registration, name servers and DNS records. */
  'communication.GetDomain': { input: z.strictObject({ serviceTag: communicationServiceTag }), output: domainOverview },
  'communication.AddDnsRecord': { input: z.strictObject({ serviceTag: communicationServiceTag, record: dnsRecordInput }), output: changeResponse },
  'communication.ChangeDnsRecord': { input: z.strictObject({ serviceTag: communicationServiceTag, recordId, record: dnsRecordInput }), output: changeResponse },
  'communication.RemoveDnsRecord': { input: z.strictObject({ serviceTag: communicationServiceTag, recordId }), output: changeResponse },
} as const;
