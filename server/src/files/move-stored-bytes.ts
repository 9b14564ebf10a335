import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { ticketAttachmentBytesToMove, ticketAttachments } from '../db/schema';
import type { FileStore } from './file-store';

/**
 * Writes the attachment bytes an earlier version kept in the database (set aside by migration 0014) into the file
 * store under each row's key, checks them against the row's hash, and deletes them from the database; answers how
 * many it moved. One row at a time, each locked while it moves, so several nodes starting together share the work;
 * a start cut short leaves the rest for the next, and a row written but not yet deleted is written again the same.
 */
export async function moveStoredBytesToFileStore(db: Db, files: FileStore) {
  let moved = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: ticketAttachmentBytesToMove.attachmentId, data: ticketAttachmentBytesToMove.data, key: ticketAttachments.storageKey, sha256: ticketAttachments.sha256 })
        .from(ticketAttachmentBytesToMove)
        .innerJoin(ticketAttachments, eq(ticketAttachments.id, ticketAttachmentBytesToMove.attachmentId))
        .limit(1)
        .for('update', { of: ticketAttachmentBytesToMove, skipLocked: true });
      if (!row) return true;
      const stored = await files.put(row.key, [row.data]);
      if (stored.sha256 !== row.sha256) throw new Error(`Attachment ${row.id}: the bytes written to the file store do not match the hash the database holds.`);
      await tx.delete(ticketAttachmentBytesToMove).where(eq(ticketAttachmentBytesToMove.attachmentId, row.id));
      return false;
    });
    if (done) return moved;
    moved++;
  }
}

/** How many attachments still have their bytes in the database (0 once the server has started). */
export async function bytesLeftToMove(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(ticketAttachmentBytesToMove);
  return row.n;
}
