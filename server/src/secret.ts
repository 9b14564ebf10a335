import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/connect';
import { serverSettings } from './db/schema';
import { checkJwtSecret } from './settings';

/**
 * The token signing key: `configured` (JWT_SECRET) when set, otherwise (demo mode only: production requires JWT_SECRET)
 * made once and kept in the database.
 */
export async function loadSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) {
    // HS256 is only as strong as its key: a short or predictable one could be guessed offline from any token.
    return new TextEncoder().encode(checkJwtSecret(configured));
  }
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
  if (row) return Buffer.from(row.value, 'hex');
  const secret = randomBytes(32);
  await db.insert(serverSettings).values({ key: 'jwt_secret', value: secret.toString('hex') }).onConflictDoNothing();
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
  return Buffer.from(stored.value, 'hex');
}

/** The earlier keys JWT_SECRET_PREVIOUS names, as verification keys. */
export const previousSecrets = (configured: readonly string[]) => configured.map((key) => new TextEncoder().encode(checkJwtSecret(key, 'JWT_SECRET_PREVIOUS')));
