import { eq } from 'drizzle-orm';
import { newFileKey, type FileStore } from '../files/file-store';
import type { Db } from '../db/connect';
import { ticketAttachments, ticketHistory, ticketMessages, tickets } from '../db/schema';

type Seeded = {
  ticketNumber: string;
  serviceTag: string | null;
  /** customer or an agent's name; the customer is the account's holder. */
  messages: { from: string; at: string; body: string; file?: { name: string; type: string; text: string } }[];
  /** Closed at this time, when it is closed. */
  closedAt?: string;
};

const CUSTOMER = 'Thandi Mokoena';

/** The conversations of CUS1001's demo tickets (seed.ts logs the tickets themselves). */
const CONVERSATIONS: Seeded[] = [
  {
    ticketNumber: 'TCK-10021',
    serviceTag: 'FTTH-100234',
    messages: [
      {
        from: 'customer',
        at: '2026-11-18T07:45:00Z',
        body: 'Since last week my fibre drops every evening around 8 pm for about ten minutes. The router lights stay green but nothing loads. Restarting the router does not help.',
      },
      {
        from: 'Lindiwe from Support',
        at: '2026-11-18T09:10:00Z',
        body: 'Hi Thandi,\n\nThank you for logging this. I can see short drops on your line in the evenings. Could you run a speed test when it happens and send us the results?',
      },
      {
        from: 'customer',
        at: '2026-11-19T20:20:00Z',
        body: 'It happened again tonight. The speed test results are attached.',
        file: { name: 'speed-tests.txt', type: 'text/plain', text: '19 Nov 20:04  0.0 Mbps down / 0.0 Mbps up (no connection)\n19 Nov 20:11  2.1 Mbps down / 0.8 Mbps up\n19 Nov 20:16  96.4 Mbps down / 48.9 Mbps up\n' },
      },
      {
        from: 'Lindiwe from Support',
        at: '2026-11-20T08:30:00Z',
        body: 'Thanks, Thandi. I have asked the fibre network operator to check the line from their side and will update you as soon as they report back.',
      },
    ],
  },
  {
    ticketNumber: 'TCK-10017',
    serviceTag: 'VOIP-600715',
    messages: [
      {
        from: 'customer',
        at: '2026-11-10T12:30:00Z',
        body: 'My November invoice shows R325 for Hosted VoIP plus call charges I do not recognise. Please explain what the call charges are for.',
      },
      {
        from: 'Johan from Support',
        at: '2026-11-11T10:05:00Z',
        body: 'Hi Thandi,\n\nThe R325 is the monthly fee for your five extensions. The call charges are calls to mobile numbers outside your bundle. I am pulling the call records for the period and will send you the list.',
      },
    ],
  },
  {
    ticketNumber: 'TCK-10009',
    serviceTag: 'FTTH-100234',
    closedAt: '2026-08-02T16:15:00Z',
    messages: [
      { from: 'customer', at: '2026-08-02T09:15:00Z', body: 'My router will not power on any more. Please can it be replaced?' },
      {
        from: 'Priya from Support',
        at: '2026-08-02T11:40:00Z',
        body: 'Hi Thandi,\n\nI am sorry to hear that. A replacement router has been sent by courier and should reach you this afternoon.',
      },
      { from: 'customer', at: '2026-08-02T16:10:00Z', body: 'The new router arrived and everything works again. Thank you!' },
    ],
  },
  {
    ticketNumber: 'TCK-10004',
    serviceTag: null,
    closedAt: '2026-04-21T16:05:00Z',
    messages: [
      { from: 'customer', at: '2026-04-21T14:05:00Z', body: 'Please change my billing address to PO Box 1024, Johannesburg, 2000.' },
      {
        from: 'Johan from Support',
        at: '2026-04-21T15:50:00Z',
        body: 'Hi Thandi,\n\nYour billing address has been updated. Your next invoice will be sent to PO Box 1024, Johannesburg, 2000.',
      },
    ],
  },
];

/**
 * Gives the seeded tickets their conversation, history and service, their files written to the file store as an
 * upload's are; a ticket that is not there is skipped.
 */
export async function seedTickets(db: Db, files: FileStore) {
  for (const seeded of CONVERSATIONS) {
    const [ticket] = await db.select().from(tickets).where(eq(tickets.ticketNumber, seeded.ticketNumber));
    if (!ticket) continue;
    const last = seeded.closedAt ?? seeded.messages.at(-1)!.at;
    await db
      .update(tickets)
      .set({ description: seeded.messages[0].body, serviceTag: seeded.serviceTag, updatedAt: last, closedAt: seeded.closedAt ?? null })
      .where(eq(tickets.id, ticket.id));
    for (const [i, message] of seeded.messages.entries()) {
      const customer = message.from === 'customer';
      const authorName = customer ? CUSTOMER : message.from;
      const [row] = await db
        .insert(ticketMessages)
        .values({ ticketId: ticket.id, author: customer ? 'customer' : 'agent', authorName, body: message.body, sentAt: new Date(message.at) })
        .returning({ id: ticketMessages.id });
      if (message.file) {
        const storageKey = newFileKey();
        const { size, sha256 } = await files.put(storageKey, [Buffer.from(message.file.text, 'utf8')]);
        await db.insert(ticketAttachments).values({ ticketId: ticket.id, messageId: row.id, fileName: message.file.name, contentType: message.file.type, size, sha256, storageKey });
      }
      await db.insert(ticketHistory).values({ ticketId: ticket.id, at: new Date(message.at), event: i === 0 ? `Logged by ${CUSTOMER}` : `${authorName} replied` });
    }
    if (seeded.closedAt) await db.insert(ticketHistory).values({ ticketId: ticket.id, at: new Date(seeded.closedAt), event: `Closed by ${CUSTOMER}` });
  }
}
