import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/connect';
import { serverSettings } from './db/schema';

/** The token signing key: JWT_SECRET when set, otherwise made once and kept in the database. */
export async function loadSecret(db: Db): Promise<Uint8Array> {
  const configured = process.env.JWT_SECRET;
  if (configured) {
    // HS256 is only as strong as its key: a short one could be guessed offline from any token.
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long (or leave it unset to have one made).');
    return new TextEncoder().encode(configured);
  }
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
  if (row) return Buffer.from(row.value, 'hex');
  const secret = randomBytes(32);
  await db.insert(serverSettings).values({ key: 'jwt_secret', value: secret.toString('hex') }).onConflictDoNothing();
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
  return Buffer.from(stored.value, 'hex');
}
