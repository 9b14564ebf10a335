import { asc, desc, eq } from 'drizzle-orm';
import { tickets } from '../../db/schema';
import { defineAction } from '../define-action';

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
        status: t.status === 'closed' ? ('closed' as const) : ('open' as const),
        createdAt: new Date(t.createdAt).toISOString(),
        updatedAt: new Date(t.updatedAt).toISOString(),
      })),
    };
  },
});
