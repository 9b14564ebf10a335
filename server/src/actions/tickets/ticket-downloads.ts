import { ticketDownloads } from '@portal/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import { ticketAttachments, tickets } from '../../db/schema';
import { notFound } from '../../http/action-failure';
import { defineDownload } from '../define-action';
import { normalTicketNumber } from './ticket-store';

/**
 * A file of one of the account's tickets, as it was attached, streamed from the file store; the route sends it as an
 * attachment with nosniff and no-store. Another account's file answers as one that does not exist.
 */
export const downloadAttachment = defineDownload({
  name: 'tickets.DownloadAttachment',
  auth: 'session',
  modules: ['tickets'],
  input: ticketDownloads['tickets.DownloadAttachment'],
  async handler({ ticketNumber, attachmentId }, ctx) {
    const [file] = await ctx.db
      .select({ fileName: ticketAttachments.fileName, contentType: ticketAttachments.contentType, size: ticketAttachments.size, storageKey: ticketAttachments.storageKey })
      .from(ticketAttachments)
      .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
      .where(
        and(
          eq(ticketAttachments.id, attachmentId),
          eq(tickets.accountId, ctx.session.accountId),
          eq(tickets.ticketNumber, normalTicketNumber(ticketNumber)),
        ),
      );
    if (!file) throw notFound('That attachment');
    const contentType = file.contentType.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType;
    return { fileName: file.fileName, contentType, size: file.size, body: await ctx.files.read(file.storageKey) };
  },
});

export const TICKET_DOWNLOADS = [downloadAttachment];
