/**
 * One place for notifications (/account/notifications): every message the portal sent the signed-in person, on any
 * of their accounts, and their choices per kind and channel, which every send of the portal honours.
 *
 * Server rules the UI can rely on:
 * - Any session; a person sees and changes only their own (the token's person), never another's.
 * - Security messages (sign-in PINs, new passkeys) are always sent and listed; they cannot be turned off.
 * - A message of a kind and channel the person turned off is not sent: it is listed as not sent, with that reason.
 */
import { z } from 'zod';
import { rowId } from './common';

/** The kinds a person chooses about, in the order the preferences table shows them. */
export const NOTIFICATION_KINDS = ['billing', 'service', 'outages', 'tickets', 'promotions'] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS, { message: `must be one of ${NOTIFICATION_KINDS.join(', ')}` });
export type NotificationKind = z.infer<typeof notificationKind>;

/** Sign-in PINs and other security messages: listed, never suppressible. */
export const SECURITY_KIND = 'security' as const;
export type ListedNotificationKind = NotificationKind | typeof SECURITY_KIND;

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export const notificationChannel = z.enum(NOTIFICATION_CHANNELS, { message: 'must be email or sms' });
export type NotificationChannel = z.infer<typeof notificationChannel>;

/**
 * sending: handed to the adapter, no answer yet; sent: the mail server or SMS gateway took it; delivered: the phone
 * network says it arrived; failed: it did not go or did not arrive (reason says why); suppressed: not sent because
 * the person turned this kind off for this channel.
 */
export const NOTIFICATION_STATUSES = ['sending', 'sent', 'delivered', 'failed', 'suppressed'] as const;
export const notificationStatus = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatus>;

export const notificationItem = z.object({
  id: z.number(),
  kind: z.enum([...NOTIFICATION_KINDS, SECURITY_KIND]),
  channel: notificationChannel,
  /** A short summary: the e-mail's subject, or "Your sign-in PIN" (never the PIN). */
  summary: z.string(),
  /** Masked: '082 *** 4567', 't***@example.com'. */
  destination: z.string(),
  /** ISO date-time. */
  sentAt: z.string(),
  status: notificationStatus,
  /** Failed or suppressed: why, in plain words. */
  reason: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** The page size of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const getNotificationsInput = z.strictObject({
  /** The nextCursor of the previous page; absent for the newest page. */
  before: rowId.optional(),
});

export const notificationPreference = z.strictObject({ kind: notificationKind, channel: notificationChannel, enabled: z.boolean() });
export type NotificationPreference = z.infer<typeof notificationPreference>;

const preferencesOutput = z.object({
  /** Every kind × channel, in NOTIFICATION_KINDS then NOTIFICATION_CHANNELS order. */
  preferences: z.array(notificationPreference),
});

export const updateNotificationPreferencesInput = z.strictObject({
  preferences: z
    .array(notificationPreference)
    .min(1, 'must name at least one kind and channel')
    .max(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length),
});

export const notificationActions = {
  /** The signed-in person's messages, newest first, NOTIFICATIONS_PAGE_SIZE at a time; nextCursor null on the last page. */
  'account.notifications.GetNotifications': {
    input: getNotificationsInput,
    output: z.object({ notifications: z.array(notificationItem), nextCursor: z.number().nullable() }),
  },
  'account.notifications.GetPreferences': { input: z.strictObject({}), output: preferencesOutput },
  /** Sets the named kinds × channels (the others stay as they are); answers with all of them. */
  'account.notifications.UpdatePreferences': { input: updateNotificationPreferencesInput, output: preferencesOutput },
} as const;
