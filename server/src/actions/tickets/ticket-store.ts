import { enqueueMail } from '../../mail/mail-jobs';
import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@portal/contract';
import { TICKET_REOPEN_DAYS, type TicketDetail } from '@portal/contract/catalogue';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AgentReply, HelpdeskEvent } from '../../adapters/helpdesk';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connect';
import { people, ticketAttachments, ticketHistory, ticketMessages, ticketRequests, tickets } from '../../db/schema';
import { ActionFailure, notFound } from '../../http/action-failure';
import type { CheckedFile } from './attachment-checks';
import { accountCodeOf } from '../../outbox/account-code';
import { ticketKey } from '../../outbox/outbox-events';
import type { OutboxWorker } from '../../outbox/outbox-worker';

const DAY_MS = 24 * 3600 * 1000;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const NUMBER_ATTEMPTS = 5;

/** 'TCK-' and 40 random bits in Crockford base32: nothing about one account's numbers tells another's. */
export function newTicketNumber() {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = 0; i < 8; i++) out = CROCKFORD[Number((bits >> BigInt(5 * i)) & 31n)] + out;
  return `TCK-${out}`;
}

/** Ticket numbers as people type them: case and spaces around do not matter. */
export const normalTicketNumber = (ticketNumber: string) => ticketNumber.trim().toUpperCase();

export async function personName(db: Db, personId: number) {
  const [person] = await db.select({ first: people.firstName, last: people.lastName }).from(people).where(eq(people.id, personId));
  return { first: person?.first ?? '', full: person ? `${person.first} ${person.last}`.trim() : 'Customer' };
}

/** A fingerprint of what a request asks, so a key reused for something else is told apart from a retry. */
export const requestHash = (parts: unknown) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export const fileDigests = (files: CheckedFile[]) => files.map((f) => ({ name: f.fileName, sha256: f.sha256 }));

const keyReused = () =>
  new ActionFailure(422, ERROR_CODES.badInput, 'This idempotency key was already used for a different request. Start a new one.', 'idempotencyKey');

/**
 * Claims an idempotency key for this account inside the caller's transaction: null when it is new (the caller
 * then does the work and calls `settle`), else the ticket the first request made or replied to. A key first used
 * for another request is refused with 422.
 */
export async function claimKey(tx: Db, accountId: number, idempotencyKey: string, hash: string, now: Date) {
  const [claimed] = await tx
    .insert(ticketRequests)
    .values({ accountId, idempotencyKey, requestHash: hash, createdAt: now })
    .onConflictDoNothing({ target: [ticketRequests.accountId, ticketRequests.idempotencyKey] })
    .returning({ id: ticketRequests.id });
  if (claimed) return { replayOf: null, settle: (ticketId: number) => tx.update(ticketRequests).set({ ticketId }).where(eq(ticketRequests.id, claimed.id)) };
  const [first] = await tx
    .select()
    .from(ticketRequests)
    .where(and(eq(ticketRequests.accountId, accountId), eq(ticketRequests.idempotencyKey, idempotencyKey)));
  if (!first || first.requestHash !== hash || first.ticketId === null) throw keyReused();
  return { replayOf: first.ticketId, settle: async () => undefined };
}

export interface NewMessage {
  ticketId: number;
  author: 'customer' | 'agent';
  authorName: string;
  body: string;
  at: Date;
  files?: CheckedFile[];
}

/** Adds a message and its files to a ticket; answers its id. */
export async function addMessage(tx: Db, message: NewMessage) {
  const [row] = await tx
    .insert(ticketMessages)
    .values({ ticketId: message.ticketId, author: message.author, authorName: message.authorName, body: message.body, sentAt: message.at })
    .returning({ id: ticketMessages.id });
  for (const file of message.files ?? []) {
    await tx.insert(ticketAttachments).values({
      ticketId: message.ticketId,
      messageId: row.id,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      storageKey: file.storageKey,
    });
  }
  return row.id;
}

export const addHistory = (tx: Db, ticketId: number, at: Date, event: string) => tx.insert(ticketHistory).values({ ticketId, at, event });

export interface NewTicket {
  accountId: number;
  category: string;
  subject: string;
  description: string;
  serviceTag: string | null;
  authorName: string;
  files?: CheckedFile[];
  /** The history's first entry; default 'Logged by <author>'. */
  loggedEvent?: string;
}

/** Inserts an open ticket under a fresh random number, with the description as its first message. */
export async function insertTicket(tx: Db, ticket: NewTicket, now: Date) {
  const at = now.toISOString();
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const [created] = await tx
      .insert(tickets)
      .values({
        accountId: ticket.accountId,
        ticketNumber: newTicketNumber(),
        subject: ticket.subject,
        description: ticket.description,
        category: ticket.category,
        serviceTag: ticket.serviceTag,
        status: 'open',
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: tickets.ticketNumber })
      .returning({ id: tickets.id, ticketNumber: tickets.ticketNumber });
    if (!created) continue;
    await addMessage(tx, { ticketId: created.id, author: 'customer', authorName: ticket.authorName, body: ticket.description, at: now, files: ticket.files });
    await addHistory(tx, created.id, now, ticket.loggedEvent ?? `Logged by ${ticket.authorName}`);
    return created;
  }
  throw new Error('Could not find a free ticket number.');
}

