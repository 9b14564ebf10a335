import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Redis } from 'ioredis';
import { findRepoRoot, migrationsFolder } from '../paths';
import { withPreparedStatements } from './pglite-prepared';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs `work` while no other node does startup work on this database (PostgreSQL: an advisory lock; PGlite: its
   * folder has one server already).
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /** PGlite only: the whole database as PGlite's data folder archive (a tar), consistent while in use. */
  dump?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PGlite's folder; without it (and without databaseUrl) the database lives in memory. */
  dataDir?: string;
  /** In memory only: start from a copy of a database (`dump()`), not an empty one; tests open many seeded copies. */
  copyOf?: Blob;
  databaseUrl?: string;
  /** The drizzle-kit migrations; the same SQL runs on PGlite and on PostgreSQL. */
  migrations?: string;
}

/** The PostgreSQL advisory lock migrations and first-start seeding run under (any fixed number; this one spells "portal"). */
export const STARTUP_LOCK_KEY = 0x706f7274616c;
const runNow = <T>(work: () => Promise<T>) => work();

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
    // Nodes that start together on a new database would each create the same tables (and seed the same rows): one
    // at a time, under a session lock held on a connection of its own; the others wait, then find nothing left to
    // do. The connection is closed afterwards, which ends its session and so frees the lock even after a failure.
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        client.release(true);
      }
    };
    try {
      await exclusively(() => migrate(db, migrations));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), exclusively };
  }
  if (!opts.dataDir) {
    const pglite = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new pglite.PGlite(opts.copyOf ? { loadDataDir: opts.copyOf } : {});
    await client.waitReady;
    const db = drizzle(withPreparedStatements(client, pglite), { schema });
    await migrate(db, migrations);
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), exclusively: runNow, dump: () => client.dumpDataDir('none') };
  }

  const dataDir = path.resolve(opts.dataDir);
  prepareDataDir(dataDir);
  const unlock = lockDataDir(dataDir);
  let client: PGliteClient | undefined;
  try {
    const pglite = await import('@electric-sql/pglite');
    const { PGlite } = pglite;
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // Again under the lock: what is in the folder now is what the steps below act on.
    prepareDataDir(dataDir);
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      // PGlite makes a new database only in an empty folder, and this one already holds the lock file:
      // the database is made in a staging folder inside it, then moved up.
      await createDatabaseIn(dataDir, async (staging) => {
        const fresh = new PGlite(staging);
        await fresh.waitReady;
        await fresh.close();
      });
    } else {
      rmSync(path.join(dataDir, STAGING_DIR), { recursive: true, force: true });
    }
    try {
      client = new PGlite(dataDir);
      await client.waitReady;
    } catch (error) {
      throw new Error(`DATA_DIR ${dataDir} could not be opened as a portal database; it may be damaged or made by another version (${causeOf(error)}). Restore it from a backup, or point DATA_DIR at a new folder.`);
    }
    const db = drizzle(withPreparedStatements(client, pglite), { schema });
    try {
      await migrate(db, migrations);
    } catch (error) {
      throw new Error(`DATA_DIR ${dataDir}: the database could not be brought up to date (${causeOf(error)}).`);
    }
    const opened = client;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      exclusively: runNow,
      dump: () => opened.dumpDataDir('none'),
      close: async () => {
        try {
          await opened.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

// PGlite fails with an ExitStatus object that is not an Error but has a message.
const causeOf = (error: unknown) => (error as { message?: string } | undefined)?.message ?? String(error);

// ---------------------------------------------------------------------------------------------------
// The data folder: one server per folder (two PGlite instances on one folder lose acknowledged writes).

export const LOCK_FILE = 'portal.lock';
/** Where a first start makes the database before moving it up into DATA_DIR. */
const STAGING_DIR = '.portal-new-database';
/** What PostgreSQL (and PGlite) keep at the top of a data folder: the leftovers a first start cut short may hold. */
const DATABASE_ENTRY = /^(base|global|pg_[a-z_]+|postgresql(\.auto)?\.conf|postmaster\.(pid|opts))$/;
/** A lock file without a readable pid this much older than now is a leftover of a crash while it was written. */
const HALF_WRITTEN_LOCK_MS = 5_000;
const heldLocks = new Set<string>();
let releasingOnExit = false;

// A process.exit() that skipped the clean stop still frees the folder; only SIGKILL leaves a stale lock.
function releaseLocksOnExit() {
  if (releasingOnExit) return;
  releasingOnExit = true;
  process.on('exit', () => {
    for (const file of heldLocks) removeLockIfMine(file);
  });
}

/** Makes the folder when missing; refuses a file, an unwritable place, or a folder that is something else. */
export function prepareDataDir(dataDir: string) {
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    throw new Error(`DATA_DIR ${dataDir} is a file, not a folder. Point DATA_DIR at a folder for the portal's database.`);
  }
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new Error(`DATA_DIR ${dataDir} could not be created (${causeOf(error)}).`);
  }
  let entries: string[];
  try {
    entries = readdirSync(dataDir).filter((name) => name !== LOCK_FILE);
  } catch (error) {
    throw new Error(`DATA_DIR ${dataDir} could not be read (${causeOf(error)}).`);
  }
  // A first start that stopped while moving its new database up left only the database's own entries.
  const unfinishedFirstStart = entries.includes(STAGING_DIR) && entries.every((name) => name === STAGING_DIR || DATABASE_ENTRY.test(name));
  // Every PostgreSQL data folder, PGlite's included, starts with PG_VERSION; without it, a non-empty folder
  // would get a new database written among someone else's files, and the portal would start empty.
  if (entries.length > 0 && !entries.includes('PG_VERSION') && !unfinishedFirstStart) {
    throw new Error(`DATA_DIR ${dataDir} is not a portal database: it holds other files and no PG_VERSION. Point DATA_DIR at an empty or new folder, or at the portal's own data folder.`);
  }
}

