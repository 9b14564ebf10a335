import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { accountMessages } from '../../db/schema';
import { notFound } from '../../http/action-failure';
import type { Db } from '../../db/connect';
import { defineAction } from '../define-action';

const PREVIEW_LENGTH = 140;

const preview = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : flat;
};

const summary = (m: typeof accountMessages.$inferSelect) => ({
  id: m.id,
  subject: m.subject,
  preview: preview(m.body),
  sentAt: m.sentAt.toISOString(),
  read: m.readAt !== null,
});

async function unreadCount(db: Db, accountId: number) {
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(accountMessages)
    .where(and(eq(accountMessages.accountId, accountId), isNull(accountMessages.readAt)));
  return unread;
}

export const getMessages = defineAction({
  name: 'account.messages.GetMessages',
  auth: 'session',
  modules: ['account'],
  async handler(_input, ctx) {
    const { accountId } = ctx.session;
    const rows = await ctx.db
      .select()
      .from(accountMessages)
      .where(eq(accountMessages.accountId, accountId))
      .orderBy(sql`${accountMessages.readAt} is null desc`, desc(accountMessages.sentAt), desc(accountMessages.id))
      .limit(500);
    return { messages: rows.map(summary), unreadCount: rows.filter((m) => m.readAt === null).length };
  },
});

export const getMessage = defineAction({
  name: 'account.messages.GetMessage',
  auth: 'session',
  modules: ['account'],
  async handler({ id }, ctx) {
    const mine = and(eq(accountMessages.id, id), eq(accountMessages.accountId, ctx.session.accountId));
    const [message] = await ctx.db.select().from(accountMessages).where(mine);
    if (!message) throw notFound('That message');
    const readAt = message.readAt ?? ctx.clock.now();
    if (!message.readAt) await ctx.db.update(accountMessages).set({ readAt }).where(and(mine, isNull(accountMessages.readAt)));
    return { ...summary({ ...message, readAt }), sender: message.sender, body: message.body };
  },
});

export const markRead = defineAction({
  name: 'account.messages.MarkRead',
  auth: 'session',
  modules: ['account'],
  async handler({ ids, read }, ctx) {
    const { accountId } = ctx.session;
    const wanted = [...new Set(ids)];
    const mine = and(eq(accountMessages.accountId, accountId), inArray(accountMessages.id, wanted));
    const [{ found }] = await ctx.db.select({ found: count() }).from(accountMessages).where(mine);
    // All or nothing: one id of another account's message and nothing changes.
    if (found !== wanted.length) throw notFound('That message');
    const updated = await ctx.db
      .update(accountMessages)
      .set({ readAt: read ? ctx.clock.now() : null })
      .where(and(mine, read ? isNull(accountMessages.readAt) : sql`${accountMessages.readAt} is not null`))
      .returning({ id: accountMessages.id });
    return { updated: updated.length, unreadCount: await unreadCount(ctx.db, accountId) };
  },
});
