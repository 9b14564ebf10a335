import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/db/connect';
import { seedDemoData } from '../../src/demo/seed';
import { testFileStore } from './test-files';

/** The day every test database is seeded for; test clocks start here. */
export const SEED_DAY = new Date('2026-11-22T08:00:00Z');

/**
 * A fresh in-memory database, migrated and seeded for SEED_DAY. Migrating and seeding take seconds, so the first one
 * of a jest run is saved (jest-seed-setup.cjs names the folder) and the others are copies of it, opened in under one.
 */
export async function openSeededDatabase(): Promise<Database> {
  const dir = process.env.PORTAL_TEST_SEED_DIR;
  const saved = dir ? path.join(dir, 'seeded.tar') : undefined;
  if (saved && existsSync(saved)) return openDatabase({ copyOf: new Blob([readFileSync(saved)]) });
  const database = await openDatabase({});
  await seedDemoData(database.db, testFileStore(), SEED_DAY);
  if (saved && database.dump) {
    // Written aside, then renamed: a worker reading it at the same time sees all of it or none.
    const partial = `${saved}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await (await database.dump()).arrayBuffer()));
    renameSync(partial, saved);
  }
  return database;
}
