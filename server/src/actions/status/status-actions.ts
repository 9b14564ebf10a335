import { and, eq, sql } from 'drizzle-orm';
import { withinLimit, type RateLimit } from '../../auth/rate-limit';
import type { Db } from '../../db/connect';
import { outageNoticeOptOuts, outageSubscriptions } from '../../db/schema';
import { badInput, rateLimited } from '../../http/action-failure';
import { enqueueConfirmation } from '../../status/outage-notices';
import { knownAreas, publicStatus } from '../../status/public-outages';
import { minutesOf } from '../../status/quiet-hours';
import { CONFIRM_LINK_HOURS, readConfirmToken, readUnsubscribeToken, type StopTarget } from '../../status/subscription-links';
import { defineAction, type ServerContext } from '../define-action';

/** The public page's reads, per client address. */
export const STATUS_READ_LIMIT: RateLimit = { name: 'status-read', max: 120, windowMs: 60_000 };
/** Subscription requests per client address, and per address subscribed (so nobody floods someone's inbox). */
export const SUBSCRIBE_LIMIT: RateLimit = { name: 'status-subscribe', max: 10, windowMs: 3_600_000 };
export const SUBSCRIBE_PER_ADDRESS_LIMIT: RateLimit = { name: 'status-subscribe-address', max: 3, windowMs: 24 * 3_600_000 };
/** Confirm and unsubscribe links opened per client address: a forged link is refused long before it is guessed. */
export const LINK_LIMIT: RateLimit = { name: 'status-link', max: 30, windowMs: 600_000 };

const TOO_MANY_READS = 'Too many requests from this network. Please wait a minute and try again.';
const TOO_MANY_SUBSCRIPTIONS = 'Too many subscription requests. Please try again later.';
const TOO_MANY_LINKS = 'Too many links opened from this network. Please try again later.';
const BAD_LINK = 'This link is not valid. Please use the link from your message.';
const EXPIRED_LINK = 'This confirmation link has expired. Please subscribe again to get a new one.';

export const getStatus = defineAction({
  name: 'status.GetStatus',
  auth: 'public',
  async handler(_input, ctx) {
    const now = ctx.clock.now();
    if (!(await withinLimit(ctx.counters, STATUS_READ_LIMIT, ctx.clientAddress, now.getTime()))) throw rateLimited(TOO_MANY_READS);
    return publicStatus(ctx.db, now);
  },
});

/**
 * Asks for an area's outage news: a new or unconfirmed subscription gets a confirmation link (a new one each time,
 * earlier ones go stale); a confirmed one is left as it is. The answer is the same either way, so it tells nobody
 * whether an address is subscribed.
 */
export const subscribe = defineAction({
  name: 'status.Subscribe',
  auth: 'public',
  async handler(input, ctx) {
    const now = ctx.clock.now();
    if (!(await withinLimit(ctx.counters, SUBSCRIBE_LIMIT, ctx.clientAddress, now.getTime()))) throw rateLimited(TOO_MANY_SUBSCRIPTIONS);
    if (!(await withinLimit(ctx.counters, SUBSCRIBE_PER_ADDRESS_LIMIT, `${input.channel}:${input.address}`, now.getTime()))) throw rateLimited(TOO_MANY_SUBSCRIPTIONS);
    const area = (await knownAreas(ctx.db)).find((a) => a.toLowerCase() === input.area.toLowerCase());
    if (!area) throw badInput('We have no outage news for that area. Please choose an area from the list.', 'area');
    const quiet = input.quietHours ? { quietFrom: minutesOf(input.quietHours.from), quietUntil: minutesOf(input.quietHours.until) } : { quietFrom: null, quietUntil: null };
    const asked = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [existing] = await tx
        .select()
        .from(outageSubscriptions)
        .where(and(eq(outageSubscriptions.channel, input.channel), eq(outageSubscriptions.address, input.address), sql`lower(${outageSubscriptions.area}) = ${area.toLowerCase()}`))
        .for('update');
      if (existing?.confirmedAt) return false;
      const [row] = existing
        ? // A later time than the last request's, even within its second: the link is signed with it, so earlier links go stale.
          await tx
            .update(outageSubscriptions)
            .set({ ...quiet, createdAt: new Date(Math.max(now.getTime(), Math.floor(existing.createdAt.getTime() / 1000) * 1000 + 1000)) })
            .where(eq(outageSubscriptions.id, existing.id))
            .returning()
        : await tx.insert(outageSubscriptions).values({ channel: input.channel, address: input.address, area, ...quiet, createdAt: now }).returning();
      await enqueueConfirmation(tx, now, row);
      return true;
    });
    if (asked) ctx.outbox.wake();
    const where = input.channel === 'email' ? 'an e-mail' : 'a text message';
    return { message: `We have sent ${where} with a confirmation link to ${input.address}. Open it to start getting outage news for ${area}.` };
  },
});

