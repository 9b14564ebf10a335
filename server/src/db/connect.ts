import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { findRepoRoot, migrationsFolder } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite's folder; without it (and without databaseUrl) the database lives in memory. */
  dataDir?: string;
  databaseUrl?: string;
  /** The drizzle-kit migrations; the same SQL runs on PGlite and on PostgreSQL. */
  migrations?: string;
}

/** The embedded PGlite database in `dataDir` (in memory when absent), or PostgreSQL at `databaseUrl`; migrated. */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const migrations = { migrationsFolder: opts.migrations ?? migrationsFolder(findRepoRoot()) };
  if (opts.databaseUrl) {
    // pg is CommonJS: its classes hang off the default export when imported from an ES module.
    const pg = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client the server drops (restart, failover) emits 'error'; unhandled, it would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL pool: ${error.message}`));
    const db = drizzle(pool, { schema });
    try {
      await migrate(db, migrations);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, migrations);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
