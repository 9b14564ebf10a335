import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets a customer can reveal (the eScan licence key) are kept sealed: AES-256-GCM under DATA_ENCRYPTION_KEY, a key
 * outside the database, so a copy of the database alone does not give them away. A sealed value reads
 * `v1:<iv>:<tag>:<ciphertext>`, each part base64url, with a new random 12-byte IV per value.
 */
export interface FieldCipher {
  seal(plain: string): string;
  /** Throws UnreadableSecret when the value was sealed under another key, was changed, or is not sealed. */
  open(sealed: string): string;
}

export class UnreadableSecret extends Error {}

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The demo's key when DATA_ENCRYPTION_KEY is unset: made once, beside the database. */
export const DEMO_KEY_FILE = 'data-encryption.key';

/** DATA_ENCRYPTION_KEY: 64 hex digits (32 bytes), not a repeated or trivial pattern; the value is never echoed. */
export function parseDataEncryptionKey(raw: string, name = 'DATA_ENCRYPTION_KEY'): Buffer {
  const howTo = 'Make one with `openssl rand -hex 32`.';
  if (!/^[0-9a-f]{64}$/i.test(raw)) throw new Error(`${name} must be 64 hexadecimal digits (32 bytes). ${howTo}`);
  const key = Buffer.from(raw, 'hex');
  // A random key has about 30 different bytes; a handful means a pattern someone typed, not a key.
  if (new Set(key).size < 16) throw new Error(`${name} is too predictable (repeated bytes or a short pattern). ${howTo}`);
  return key;
}

export function fieldCipher(key: Buffer): FieldCipher {
  if (key.length !== KEY_BYTES) throw new Error(`A data encryption key has ${KEY_BYTES} bytes.`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
    },
    open(sealed) {
      const [version, iv, tag, body, extra] = sealed.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || extra !== undefined) throw new UnreadableSecret('not a sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new UnreadableSecret('sealed under another key, or changed');
      }
    },
  };
}

/** Where no key is configured (a server built without one): nothing is sealed or opened, and a reveal fails closed. */
export const noFieldCipher = (): FieldCipher => ({
  seal() {
    throw new Error('No data encryption key (DATA_ENCRYPTION_KEY) is configured.');
  },
  open() {
    throw new UnreadableSecret('no data encryption key');
  },
});

/**
 * The key: `configured` (DATA_ENCRYPTION_KEY), or in demo mode (production requires the setting) the one in
 * `<dataDir>/data-encryption.key`, made there once with mode 0600.
 */
export function loadDataEncryptionKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, DEMO_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  // Written aside and linked into place: two nodes starting together on one folder never read a half-written key.
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, `${randomBytes(KEY_BYTES).toString('hex')}\n`, { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  return parseDataEncryptionKey(readFileSync(file, 'utf8').trim(), `The demo key file ${file}`);
}
