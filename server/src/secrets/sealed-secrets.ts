import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { serviceItems } from '../db/schema';
import type { FieldCipher } from './field-encryption';

/* The secrets kept sealed: eScan licence keys (service_items of kind 'licence', data.licenceKey). */

const licenceKeyText = sql<string>`${serviceItems.data}->>'licenceKey'`;

/**
 * Stops the start when a stored secret does not open with the key: the key is not the one it was sealed with, and
 * every reveal would fail.
 */
export async function checkSealedSecretsOpen(db: Db, cipher: FieldCipher) {
  const [row] = await db
    .select({ value: licenceKeyText })
    .from(serviceItems)
    .where(sql`${serviceItems.kind} = 'licence' and ${licenceKeyText} like 'v1:%'`)
    .limit(1);
  if (!row) return;
  try {
    cipher.open(row.value);
  } catch {
    throw new Error(
      'DATA_ENCRYPTION_KEY does not open the licence keys stored in the database: they were sealed with another key. Set DATA_ENCRYPTION_KEY (or DATA_ENCRYPTION_KEY_FILE) to the key kept with this database.',
    );
  }
}

/** Seals every licence key still stored in plain text (rows from before sealing); a sealed one is left. Answers how many. */
export async function sealPlainSecrets(db: Db, cipher: FieldCipher): Promise<number> {
  const rows = await db
    .select({ id: serviceItems.id, value: licenceKeyText })
    .from(serviceItems)
    .where(sql`${serviceItems.kind} = 'licence' and ${licenceKeyText} is not null and ${licenceKeyText} not like 'v1:%'`);
  for (const row of rows) {
    const sealed = cipher.seal(row.value);
    // jsonb_set keeps the rest of the item's data; the where clause keeps a value sealed meanwhile as it is.
    await db
      .update(serviceItems)
      .set({ data: sql`jsonb_set(${serviceItems.data}, '{licenceKey}', to_jsonb(${sealed}::text))` })
      .where(sql`${serviceItems.id} = ${row.id} and ${licenceKeyText} not like 'v1:%'`);
  }
  return rows.length;
}
