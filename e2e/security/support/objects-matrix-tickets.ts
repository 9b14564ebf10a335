import { expect } from '@playwright/test';
import { IDEMPOTENCY_KEY, listed, newKey, UNKNOWN_ROW, type Body, type Find, type MatrixEntry } from './objects-matrix';
import { upload, type FilePart } from './objects-http';
import type { PrincipalName } from './objects-principals';

/**
 * IDOR matrix entries of support tickets (tickets.*): the actions, the two uploads and the attachment download. A
 * ticket is named by its number; another account's number must answer exactly as one that does not exist.
 */

const NO_TICKET = 'TCK-ZZZZZZZZ';
const noTicket = (own: Body) => ({ ...own, ticketNumber: NO_TICKET });

/** Logs a ticket through the upload route, as the new-ticket page does; answers its number. */
export async function logTicket(baseURL: string, token: string, options: { serviceTag?: string; files?: FilePart[]; subject?: string } = {}) {
  const answer = await upload(
    baseURL,
    'tickets.CreateTicket',
    {
      category: 'Technical',
      ...(options.serviceTag ? { serviceTag: options.serviceTag } : {}),
      subject: options.subject ?? 'Line drops in the evening',
      description: 'The line drops every evening for a few minutes; please have a look.',
      idempotencyKey: newKey(),
    },
    options.files ?? [],
    token,
  );
  expect(answer.status, `tickets.CreateTicket: ${answer.text.slice(0, 300)}`).toBe(200);
  return (answer.envelope as { result: { ticketNumber: string } }).result.ticketNumber;
}

const NOTES: FilePart = { fileName: 'speed-test.txt', contentType: 'text/plain', data: '20:04 0.0 Mbps down\n20:11 2.1 Mbps down\n' };

/** The first attachment of one of the account's tickets, as its page lists it. */
async function firstAttachment({ baseURL, token }: Find, ticketNumber: string) {
  const ticket = await listed<{ messages: { attachments: { id: number }[] }[] }>(baseURL, 'tickets.GetTicket', { ticketNumber }, token);
  const attachment = ticket.messages.flatMap((m) => m.attachments)[0];
  if (!attachment) throw new Error(`${ticketNumber} has no attachment`);
  return { ticketNumber, attachmentId: attachment.id };
}

/** A seeded ticket of the account that has an attachment, found through its ticket list. */
async function seededTicketWithAttachment(f: Find) {
  const { tickets } = await listed<{ tickets: { ticketNumber: string }[] }>(f.baseURL, 'tickets.GetTickets', {}, f.token);
  for (const { ticketNumber } of tickets) {
    const ticket = await listed<{ messages: { attachments: unknown[] }[] }>(f.baseURL, 'tickets.GetTicket', { ticketNumber }, f.token);
    if (ticket.messages.some((m) => m.attachments.length)) return firstAttachment(f, ticketNumber);
  }
  throw new Error('no ticket with an attachment');
}

const newTicket = async ({ baseURL, token }: Find) => ({ ticketNumber: await logTicket(baseURL, token) });

const closedTicket = async ({ baseURL, token }: Find) => {
  const ticketNumber = await logTicket(baseURL, token);
  await listed(baseURL, 'tickets.CloseTicket', { ticketNumber }, token);
  return { ticketNumber };
};

const CUSTOMER_OTHERS: PrincipalName[] = ['parent', 'child', 'reseller', 'billingOnly'];
const PARENT_OTHERS: PrincipalName[] = ['child', 'customer', 'reseller'];

/** One case on a ticket of CUS1001 and one on a ticket the parent ENT2001 logged. */
const ticketCases = (find: (f: Find) => Promise<Body>, extra: { alsoReach?: PrincipalName[] } = {}) => [
  { title: 'a ticket of CUS1001', covers: ['ticketNumber'], owner: 'customer' as const, find, unknown: noTicket, refused: CUSTOMER_OTHERS, ...extra },
  { title: 'a ticket of the parent ENT2001', covers: ['ticketNumber'], owner: 'parent' as const, find, unknown: noTicket, refused: PARENT_OTHERS },
];

/** The first ticket of the account's list (the seeded ones of CUS1001), or a new one where the list is empty. */
const firstTicket = async (f: Find) => {
  const { tickets } = await listed<{ tickets: { ticketNumber: string }[] }>(f.baseURL, 'tickets.GetTickets', {}, f.token);
  return tickets.length ? { ticketNumber: tickets[0].ticketNumber } : newTicket(f);
};

const ticketJson = (serviceTag: string) => async () => ({
  category: 'Technical',
  serviceTag,
  subject: 'Fault on my line',
  description: 'The line has been down since this morning.',
  idempotencyKey: newKey(),
});

export const TICKET_MATRIX: Record<string, MatrixEntry> = {
  'tickets.GetTicket': { cases: ticketCases(firstTicket, { alsoReach: ['accountModules', 'serviceModules'] }) },
  'tickets.CloseTicket': { cases: ticketCases(newTicket) },
  'tickets.ReopenTicket': { cases: ticketCases(closedTicket) },
  'tickets.ReplyToTicket': {
    cases: ticketCases(async (f) => ({ ...(await newTicket(f)), body: 'Any news on this?', idempotencyKey: newKey() })),
    notObjects: { idempotencyKey: IDEMPOTENCY_KEY },
  },
  'tickets.CreateTicket': {
    cases: [
      {
        title: 'a service of CUS1001 named as the ticket’s service (refused like an unknown one)',
        covers: ['serviceTag'],
        owner: 'customer',
        find: ticketJson('FTTH-100234'),
        unknown: (own) => ({ ...own, serviceTag: 'NONE-000000' }),
        refused: CUSTOMER_OTHERS,
        refusedWith: [400, 403, 404],
      },
      {
        title: 'a service of the parent ENT2001 named as the ticket’s service (refused like an unknown one)',
        covers: ['serviceTag'],
        owner: 'parent',
        find: ticketJson('FTTB-210001'),
        unknown: (own) => ({ ...own, serviceTag: 'NONE-000000' }),
        refused: PARENT_OTHERS,
        refusedWith: [400, 403, 404],
      },
    ],
    notObjects: { idempotencyKey: IDEMPOTENCY_KEY },
  },
  'tickets.DownloadAttachment': {
    cases: [
      {
        title: 'the attachment of a seeded ticket of CUS1001',
        covers: ['ticketNumber', 'attachmentId'],
        owner: 'customer',
        find: seededTicketWithAttachment,
        unknown: (own) => ({ ...own, attachmentId: UNKNOWN_ROW }),
        refused: CUSTOMER_OTHERS,
        alsoReach: ['accountModules', 'serviceModules'],
      },
      {
        title: 'the attachment of a ticket of CUS1001, named under the caller’s own ticket',
        covers: ['attachmentId'],
        owner: 'customer',
        find: seededTicketWithAttachment,
        as: async (own, caller) => ({ ...own, ticketNumber: await logTicket(caller.baseURL, caller.token) }),
        unknown: (own) => ({ ...own, attachmentId: UNKNOWN_ROW }),
        refused: ['parent', 'child', 'reseller'],
      },
      {
        title: 'the attachment of a ticket the parent ENT2001 logged with a file',
        covers: ['ticketNumber', 'attachmentId'],
        owner: 'parent',
        find: async (f) => firstAttachment(f, await logTicket(f.baseURL, f.token, { files: [NOTES] })),
        unknown: noTicket,
        refused: PARENT_OTHERS,
      },
    ],
  },
};
