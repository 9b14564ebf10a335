import { UPLOAD_LIMIT_BYTES } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import type { UploadedFile } from '../actions/define-action';
import { checkAttachments } from '../actions/tickets/attachment-checks';
import { addHistory, addMessage, normalTicketNumber } from '../actions/tickets/ticket-store';
import type { Db } from '../db/connect';
import { ticketAttachments, tickets } from '../db/schema';
import { contentProbe } from '../files/content-probe';
import { plainFileName } from '../files/file-names';
import { newFileKey, type FileStore } from '../files/file-store';
import { removeUnkept } from '../files/uploaded-files';
import { enqueueMail } from '../mail/mail-jobs';
import { notFound, tooLarge } from '../http/action-failure';
import { UPLOAD_TOO_LARGE } from '../http/file-routes';
import { defineRoute, ok, type BackofficeContext } from './route';
import { ticketParams, ticketReplyAnswer, ticketReplyBody, ticketStatusAnswer, ticketStatusBody } from './schemas';

/** Room for 16 MiB of files in base64 (4 characters for 3 bytes) and the rest of the body. */
const REPLY_BODY_LIMIT = Math.ceil((UPLOAD_LIMIT_BYTES * 4) / 3) + 256 * 1024;

async function ticketOf(db: Db, raw: string) {
  const ticketNumber = normalTicketNumber(raw);
  const [ticket] = await db.select().from(tickets).where(eq(tickets.ticketNumber, ticketNumber));
  if (!ticket) throw notFound(`Ticket ${ticketNumber}`);
  return ticket;
}

/**
 * Puts an agent's files into the file store as a customer's upload would be (files/): each under a new server-made
 * key, hashed and probed as it is written; the checks of attachment-checks.ts then hold them to the same rules
 * (at most 10, under 16 MB in all, an accepted type by their content, a name that does not disguise it).
 */
async function storeAttachments(files: FileStore, attachments: { fileName: string; contentBase64: string }[], stored: UploadedFile[]) {
  const decoded = attachments.map((a) => ({ fileName: plainFileName(a.fileName), bytes: Buffer.from(a.contentBase64, 'base64') }));
  if (decoded.reduce((sum, file) => sum + file.bytes.length, 0) >= UPLOAD_LIMIT_BYTES) throw tooLarge(UPLOAD_TOO_LARGE);
  for (const { fileName, bytes } of decoded) {
    const storageKey = newFileKey();
    const probe = contentProbe();
    probe.see(bytes);
    const { size, sha256 } = await files.put(storageKey, [bytes]);
    stored.push({ fileName, mimeType: 'application/octet-stream', size, sha256, storageKey, content: probe.facts() });
  }
  return checkAttachments(stored);
}

export const replyToTicket = defineRoute({
  method: 'POST',
  path: '/tickets/:ticketNumber/replies',
  operationId: 'replyToTicket',
  tag: 'Tickets',
  summary: "Add an agent's reply to a ticket",
  description:
    "The reply joins the ticket's conversation as the agent's, with its files, and the ticket's history says who replied. A closed ticket takes the reply too and stays closed. Attachments are checked as a customer's are. When e-mail is on, the customer is e-mailed the reply.",
  params: ticketParams,
  body: ticketReplyBody,
  answer: ticketReplyAnswer,
  bodyLimit: REPLY_BODY_LIMIT,
  failures: { 404: 'No ticket has this number.', 413: 'The files are 16 MB or more in all.' },
  example: {
    agentName: 'Lindiwe from Support',
    body: 'Hi Thandi, we have reset the port on our side. Please restart your router and let us know.',
    attachments: [{ fileName: 'steps.txt', contentBase64: 'MS4gU3dpdGNoIHRoZSByb3V0ZXIgb2ZmLgoyLiBXYWl0IDMwIHNlY29uZHMuCg==' }],
  },
  async handler({ params, body }, ctx: BackofficeContext) {
    const ticket = await ticketOf(ctx.db, params.ticketNumber);
    const stored: UploadedFile[] = [];
    try {
      const files = await storeAttachments(ctx.files, body.attachments, stored);
      const answer = await ctx.once(async (tx) => {
        const now = ctx.clock.now();
        const messageId = await addMessage(tx, { ticketId: ticket.id, author: 'agent', authorName: body.agentName, body: body.body, at: now, files });
        await addHistory(tx, ticket.id, now, `${body.agentName} replied`);
        // The customer is e-mailed (when e-mail is on), in the transaction that keeps the reply.
        await enqueueMail(tx, now, { kind: 'ticket-replied', ticketNumber: ticket.ticketNumber, messageId });
        await tx.update(tickets).set({ updatedAt: now.toISOString() }).where(eq(tickets.id, ticket.id));
        const kept = await tx
          .select({ id: ticketAttachments.id, fileName: ticketAttachments.fileName, contentType: ticketAttachments.contentType, size: ticketAttachments.size })
          .from(ticketAttachments)
          .where(inArray(ticketAttachments.messageId, [messageId]))
          .orderBy(ticketAttachments.id);
        return ok(ticketReplyAnswer.parse({ ticketNumber: ticket.ticketNumber, messageId, sentAt: now.toISOString(), attachments: kept }));
      });
      // A replay's files are the first request's again, kept under that one's keys.
      if (!answer.replayed) for (const file of stored) file.kept = true;
      return answer;
    } finally {
      await removeUnkept(ctx.files, stored).catch((error) => ctx.log.error({ err: error }, 'back-office reply files not removed'));
    }
  },
});

export const setTicketStatus = defineRoute({
  method: 'POST',
  path: '/tickets/:ticketNumber/status',
  operationId: 'setTicketStatus',
  tag: 'Tickets',
  summary: "Close or reopen a ticket",
  description:
    "closed: the customer sees it closed (and may reopen it within 14 days); open: it is open again. The ticket's history names the agent. Setting the status it has already answers changed: false.",
  params: ticketParams,
  body: ticketStatusBody,
  answer: ticketStatusAnswer,
  failures: { 404: 'No ticket has this number.' },
  example: { status: 'closed', agentName: 'Johan from Support' },
  async handler({ params, body }, ctx) {
    const { id, ticketNumber } = await ticketOf(ctx.db, params.ticketNumber);
    return ctx.once(async (tx) => {
      const [current] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
      const now = ctx.clock.now();
      const was = current.status === 'closed' ? 'closed' : 'open';
      if (was !== body.status) {
        const at = now.toISOString();
        await tx
          .update(tickets)
          .set(body.status === 'closed' ? { status: 'closed', closedAt: at, updatedAt: at } : { status: 'open', closedAt: null, updatedAt: at })
          .where(eq(tickets.id, id));
        await addHistory(tx, id, now, `${body.status === 'closed' ? 'Closed' : 'Reopened'} by ${body.agentName}`);
      }
      return ok(ticketStatusAnswer.parse({ ticketNumber, status: body.status, changed: was !== body.status }));
    });
  },
});
