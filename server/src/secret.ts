import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/connect';
import { serverSettings } from './db/schema';

/** The token signing key: JWT_SECRET when set, otherwise made once and kept in the database. */
export async function loadSecret(db: Db): Promise<Uint8Array> {
  if (process.env.JWT_SECRET) return new TextEncoder().encode(process.env.JWT_SECRET);
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
  if (row) return Buffer.from(row.value, 'hex');
  const secret = randomBytes(32);
  await db.insert(serverSettings).values({ key: 'jwt_secret', value: secret.toString('hex') }).onConflictDoNothing();
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
  return Buffer.from(stored.value, 'hex');
}
