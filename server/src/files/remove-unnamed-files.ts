import type { Db } from '../db/connect';
import { ticketAttachments } from '../db/schema';
import type { FileStore } from './file-store';

/**
 * A stored file no attachment names is left by a server that died between writing an upload's files and committing
 * its rows. Only files older than this are taken for such: an upload another node is receiving right now (on a shared
 * FILES_DIR) has its files written before its rows.
 */
const UNNAMED_AFTER_MS = 24 * 3600 * 1000;

/** Deletes the store's files that no attachment row names and that are older than a day; answers how many. */
export async function removeUnnamedFiles(db: Db, files: FileStore, now: Date) {
  const named = new Set((await db.select({ key: ticketAttachments.storageKey }).from(ticketAttachments)).map((row) => row.key));
  const before = now.getTime() - UNNAMED_AFTER_MS;
  let removed = 0;
  for await (const { key, writtenAt } of files.list()) {
    if (named.has(key) || writtenAt.getTime() >= before) continue;
    await files.remove(key);
    removed++;
  }
  return removed;
}
