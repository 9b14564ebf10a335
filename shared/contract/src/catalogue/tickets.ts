import { z } from 'zod';
import { idempotencyKey } from './billing';
import { empty, rowId, text } from './common';

export const ticketItem = z.object({
  ticketNumber: z.string(),
  subject: z.string(),
  category: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketItem = z.infer<typeof ticketItem>;

/** Limits of a ticket's text; the server refuses beyond them with these messages. */
export const TICKET_LIMITS = { subject: { min: 5, max: 120 }, description: { min: 10, max: 4000 }, reply: { min: 1, max: 4000 } } as const;
/** A closed ticket can be reopened for this many days after it was closed. */
export const TICKET_REOPEN_DAYS = 14;
/** File types a ticket takes, checked by their content: images, PDF, text, office documents. */
export const TICKET_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain', 'text/csv', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

const ticketNumber = text(40).pipe(z.string().min(1, 'Please give a ticket number.'));

export const ticketAttachment = z.object({ id: z.number(), fileName: z.string(), contentType: z.string(), size: z.number() });
export type TicketAttachment = z.infer<typeof ticketAttachment>;

export const ticketMessage = z.object({
  id: z.number(),
  author: z.enum(['customer', 'agent']),
  /** The person's name, or the agent's. */
  authorName: z.string(),
  body: z.string(),
  sentAt: z.string(),
  attachments: z.array(ticketAttachment),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

export const ticketDetail = ticketItem.extend({
  /** The service it concerns, when one was chosen. */
  serviceTag: z.string().nullable(),
  /** Oldest first; the first is the customer's description. */
  messages: z.array(ticketMessage),
  /** Oldest first: logged, replied, closed, reopened, with who and when. */
  history: z.array(z.object({ at: z.string(), event: z.string() })),
  closedAt: z.string().nullable(),
  /** A closed ticket may be reopened until this time (TICKET_REOPEN_DAYS after closing); null while open or once past. */
  reopenUntil: z.string().nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

/** The json part of tickets.CreateTicket (upload, spec §7): files go in the `files` parts. */
export const createTicketInput = z.strictObject({
  /** One of the instance's enabledTicketCategories; the server refuses any other. */
  category: text(40).pipe(z.string().min(1, 'Please make a selection for category.')),
  /** One of the account's own services, or absent. */
  serviceTag: text(40).optional(),
  subject: text(200).pipe(
    z
      .string()
      .trim()
      .min(TICKET_LIMITS.subject.min, `Please give a subject of at least ${TICKET_LIMITS.subject.min} characters.`)
      .max(TICKET_LIMITS.subject.max, `Please keep the subject to ${TICKET_LIMITS.subject.max} characters.`),
  ),
  description: text(5000).pipe(
    z
      .string()
      .trim()
      .min(TICKET_LIMITS.description.min, `Please describe the problem in at least ${TICKET_LIMITS.description.min} characters.`)
      .max(TICKET_LIMITS.description.max, `Please keep the description to ${TICKET_LIMITS.description.max} characters.`),
  ),
  idempotencyKey,
});
export type CreateTicketInput = z.input<typeof createTicketInput>;

/** The json part of tickets.ReplyToTicket (upload). */
export const replyToTicketInput = z.strictObject({
  ticketNumber,
  body: text(5000).pipe(
    z
      .string()
      .trim()
      .min(TICKET_LIMITS.reply.min, 'Please write your reply.')
      .max(TICKET_LIMITS.reply.max, `Please keep your reply to ${TICKET_LIMITS.reply.max} characters.`),
  ),
  idempotencyKey,
});
export type ReplyToTicketInput = z.input<typeof replyToTicketInput>;

export const ticketActions = {
  'tickets.GetTickets': { input: empty, output: z.object({ tickets: z.array(ticketItem) }) },
  /** Another account's ticket number answers exactly as one that does not exist (404). */
  'tickets.GetTicket': { input: z.strictObject({ ticketNumber }), output: ticketDetail },
  /** What the new-ticket form offers: the instance's ticket categories and the account's own services. */
  'tickets.GetTicketOptions': {
    input: empty,
    output: z.object({
      categories: z.array(z.string()),
      services: z.array(z.object({ serviceTag: z.string(), product: z.string(), category: z.string() })),
    }),
  },
  'tickets.CloseTicket': { input: z.strictObject({ ticketNumber }), output: ticketDetail },
  /** Within TICKET_REOPEN_DAYS of closing; 409 after. */
  'tickets.ReopenTicket': { input: z.strictObject({ ticketNumber }), output: ticketDetail },
} as const;

/** Uploads (spec §7 .../upload/{ActionName}): their json parts. Total files under 16 MiB (spec §5). */
export const ticketUploads = {
  /** Answers { ticketNumber }. */
  'tickets.CreateTicket': createTicketInput,
  /** Answers the ticket (TicketDetail). */
  'tickets.ReplyToTicket': replyToTicketInput,
} as const;

/** Downloads: their JSON bodies. */
export const ticketDownloads = {
  'tickets.DownloadAttachment': z.strictObject({ ticketNumber, attachmentId: rowId }),
} as const;