/**
 * Makes a new database with `create` in a staging folder inside `dataDir`, then moves it up, PG_VERSION
 * last: until PG_VERSION is in place the folder counts as new, and the next start begins again.
 */
async function createDatabaseIn(dataDir: string, create: (staging: string) => Promise<void>) {
  const staging = path.join(dataDir, STAGING_DIR);
  for (const name of readdirSync(dataDir)) {
    if (name !== LOCK_FILE) rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
  mkdirSync(staging);
  try {
    await create(staging);
  } catch (error) {
    throw new Error(`DATA_DIR ${dataDir}: a new database could not be made in it (${causeOf(error)}).`);
  }
  const names = readdirSync(staging).filter((name) => name !== 'PG_VERSION');
  for (const name of [...names, 'PG_VERSION']) renameSync(path.join(staging, name), path.join(dataDir, name));
  rmSync(staging, { recursive: true, force: true });
}

function lockHolder(file: string): number | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return /^\d+$/.test(text) ? Number(text) : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number, file: string) {
  // After a container restart the portal may get the same pid as before: its own pid is only "running" if this process took the lock.
  if (pid === process.pid) return heldLocks.has(file);
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
  return !isZombie(pid);
}

/** A killed server lingers as a zombie until its parent reaps it: it answers signals, but it holds nothing. Linux only. */
function isZombie(pid: number) {
  try {
    // /proc/<pid>/stat: "pid (name) state …"; the name may hold spaces and parentheses, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

function removeLockIfMine(file: string) {
  heldLocks.delete(file);
  try {
    if (lockHolder(file) === process.pid) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/**
 * Takes DATA_DIR's lock file (created with 'wx', so only one of two starting servers gets it), holding
 * this process's pid; a lock whose pid is no longer running is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      heldLocks.add(file);
      releaseLocksOnExit();
      return () => removeLockIfMine(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new Error(`DATA_DIR ${dataDir} is not writable (${causeOf(error)}).`);
    }
    const holder = lockHolder(file);
    if (holder !== undefined && isRunning(holder, file)) {
      throw new Error(`DATA_DIR ${dataDir} is in use by the portal running as pid ${holder}. Stop that server first, or give this one another DATA_DIR (if no portal runs as pid ${holder}, delete ${file}).`);
    }
    if (holder === undefined) {
      let age = Infinity;
      try {
        age = Date.now() - statSync(file).mtimeMs;
      } catch {
        continue; // Removed meanwhile: try again.
      }
      if (age < HALF_WRITTEN_LOCK_MS) throw new Error(`DATA_DIR ${dataDir} is in use: another portal is starting on it.`);
    }
    // Stale: its server ended without a clean stop. Removed only if still the same lock (not one just taken).
    try {
      if (lockHolder(file) === holder) unlinkSync(file);
    } catch {
      // Removed by another starting server: the next attempt decides.
    }
  }
  throw new Error(`DATA_DIR ${dataDir} is in use: its lock file ${file} could not be taken.`);
}

// ---------------------------------------------------------------------------------------------------
// Redis.

const REDIS_CONNECT_TIMEOUT_MS = 3_000;
const REDIS_ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * A Redis connection that answered PING, or an Error naming REDIS_URL's host (never its password).
 * Once running, a lost connection is retried in the background, failed commands fail fast (no queue)
 * and the error is logged at most every 30 s instead of in a loop.
 */
export async function connectRedis(url: string, warn: (line: string) => void = (line) => console.warn(line)): Promise<Redis> {
  const { hostname, port } = new URL(url);
  const where = `${hostname}:${port || 6379}`;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // No retries while starting: a Redis that does not answer stops the start.
    retryStrategy: () => null,
  });
  let lastError: Error | undefined;
  let started = false;
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    lastError = error;
    if (!started || Date.now() - lastLogged < REDIS_ERROR_LOG_INTERVAL_MS) return;
    lastLogged = Date.now();
    warn(`Redis at ${where} (REDIS_URL): ${error.message}; retrying.`);
  });
  try {
    // connectTimeout covers the TCP connection only: a listener that accepts and stays silent must not hang the start.
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_CONNECT_TIMEOUT_MS / 1000} s`)), REDIS_CONNECT_TIMEOUT_MS);
    });
    try {
      const answered = (async () => (await redis.connect(), await redis.ping()))();
      answered.catch(() => undefined); // once the timer has won, its late failure is expected
      await Promise.race([answered, silent]);
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: Redis at ${where} does not answer (${(lastError ?? (error as Error)).message}). Start Redis, fix REDIS_URL, or leave it unset on a single server.`);
  }
  started = true;
  redis.options.retryStrategy = (times: number) => Math.min(times * 200, 2_000);
  return redis;
}
