import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE, type NotificationItem, type NotificationStatus } from '@portal/contract/catalogue';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { notificationPreferences, notifications, smsMessages } from '../../db/schema';
import type { AnyAction } from '../define-action';
import { defineAction } from '../define-action';

/** What an SMS centre's delivery receipt (sms_messages.status) makes of a text the gateway took. */
const RECEIPT_FAILED = new Set(['expired', 'deleted', 'undeliverable', 'rejected']);

function outcome(row: { status: string; reason: string | null; receipt: string | null }): { status: NotificationStatus; reason: string | null } {
  if (row.status !== 'sent' || !row.receipt) return { status: row.status as NotificationStatus, reason: row.reason };
  if (row.receipt === 'delivered') return { status: 'delivered', reason: null };
  if (RECEIPT_FAILED.has(row.receipt)) return { status: 'failed', reason: `The phone network could not deliver it (${row.receipt}).` };
  return { status: 'sent', reason: null };
}

export const getNotifications = defineAction({
  name: 'account.notifications.GetNotifications',
  auth: 'session',
  async handler({ before }, ctx) {
    const mine = eq(notifications.personId, ctx.session.personId);
    const rows = await ctx.db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        channel: notifications.channel,
        summary: notifications.summary,
        destination: notifications.destination,
        sentAt: notifications.createdAt,
        status: notifications.status,
        reason: notifications.reason,
        receipt: smsMessages.status,
      })
      .from(notifications)
      .leftJoin(smsMessages, and(eq(smsMessages.adapter, notifications.adapter), eq(smsMessages.messageId, notifications.providerMessageId)))
      .where(before ? and(mine, lt(notifications.id, before)) : mine)
      // Ids grow with time; a retry keeps its row, so the id alone pages without gaps or repeats.
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE + 1);
    const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
    return {
      notifications: page.map(
        (row): NotificationItem => ({
          id: row.id,
          kind: row.kind as NotificationItem['kind'],
          channel: row.channel as NotificationItem['channel'],
          summary: row.summary,
          destination: row.destination,
          sentAt: row.sentAt.toISOString(),
          ...outcome(row),
        }),
      ),
      nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE ? page[page.length - 1].id : null,
    };
  },
});

async function preferencesOf(db: Db, personId: number) {
  const chosen = await db.select().from(notificationPreferences).where(eq(notificationPreferences.personId, personId));
  const enabled = (kind: string, channel: string) => chosen.find((c) => c.kind === kind && c.channel === channel)?.enabled ?? true;
  return { preferences: NOTIFICATION_KINDS.flatMap((kind) => NOTIFICATION_CHANNELS.map((channel) => ({ kind, channel, enabled: enabled(kind, channel) }))) };
}

export const getNotificationPreferences = defineAction({
  name: 'account.notifications.GetPreferences',
  auth: 'session',
  handler: async (_input, ctx) => preferencesOf(ctx.db, ctx.session.personId),
});

export const updateNotificationPreferences = defineAction({
  name: 'account.notifications.UpdatePreferences',
  auth: 'session',
  async handler({ preferences }, ctx) {
    const { personId } = ctx.session;
    const now = ctx.clock.now();
    await ctx.db
      .insert(notificationPreferences)
      .values(preferences.map((p) => ({ personId, ...p, updatedAt: now })))
      .onConflictDoUpdate({
        target: [notificationPreferences.personId, notificationPreferences.kind, notificationPreferences.channel],
        set: { enabled: sql`excluded.enabled`, updatedAt: now },
      });
    return preferencesOf(ctx.db, personId);
  },
});

/** /account/notifications: a person's own messages and choices, on whichever of their accounts they signed in. */
export const NOTIFICATION_ACTIONS: AnyAction[] = [getNotifications, getNotificationPreferences, updateNotificationPreferences];