async function linkAllowed(ctx: ServerContext & { clientAddress: string }) {
  if (!(await withinLimit(ctx.counters, LINK_LIMIT, ctx.clientAddress, ctx.clock.now().getTime()))) throw rateLimited(TOO_MANY_LINKS);
}

export const confirmSubscription = defineAction({
  name: 'status.ConfirmSubscription',
  auth: 'public',
  async handler(input, ctx) {
    await linkAllowed(ctx);
    const link = readConfirmToken(ctx.tokens, input.token);
    if (!link) throw badInput(BAD_LINK, 'token');
    const [row] = await ctx.db.select().from(outageSubscriptions).where(eq(outageSubscriptions.id, link.id));
    if (!row || Math.floor(row.createdAt.getTime() / 1000) !== link.createdAtSeconds) throw badInput(EXPIRED_LINK, 'token');
    const now = ctx.clock.now();
    if (!row.confirmedAt) {
      if (now.getTime() - row.createdAt.getTime() > CONFIRM_LINK_HOURS * 3_600_000) throw badInput(EXPIRED_LINK, 'token');
      await ctx.db.update(outageSubscriptions).set({ confirmedAt: now }).where(eq(outageSubscriptions.id, row.id));
    }
    return { area: row.area, channel: row.channel === 'sms' ? ('sms' as const) : ('email' as const) };
  },
});

/** Ends what a stop link is for: the subscription is deleted (nothing of it is kept), a customer's news turned off. */
export async function stopNotices(db: Db, target: StopTarget, now: Date) {
  if ('personId' in target) {
    await db.insert(outageNoticeOptOuts).values({ personId: target.personId, optedOutAt: now }).onConflictDoNothing();
    return 'You will get no more outage news by e-mail. You can turn it on again on the Outages page after you sign in.';
  }
  const [gone] = await db.delete(outageSubscriptions).where(eq(outageSubscriptions.id, target.subscriptionId)).returning({ area: outageSubscriptions.area });
  return gone ? `You are unsubscribed: you will get no more outage news for ${gone.area}.` : 'You are unsubscribed: you will get no more outage news from this subscription.';
}

export const unsubscribe = defineAction({
  name: 'status.Unsubscribe',
  auth: 'public',
  async handler(input, ctx) {
    await linkAllowed(ctx);
    const target = readUnsubscribeToken(ctx.tokens, input.token);
    if (!target) throw badInput(BAD_LINK, 'token');
    return { message: await stopNotices(ctx.db, target, ctx.clock.now()) };
  },
});

export const getOutageNotices = defineAction({
  name: 'outages.GetOutageNotices',
  auth: 'session',
  async handler(_input, ctx) {
    const [off] = await ctx.db.select().from(outageNoticeOptOuts).where(eq(outageNoticeOptOuts.personId, ctx.session.personId));
    return { enabled: !off };
  },
});

export const setOutageNotices = defineAction({
  name: 'outages.SetOutageNotices',
  auth: 'session',
  async handler(input, ctx) {
    if (input.enabled) await ctx.db.delete(outageNoticeOptOuts).where(eq(outageNoticeOptOuts.personId, ctx.session.personId));
    else await ctx.db.insert(outageNoticeOptOuts).values({ personId: ctx.session.personId, optedOutAt: ctx.clock.now() }).onConflictDoNothing();
    return { enabled: input.enabled };
  },
});

export const STATUS_ACTIONS = [getStatus, subscribe, confirmSubscription, unsubscribe, getOutageNotices, setOutageNotices];
