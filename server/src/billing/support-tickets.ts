import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { tickets } from '../db/schema';
import { obfuscateTail } from './obfuscate';

/** Ticket numbers run on from the highest 'TCK-nnnnn' so far, as the seeded ones do. */
const FIRST_NUMBER = 10000;
const ATTEMPTS = 5;

/**
 * A card number typed into a ticket would be stored in the clear (PCI DSS): runs of 12 or more digits
 * (spaces and dashes allowed between them) keep only their last four.
 */
export const maskLongNumbers = (text: string) =>
  text.replace(/\d(?:[ -]?\d){11,}/g, (run) => obfuscateTail(run.replace(/[ -]/g, '')));

export interface NewTicket {
  accountId: number;
  subject: string;
  description: string;
  category: string;
  now: Date;
}

/**
 * Logs an open ticket and answers its number. Two tickets logged at once may pick the same next
 * number: the unique index lets one through and the other takes the number after it.
 */
export async function logTicket(db: Db, ticket: NewTicket): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [{ highest }] = await db
      .select({ highest: sql<number>`coalesce(max(substring(${tickets.ticketNumber} from 5)::int), ${FIRST_NUMBER})::int` })
      .from(tickets)
      .where(sql`${tickets.ticketNumber} ~ '^TCK-[0-9]{1,9}$'`);
    const ticketNumber = `TCK-${Number(highest) + 1}`;
    const at = ticket.now.toISOString();
    const [created] = await db
      .insert(tickets)
      .values({
        accountId: ticket.accountId,
        ticketNumber,
        subject: maskLongNumbers(ticket.subject),
        description: maskLongNumbers(ticket.description),
        category: ticket.category,
        status: 'open',
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: tickets.ticketNumber })
      .returning({ ticketNumber: tickets.ticketNumber });
    if (created) return created.ticketNumber;
  }
  throw new Error('Could not find a free ticket number.');
}
