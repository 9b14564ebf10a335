import { ERROR_CODES } from '@portal/contract';
import { ticketUploads } from '@portal/contract/catalogue';
import { and, eq, inArray } from 'drizzle-orm';
import { maskLongNumbers } from '../../billing/support-tickets';
import type { Db } from '../../db/connect';
import { services, tickets } from '../../db/schema';
import { ActionFailure, badInput } from '../../http/action-failure';
import { defineUpload } from '../define-action';
import { keepUploaded, removeUnkept } from '../../files/uploaded-files';
import { checkAttachments } from './attachment-checks';
import {
  addHistory,
  addMessage,
  claimKey,
  fileDigests,
  findOwnTicket,
  insertTicket,
  personName,
  requestHash,
  tellHelpdesk,
  ticketDetail,
} from './ticket-store';
import { requireCapability } from '../../adapters/capability-off';

const CATEGORY_NOT_OFFERED = 'Please choose one of the categories offered.';
const SERVICE_NOT_OFFERED = 'Please choose one of your services, or none.';

/**
 * Logs a ticket (spec §7 upload): the json part and any files, each checked by its content. The description is the
 * conversation's first message; the helpdesk is told and its agent answers. A retry with the same idempotency key
 * answers the same ticket. The files are in the file store already (the route streamed them there); those not marked
 * kept once the rows naming them are committed, the route deletes.
 */
export const createTicket = defineUpload({
  name: 'tickets.CreateTicket',
  auth: 'session',
  modules: ['tickets'],
  input: ticketUploads['tickets.CreateTicket'],
  async handler(input, uploaded, ctx) {
    requireCapability(ctx, 'helpdesk');
    const accountId = ctx.session.accountId;
    if (!ctx.instanceConfig.enabledTicketCategories.includes(input.category)) throw badInput(CATEGORY_NOT_OFFERED, 'category');
    const serviceTag = input.serviceTag?.trim() || null;
    if (serviceTag) {
      // Another account's service, or one of a category the instance does not run, answers as one that does not exist.
      const [own] = await ctx.db
        .select({ id: services.id })
        .from(services)
        .where(
          and(
            eq(services.accountId, accountId),
            eq(services.serviceTag, serviceTag),
            inArray(services.category, ctx.instanceConfig.enabledServiceCategories),
          ),
        );
      if (!own) throw badInput(SERVICE_NOT_OFFERED, 'serviceTag');
    }
    const files = await checkAttachments(uploaded);
    const subject = maskLongNumbers(input.subject);
    const description = maskLongNumbers(input.description);
    const hash = requestHash({ kind: 'create', category: input.category, serviceTag, subject, description, files: fileDigests(files) });
    const now = ctx.clock.now();
    const author = await personName(ctx.db, ctx.session.personId);

    const made = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const claim = await claimKey(tx, accountId, input.idempotencyKey, hash, now);
      if (claim.replayOf !== null) {
        const [first] = await tx.select({ ticketNumber: tickets.ticketNumber }).from(tickets).where(eq(tickets.id, claim.replayOf));
        return { ticketNumber: first.ticketNumber, replayed: true };
      }
      const created = await insertTicket(tx, { accountId, category: input.category, subject, description, serviceTag, authorName: author.full, files }, now);
      await claim.settle(created.id);
      await tellHelpdesk(tx, ctx, { kind: 'logged', accountId, ticketNumber: created.ticketNumber, category: input.category, subject, serviceTag, customerFirstName: author.first, body: description });
      return { ticketNumber: created.ticketNumber, replayed: false };
    });
    // A retry's files are the first request's again, kept under that one's keys.
    if (made.replayed) await removeUnkept(ctx.files, uploaded);
    else {
      keepUploaded(uploaded);
      ctx.outbox.wake();
    }
    return { ticketNumber: made.ticketNumber };
  },
});

/** A reply on an open ticket, with files like a new ticket's; answers the ticket as its page shows it. */
export const replyToTicket = defineUpload({
  name: 'tickets.ReplyToTicket',
  auth: 'session',
  modules: ['tickets'],
  input: ticketUploads['tickets.ReplyToTicket'],
  async handler(input, uploaded, ctx) {
    requireCapability(ctx, 'helpdesk');
    const accountId = ctx.session.accountId;
    const ticket = await findOwnTicket(ctx.db, accountId, input.ticketNumber);
    const files = await checkAttachments(uploaded);
    const body = maskLongNumbers(input.body);
    const hash = requestHash({ kind: 'reply', ticketNumber: ticket.ticketNumber, body, files: fileDigests(files) });
    const now = ctx.clock.now();
    const author = await personName(ctx.db, ctx.session.personId);

    const replayed = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [current] = await tx.select().from(tickets).where(eq(tickets.id, ticket.id)).for('update');
      const claim = await claimKey(tx, accountId, input.idempotencyKey, hash, now);
      if (claim.replayOf !== null) return true;
      if (current.status === 'closed') throw new ActionFailure(409, ERROR_CODES.badInput, 'This ticket is closed. Reopen it to reply.', 'ticketNumber');
      await addMessage(tx, { ticketId: ticket.id, author: 'customer', authorName: author.full, body, at: now, files });
      await addHistory(tx, ticket.id, now, `${author.full} replied`);
      await tx.update(tickets).set({ updatedAt: now.toISOString() }).where(eq(tickets.id, ticket.id));
      await claim.settle(ticket.id);
      await tellHelpdesk(tx, ctx, { kind: 'replied', accountId, ticketNumber: ticket.ticketNumber, category: ticket.category, subject: ticket.subject, customerFirstName: author.first, body });
      return false;
    });
    if (replayed) await removeUnkept(ctx.files, uploaded);
    else {
      keepUploaded(uploaded);
      ctx.outbox.wake();
    }
    const [fresh] = await ctx.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    return ticketDetail(ctx.db, fresh, now);
  },
});

export const TICKET_UPLOADS = [createTicket, replyToTicket];