/**
 * Tells the helpdesk, inside the transaction `tx` that logs the ticket or the reply: its outbox event (ticket.created,
 * ticket.replied) exists exactly when they do. Call `outbox.wake()` once committed.
 */
export async function tellHelpdesk(tx: Db, ctx: { clock: Clock; outbox: Pick<OutboxWorker, 'enqueue'> }, event: Omit<HelpdeskEvent, 'accountCode'> & { accountId: number; serviceTag?: string | null }) {
  const { accountId, kind, ...rest } = event;
  await ctx.outbox.enqueue(tx, {
    type: kind === 'logged' ? 'ticket.created' : 'ticket.replied',
    orderingKey: ticketKey(event.ticketNumber),
    data: { ...rest, accountCode: await accountCodeOf(tx, accountId) },
  });
}

/**
 * Keeps an agent's reply on its ticket as a message, moving its updatedAt: the demo agent's reply step calls this
 * (reads never do). A reply kept before (its id) adds nothing; one for a ticket that is gone is dropped.
 */
export async function keepAgentReply(db: Db, reply: AgentReply) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [ticket] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.ticketNumber, reply.ticketNumber));
    if (!ticket) return;
    const [kept] = await tx
      .insert(ticketMessages)
      .values({ ticketId: ticket.id, author: 'agent', authorName: reply.agentName, body: reply.body, sentAt: reply.sentAt, helpdeskReplyId: reply.id })
      .onConflictDoNothing({ target: ticketMessages.helpdeskReplyId })
      .returning({ id: ticketMessages.id });
    if (!kept) return;
    await addHistory(tx, ticket.id, reply.sentAt, `${reply.agentName} replied`);
    await enqueueMail(tx, reply.sentAt, { kind: 'ticket-replied', ticketNumber: reply.ticketNumber, messageId: kept.id });
    await tx
      .update(tickets)
      .set({ updatedAt: sql`greatest(${tickets.updatedAt}, ${reply.sentAt.toISOString()}::timestamptz)` })
      .where(eq(tickets.id, ticket.id));
  });
}

export const TICKET_NOT_FOUND = () => notFound('That ticket');

/** The account's ticket of that number; another account's answers exactly as one that does not exist. */
export async function findOwnTicket(db: Db, accountId: number, ticketNumber: string) {
  const [ticket] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.accountId, accountId), eq(tickets.ticketNumber, normalTicketNumber(ticketNumber))));
  if (!ticket) throw TICKET_NOT_FOUND();
  return ticket;
}

export type TicketRow = typeof tickets.$inferSelect;

const iso = (value: string | Date) => new Date(value).toISOString();

/** Until when a closed ticket may be reopened; null while open or once that has passed. */
export function reopenUntil(ticket: TicketRow, now: Date) {
  if (ticket.status !== 'closed' || !ticket.closedAt) return null;
  const until = new Date(new Date(ticket.closedAt).getTime() + TICKET_REOPEN_DAYS * DAY_MS);
  return now.getTime() <= until.getTime() ? until : null;
}

export const ticketStatus = (ticket: TicketRow) => (ticket.status === 'closed' ? ('closed' as const) : ('open' as const));

/** A ticket as its page shows it: the conversation oldest first with each message's files, and its history. */
export async function ticketDetail(db: Db, ticket: TicketRow, now: Date): Promise<TicketDetail> {
  const messages = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id)).orderBy(asc(ticketMessages.sentAt), asc(ticketMessages.id));
  const files = messages.length
    ? await db
        .select({ id: ticketAttachments.id, messageId: ticketAttachments.messageId, fileName: ticketAttachments.fileName, contentType: ticketAttachments.contentType, size: ticketAttachments.size })
        .from(ticketAttachments)
        .where(inArray(ticketAttachments.messageId, messages.map((m) => m.id)))
        .orderBy(asc(ticketAttachments.id))
    : [];
  const history = await db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, ticket.id)).orderBy(asc(ticketHistory.at), asc(ticketHistory.id));
  const until = reopenUntil(ticket, now);
  return {
    ticketNumber: ticket.ticketNumber,
    subject: ticket.subject,
    category: ticket.category,
    status: ticketStatus(ticket),
    createdAt: iso(ticket.createdAt),
    updatedAt: iso(ticket.updatedAt),
    serviceTag: ticket.serviceTag,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author === 'agent' ? ('agent' as const) : ('customer' as const),
      authorName: m.authorName,
      body: m.body,
      sentAt: iso(m.sentAt),
      attachments: files.filter((f) => f.messageId === m.id).map(({ id, fileName, contentType, size }) => ({ id, fileName, contentType, size })),
    })),
    history: history.map((h) => ({ at: iso(h.at), event: h.event })),
    closedAt: ticket.status === 'closed' && ticket.closedAt ? iso(ticket.closedAt) : null,
    reopenUntil: until ? until.toISOString() : null,
  };
}

/** The subject a form's free text makes: a label and the first words the customer wrote. */
export function subjectFrom(label: string, text: string, max = 60) {
  const words = text.replace(/\s+/g, ' ').trim();
  const cut = words.length > max ? `${words.slice(0, max).trimEnd()}…` : words;
  return `${label}: ${cut}`;
}
