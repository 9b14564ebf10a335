import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What a store wrote: the bytes' count and SHA-256, counted as they went by. */
export interface StoredBytes {
  size: number;
  sha256: string;
}

/**
 * Where ticket attachments' bytes live, outside the database (which keeps their name, type, size, hash and key).
 * Keys are made by the server (`newFileKey`), never from a name a person gave.
 */
export interface FileStore {
  /**
   * Writes `source` under `key`, replacing what was there. Nothing is left under the key, or half-written anywhere,
   * when the source fails or is cut short: the caller's error is thrown again.
   */
  put(key: string, source: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<StoredBytes>;
  /** The bytes under `key` as a stream; throws when there are none. */
  read(key: string): Promise<Readable>;
  /** Deletes what is under `key`; nothing there is no error. */
  remove(key: string): Promise<void>;
  /** Every key the store holds, with when its bytes were written. */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
}

/** The store itself failed (a full disk, an S3 service that refused or did not answer): the server's fault, a 500. */
export class FileStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FileStoreError';
  }
}

export const newFileKey = () => randomUUID();

export const FILE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keys are UUIDs only: a key can never name a folder or climb out of the store. */
export function checkFileKey(key: string) {
  if (!FILE_KEY.test(key)) throw new Error(`Not a file key: ${JSON.stringify(key.slice(0, 60))}`);
  return key;
}

/** For servers built without one (tests of other parts): every use fails with a sentence saying so. */
export function noFileStore(): FileStore {
  const refuse = async (): Promise<never> => {
    throw new Error('This server was built without a file store (ServerOptions.files).');
  };
  return {
    put: refuse,
    read: refuse,
    remove: refuse,
    list: () => ({ [Symbol.asyncIterator]: () => ({ next: refuse }) }),
  };
}
