import { z } from 'zod';
import { text } from './common';
import { changeResponse, communicationServiceTag, itemPending } from './communication';

/**
 * Communication actions of the messaging services (see communication.ts for what they share): SMS with its sender id
 * and credits, eScan licences with their devices, the bulk mailer's contact lists and campaigns. Credits are bought
 * through the cart (commerce.PlaceOrder, a purchase of the type's top-ups); the balance is a ledger of credits bought
 * less credits used.
 */

/** spec: an SMS sender id is 3 to 11 letters or digits, starting with a letter. */
export const SMS_SENDER_ID_PATTERN = /^[A-Za-z][A-Za-z0-9]{2,10}$/;
export const SMS_SENDER_ID_MESSAGE = 'A sender id is 3 to 11 letters or digits, starting with a letter.';
/** A contact list's name: what the bulk mailer shows, unique within the service (any case). */
export const CONTACT_LIST_NAME_MAX = 60;
/** How many days of sent SMS the SMS page shows. */
export const SMS_HISTORY_DAYS = 30;

const senderId = text(40, SMS_SENDER_ID_MESSAGE).pipe(z.string().trim().regex(SMS_SENDER_ID_PATTERN, SMS_SENDER_ID_MESSAGE));
const contactListName = text(200, `A list name is at most ${CONTACT_LIST_NAME_MAX} characters.`).pipe(
  z
    .string()
    .trim()
    .min(1, 'Please give the list a name.')
    .max(CONTACT_LIST_NAME_MAX, `A list name is at most ${CONTACT_LIST_NAME_MAX} characters.`),
);
const itemKey = (what: string) => text(40).pipe(z.string().min(1, `Please choose a ${what}.`));

/** Credits as a ledger: bought (top-ups, the opening balance among them) less used; balance never below 0. */
export const creditBalance = z.object({ bought: z.number(), used: z.number(), balance: z.number() });
export type CreditBalance = z.infer<typeof creditBalance>;

export const smsDay = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
});
export type SmsDay = z.infer<typeof smsDay>;

export const smsDetail = z.object({
  serviceTag: z.string(),
  credits: creditBalance,
  /** The sender id messages show, as it will be once a change on its way is approved; null: the default number. */
  senderId: z.object({ value: z.string(), pending: itemPending }).nullable(),
  /** The last SMS_HISTORY_DAYS days, oldest first, a day without messages too. */
  days: z.array(smsDay),
});
export type SmsDetail = z.infer<typeof smsDetail>;

export const escanDevice = z.object({
  deviceKey: z.string(),
  name: z.string(),
  os: z.string(),
  /** ISO timestamp. */
  lastSeenAt: z.string(),
  upToDate: z.boolean(),
  pending: itemPending,
});
export type EscanDevice = z.infer<typeof escanDevice>;

export const escanDetail = z.object({
  serviceTag: z.string(),
  licence: z.object({
    /** '••••-••••-••••-7F3A': the full key only from RevealEscanLicenceKey. */
    maskedKey: z.string(),
    /** Devices the licence covers (the plan's limits.devices). */
    seats: z.number(),
    /** Devices protected now (one being removed still counts until it is done). */
    used: z.number(),
    /** YYYY-MM-DD */
    renewalDate: z.string(),
  }),
  devices: z.array(escanDevice),
});
export type EscanDetail = z.infer<typeof escanDetail>;

export const contactList = z.object({ listKey: z.string(), name: z.string(), contacts: z.number(), pending: itemPending });
export type ContactList = z.infer<typeof contactList>;

export const campaign = z.object({
  name: z.string(),
  /** ISO timestamp. */
  sentAt: z.string(),
  recipients: z.number(),
  opens: z.number(),
  bounces: z.number(),
  /** Share of recipients, 0..1. */
  openRate: z.number(),
  bounceRate: z.number(),
});
export type Campaign = z.infer<typeof campaign>;

export const bulkMailerDetail = z.object({
  serviceTag: z.string(),
  credits: creditBalance,
  /** Contacts the plan holds (limits.contacts); null when the plan says nothing. */
  contactLimit: z.number().nullable(),
  contactsTotal: z.number(),
  lists: z.array(contactList),
  /** Newest first. */
  campaigns: z.array(campaign),
});
export type BulkMailerDetail = z.infer<typeof bulkMailerDetail>;

const serviceOnly = z.strictObject({ serviceTag: communicationServiceTag });

export const messagingActions = {
  /** The SMS service: credit balance, sender id, messages sent per day. */
  'communication.GetSms': { input: serviceOnly, output: smsDetail },
  /** Asks for a new sender id; pending until the network approves it. */
  'communication.SetSmsSenderId': {
    input: z.strictObject({ serviceTag: communicationServiceTag, senderId }),
    output: changeResponse,
  },
  /** The eScan licence (key masked) and the devices it protects. */
  'communication.GetEscan': { input: serviceOnly, output: escanDetail },
  /** Frees a seat: the device is no longer protected once the change is done. */
  'communication.RemoveEscanDevice': {
    input: z.strictObject({ serviceTag: communicationServiceTag, deviceKey: itemKey('device') }),
    output: changeResponse,
  },
  /** A sensitive action (fresh token): the full licence key, recorded in the service's recent changes. */
  'communication.RevealEscanLicenceKey': { input: serviceOnly, output: z.object({ licenceKey: z.string() }) },
  /** The bulk mailer: credits, contact lists and campaigns sent. */
  'communication.GetBulkMailer': { input: serviceOnly, output: bulkMailerDetail },
  'communication.AddContactList': {
    input: z.strictObject({ serviceTag: communicationServiceTag, name: contactListName }),
    output: changeResponse,
  },
  'communication.RenameContactList': {
    input: z.strictObject({ serviceTag: communicationServiceTag, listKey: itemKey('list'), name: contactListName }),
    output: changeResponse,
  },
  'communication.RemoveContactList': {
    input: z.strictObject({ serviceTag: communicationServiceTag, listKey: itemKey('list') }),
    output: changeResponse,
  },
} as const;
