import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkFileKey, FILE_KEY, type FileStore, type StoredBytes } from './file-store';

/** Files are written here first and moved into place once complete, so a reader never sees half a file. */
const INCOMING = '.incoming';

/**
 * Files in a folder of their own (default `<DATA_DIR>/files`), each under its key in a sub-folder of the key's first
 * two characters. The folder is the server's only: nothing serves it to the web.
 */
export function directoryFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  mkdirSync(path.join(root, INCOMING), { recursive: true, mode: 0o700 });
  removeLeftovers(path.join(root, INCOMING));
  const where = (key: string) => path.join(root, checkFileKey(key).slice(0, 2), key);

  return {
    async put(key, source): Promise<StoredBytes> {
      const final = where(key);
      const partial = path.join(root, INCOMING, `${key}.${process.pid}.${Date.now()}`);
      const hash = createHash('sha256');
      let size = 0;
      const file = await open(partial, 'wx', 0o600);
      try {
        // Awaiting each write is the back-pressure: a slow disk slows the sender, memory stays flat.
        for await (const chunk of source) {
          hash.update(chunk);
          size += chunk.length;
          await file.write(chunk);
        }
        // On disk before the database says it is there.
        await file.datasync();
        await file.close();
        await mkdir(path.dirname(final), { recursive: true, mode: 0o700 });
        await rename(partial, final);
      } catch (error) {
        await file.close().catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
      return { size, sha256: hash.digest('hex') };
    },
    async read(key) {
      const file = await open(where(key), 'r');
      return file.createReadStream() as Readable;
    },
    async remove(key) {
      await rm(where(key), { force: true });
    },
    async *list() {
      for (const folder of await readdir(root)) {
        if (!/^[0-9a-f]{2}$/.test(folder)) continue;
        for (const key of await readdir(path.join(root, folder))) {
          if (!FILE_KEY.test(key)) continue;
          const written = await stat(path.join(root, folder, key)).catch(() => undefined);
          if (written) yield { key, writtenAt: written.mtime };
        }
      }
    },
  };
}

/** No upload takes this long: a file still incoming after it is what a crash left half-written. */
const LEFTOVER_MS = 24 * 3600 * 1000;

/**
 * Deletes what crashes left half-written. Only old files: other nodes sharing the folder (FILES_DIR on a shared
 * volume) may be receiving uploads right now.
 */
function removeLeftovers(incoming: string) {
  const before = Date.now() - LEFTOVER_MS;
  for (const name of readdirSync(incoming)) {
    const file = path.join(incoming, name);
    try {
      if (statSync(file).mtimeMs < before) rmSync(file, { force: true });
    } catch {
      // gone already: another node cleared it
    }
  }
}
