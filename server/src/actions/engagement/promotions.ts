import type { EmailPromotions } from '@portal/contract/catalogue';
import { and, asc, eq, gt, lte, ne } from 'drizzle-orm';
import { people, promotionLists, promotions, promotionSubscriptions } from '../../db/schema';
import { notFound } from '../../http/action-failure';
import { defineAction, type SessionActionContext } from '../define-action';

/** The signed-in person's email, every list with their choice, and the promotions running now (soonest ending first). */
async function emailPromotionsOf(ctx: SessionActionContext): Promise<EmailPromotions> {
  const personId = ctx.session.personId;
  const now = ctx.clock.now();
  const [person] = await ctx.db.select({ email: people.email }).from(people).where(eq(people.id, personId));
  const lists = await ctx.db
    .select({
      key: promotionLists.key,
      name: promotionLists.name,
      description: promotionLists.description,
      subscribed: promotionSubscriptions.subscribed,
      changedAt: promotionSubscriptions.changedAt,
    })
    .from(promotionLists)
    .leftJoin(promotionSubscriptions, and(eq(promotionSubscriptions.listKey, promotionLists.key), eq(promotionSubscriptions.personId, personId)))
    .orderBy(asc(promotionLists.sortOrder), asc(promotionLists.key));
  const running = await ctx.db
    .select()
    .from(promotions)
    .where(and(lte(promotions.startsAt, now), gt(promotions.validUntil, now)))
    .orderBy(asc(promotions.validUntil), asc(promotions.key));
  return {
    email: person?.email ?? '',
    lists: lists.map((l) => ({ ...l, subscribed: l.subscribed ?? false, changedAt: l.changedAt?.toISOString() ?? null })),
    promotions: running.map((p) => ({ key: p.key, title: p.title, summary: p.summary, terms: p.terms, validUntil: p.validUntil.toISOString() })),
  };
}

export const getEmailPromotions = defineAction({
  name: 'promotions.GetEmailPromotions',
  auth: 'session',
  handler: (_input, ctx) => emailPromotionsOf(ctx),
});

/** Opts the signed-in person in or out of one list; the choice is theirs alone, not their account's. */
export const setPromotionSubscription = defineAction({
  name: 'promotions.SetPromotionSubscription',
  auth: 'session',
  async handler({ listKey, subscribed }, ctx) {
    const [list] = await ctx.db.select({ key: promotionLists.key }).from(promotionLists).where(eq(promotionLists.key, listKey));
    if (!list) throw notFound('That email list');
    const changedAt = ctx.clock.now();
    await ctx.db
      .insert(promotionSubscriptions)
      .values({ personId: ctx.session.personId, listKey: list.key, subscribed, changedAt })
      .onConflictDoUpdate({
        target: [promotionSubscriptions.personId, promotionSubscriptions.listKey],
        set: { subscribed, changedAt },
        // Choosing what is already chosen keeps the date it was chosen.
        setWhere: ne(promotionSubscriptions.subscribed, subscribed),
      });
    return emailPromotionsOf(ctx);
  },
});
