import type { InstanceConfig } from '@portal/config';
import { ERROR_CODES } from '@portal/contract';
import { TICKET_REOPEN_DAYS } from '@portal/contract/catalogue';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { services, tickets } from '../../db/schema';
import { ActionFailure } from '../../http/action-failure';
import { defineAction, type SessionActionContext } from '../define-action';
import { addHistory, findOwnTicket, personName, reopenUntil, ticketDetail, ticketStatus } from './ticket-store';

export const getTickets = defineAction({
  name: 'tickets.GetTickets',
  auth: 'session',
  modules: ['tickets'],
  async handler(_input, ctx) {
    const rows = await ctx.db
      .select()
      .from(tickets)
      .where(eq(tickets.accountId, ctx.session.accountId))
      .orderBy(desc(tickets.status), desc(tickets.updatedAt), asc(tickets.id));
    return {
      tickets: rows.map((t) => ({
        ticketNumber: t.ticketNumber,
        subject: t.subject,
        category: t.category,
        status: ticketStatus(t),
        createdAt: new Date(t.createdAt).toISOString(),
        updatedAt: new Date(t.updatedAt).toISOString(),
      })),
    };
  },
});

/** The account's own services of the instance's categories, as the new-ticket form offers them and CreateTicket accepts them. */
export const ownServices = (db: Db, accountId: number, config: InstanceConfig) =>
  db
    .select({ serviceTag: services.serviceTag, product: services.product, category: services.category })
    .from(services)
    .where(and(eq(services.accountId, accountId), inArray(services.category, config.enabledServiceCategories)))
    .orderBy(asc(services.category), asc(services.product), asc(services.serviceTag));

export const getTicketOptions = defineAction({
  name: 'tickets.GetTicketOptions',
  auth: 'session',
  modules: ['tickets'],
  async handler(_input, ctx) {
    return { categories: [...ctx.instanceConfig.enabledTicketCategories], services: await ownServices(ctx.db, ctx.session.accountId, ctx.instanceConfig) };
  },
});

export const getTicket = defineAction({
  name: 'tickets.GetTicket',
  auth: 'session',
  modules: ['tickets'],
  async handler({ ticketNumber }, ctx) {
    const ticket = await findOwnTicket(ctx.db, ctx.session.accountId, ticketNumber);
    return ticketDetail(ctx.db, ticket, ctx.clock.now());
  },
});

const conflict = (message: string) => new ActionFailure(409, ERROR_CODES.badInput, message, 'ticketNumber');

/** Closes or reopens the account's ticket, with who did it in its history. */
async function changeStatus(ticketNumber: string, ctx: SessionActionContext, to: 'open' | 'closed') {
  const now = ctx.clock.now();
  const { full } = await personName(ctx.db, ctx.session.personId);
  const ticket = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const found = await findOwnTicket(tx, ctx.session.accountId, ticketNumber);
    // One change at a time: two clicks on Close make one history entry and one 409.
    const [current] = await tx.select().from(tickets).where(eq(tickets.id, found.id)).for('update');
    if (to === 'closed' && current.status === 'closed') throw conflict('This ticket is already closed.');
    if (to === 'open' && current.status !== 'closed') throw conflict('This ticket is already open.');
    if (to === 'open' && !reopenUntil(current, now)) {
      throw conflict(`This ticket was closed more than ${TICKET_REOPEN_DAYS} days ago and can no longer be reopened. Please log a new ticket instead.`);
    }
    const at = now.toISOString();
    const [changed] = await tx
      .update(tickets)
      .set(to === 'closed' ? { status: 'closed', closedAt: at, updatedAt: at } : { status: 'open', closedAt: null, updatedAt: at })
      .where(eq(tickets.id, current.id))
      .returning();
    await addHistory(tx, current.id, now, `${to === 'closed' ? 'Closed' : 'Reopened'} by ${full}`);
    return changed;
  });
  return ticketDetail(ctx.db, ticket, now);
}

export const closeTicket = defineAction({
  name: 'tickets.CloseTicket',
  auth: 'session',
  modules: ['tickets'],
  handler: ({ ticketNumber }, ctx) => changeStatus(ticketNumber, ctx, 'closed'),
});

/** Within TICKET_REOPEN_DAYS of closing; after that a new ticket is needed. */
export const reopenTicket = defineAction({
  name: 'tickets.ReopenTicket',
  auth: 'session',
  modules: ['tickets'],
  handler: ({ ticketNumber }, ctx) => changeStatus(ticketNumber, ctx, 'open'),
});

export const TICKET_ACTIONS = [getTickets, getTicketOptions, getTicket, closeTicket, reopenTicket];
