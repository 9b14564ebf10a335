import { ERROR_CODES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { maskLongNumbers } from '../../billing/support-tickets';
import type { Db } from '../../db/connect';
import { tickets } from '../../db/schema';
import { ActionFailure } from '../../http/action-failure';
import { defineAction } from '../define-action';
import { ownService } from '../services/service-records';
import { claimKey, insertTicket, personName, requestHash, tellHelpdesk } from '../tickets/ticket-store';
import { outagesOfAccount } from './outage-records';
import { requireCapability } from '../../adapters/capability-off';

const OUTAGE_CATEGORY = 'Technical';
const NO_TECHNICAL_TICKETS = 'This portal does not take outage reports. Please call us to report an outage.';

export const getOutages = defineAction({
  name: 'outages.GetOutages',
  auth: 'session',
  async handler(_input, ctx) {
    const found = await outagesOfAccount(ctx);
    const items = (list: typeof found.current) => list.map((o) => o.item);
    return { current: items(found.current), planned: items(found.planned), resolved: items(found.resolved) };
  },
});

/**
 * Logs a Technical ticket about a service that is down at an address: the subject names the place, the first message
 * carries the customer's words, the address and the service. A retry with the same idempotency key answers the same
 * ticket, as tickets.CreateTicket does (the keys are the same per account).
 */
export const reportOutage = defineAction({
  name: 'outages.ReportOutage',
  auth: 'session',
  modules: ['tickets'],
  async handler(input, ctx) {
    requireCapability(ctx, 'helpdesk');
    if (!ctx.instanceConfig.enabledTicketCategories.includes(OUTAGE_CATEGORY)) {
      throw new ActionFailure(409, ERROR_CODES.badInput, NO_TECHNICAL_TICKETS);
    }
    const accountId = ctx.session.accountId;
    const tag = input.serviceTag?.trim() || null;
    const service = tag ? await ownService(ctx.db, ctx, tag) : null;
    const { line1, line2, city, postalCode } = input.address;
    const place = [line1, line2, city, postalCode].filter(Boolean).join(', ');
    const subject = maskLongNumbers(`Outage at ${line1}, ${city}`);
    const description = maskLongNumbers(
      [input.description, '', `Address: ${place}`, `Service: ${service ? `${service.product} (${service.serviceTag})` : 'not chosen'}`].join('\n'),
    );
    const serviceTag = service?.serviceTag ?? null;
    const hash = requestHash({ kind: 'outage', serviceTag, subject, description });
    const now = ctx.clock.now();
    const author = await personName(ctx.db, ctx.session.personId);

    const made = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const claim = await claimKey(tx, accountId, input.idempotencyKey, hash, now);
      if (claim.replayOf !== null) {
        const [first] = await tx.select({ ticketNumber: tickets.ticketNumber }).from(tickets).where(eq(tickets.id, claim.replayOf));
        return { ticketNumber: first.ticketNumber, replayed: true };
      }
      const created = await insertTicket(
        tx,
        { accountId, category: OUTAGE_CATEGORY, subject, description, serviceTag, authorName: author.full, loggedEvent: `Outage reported by ${author.full}` },
        now,
      );
      await claim.settle(created.id);
      await tellHelpdesk(tx, ctx, { kind: 'logged', accountId, ticketNumber: created.ticketNumber, category: OUTAGE_CATEGORY, subject, serviceTag, customerFirstName: author.first, body: description });
      return { ticketNumber: created.ticketNumber, replayed: false };
    });
    if (!made.replayed) ctx.outbox.wake();
    return { ticketNumber: made.ticketNumber };
  },
});
