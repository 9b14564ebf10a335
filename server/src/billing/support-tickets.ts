import type { SessionActionContext } from '../actions/define-action';
import { insertTicket, personName, subjectFrom, tellHelpdesk } from '../actions/tickets/ticket-store';
import type { Db } from '../db/connect';
import { obfuscateTail } from './obfuscate';
import { requireCapability } from '../adapters/capability-off';

/**
 * A card number typed into a ticket would be stored in the clear (PCI DSS): runs of 12 or more digits
 * (spaces and dashes allowed between them) keep only their last four.
 */
export const maskLongNumbers = (text: string) =>
  text.replace(/\d(?:[ -]?\d){11,}/g, (run) => obfuscateTail(run.replace(/[ -]/g, '')));

export interface SupportRequest {
  /** What the subject starts with, before the customer's first words: 'Billing', 'Account enquiry'. */
  label: string;
  /** What the customer wrote: the ticket's description and first message. */
  description: string;
  category: string;
  /** Where it was logged from, for the history: 'Logged by <name> from the billing page (…)'. */
  origin: string;
}

/**
 * Logs a ticket from a billing form: the subject carries the customer's own words, the description their whole
 * text as the conversation's first message, so it opens at its own page like any ticket. Answers its number.
 */
export async function logTicket(ctx: SessionActionContext, request: SupportRequest): Promise<string> {
  requireCapability(ctx, 'helpdesk');
  const description = maskLongNumbers(request.description.trim());
  const author = await personName(ctx.db, ctx.session.personId);
  const now = ctx.clock.now();
  const subject = subjectFrom(request.label, description);
  const created = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const made = await insertTicket(
      tx,
      {
        accountId: ctx.session.accountId,
        category: request.category,
        subject,
        description,
        serviceTag: null,
        authorName: author.full,
        loggedEvent: `Logged by ${author.full} ${request.origin}`,
      },
      now,
    );
    await tellHelpdesk(tx, ctx, {
      kind: 'logged',
      accountId: ctx.session.accountId,
      ticketNumber: made.ticketNumber,
      category: request.category,
      subject,
      customerFirstName: author.first,
      body: description,
    });
    return made;
  });
  ctx.outbox.wake();
  return created.ticketNumber;
}
