import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/db/connect';
import { seedDemoData } from '../../src/demo/seed';
import { fieldCipher } from '../../src/secrets/field-encryption';
import { testFileStore } from './test-files';

/** The day every test database is seeded for; test clocks start here. */
export const SEED_DAY = new Date('2026-11-22T08:00:00Z');

/** The tests' DATA_ENCRYPTION_KEY: one for every worker, since they open copies of one seeded database. */
export const TEST_DATA_ENCRYPTION_KEY = '3f8a1c5e9b2d7046e1f3a8c2b5d90e7a4c6f1b3d8e2a5c7f9b0d4e6a1c3f5b7d';
export const testFieldCipher = fieldCipher(Buffer.from(TEST_DATA_ENCRYPTION_KEY, 'hex'));

/**
 * A fresh in-memory database, migrated and seeded for SEED_DAY. Migrating and seeding take seconds, so the first one
 * of a jest run is saved (jest-seed-setup.cjs names the folder) and the others are copies of it, opened in under one.
 */
export async function openSeededDatabase(): Promise<Database> {
  const dir = process.env.PORTAL_TEST_SEED_DIR;
  const saved = dir ? path.join(dir, 'seeded.tar') : undefined;
  if (saved && existsSync(saved)) return openDatabase({ copyOf: new Blob([readFileSync(saved)]) });
  const database = await openDatabase({});
  await seedDemoData(database.db, testFileStore(), testFieldCipher, SEED_DAY);
  if (saved && database.dump) {
    // Written aside, then renamed: a worker reading it at the same time sees all of it or none.
    const partial = `${saved}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await (await database.dump()).arrayBuffer()));
    renameSync(partial, saved);
  }
  return database;
}
