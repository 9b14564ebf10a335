import { openDatabase } from '../db/connect';
import { migrationsFolder } from '../paths';
import type { Settings } from '../settings';
import { systemClock } from '../clock';
import { retryFailedEvents } from '../outbox/outbox-admin';
import { backupDataDir } from './data-dir-backup';

export type Command = { name: 'migrate' } | { name: 'backup'; dest: string } | { name: 'outbox-retry'; ids: string[] | 'all' };

const USAGE = [
  'Usage: node server.mjs                 start the portal (migrates first)',
  '       node server.mjs migrate         bring the database up to date, then end',
  '       node server.mjs backup <file>   copy the embedded database (DATA_DIR) into <file>, also while the portal runs',
  '       node server.mjs outbox retry <event id>... | --failed',
  '                                       try failed outbound events again (the portal delivers them)',
].join('\n');

/** The command named on the command line; undefined (start the server) without one. */
export function commandFrom(args: string[]): Command | undefined {
  const [name, ...rest] = args;
  if (name === undefined) return undefined;
  if (name === 'migrate' && rest.length === 0) return { name: 'migrate' };
  if (name === 'backup' && rest.length === 1) return { name: 'backup', dest: rest[0]! };
  if (name === 'outbox' && rest[0] === 'retry' && rest.length > 1) {
    const ids = rest.slice(1);
    if (ids.length === 1 && ids[0] === '--failed') return { name: 'outbox-retry', ids: 'all' };
    if (ids.every((id) => /^[A-Za-z0-9][A-Za-z0-9:._-]{0,119}$/.test(id))) return { name: 'outbox-retry', ids };
  }
  console.error(USAGE);
  process.exit(2);
}

/**
 * `migrate`: applies the migrations (on PostgreSQL under an advisory lock, so a second `migrate` or a node starting
 * meanwhile waits and then finds nothing to do). `backup <file>`: the embedded database's online copy; PostgreSQL is
 * backed up with pg_dump (docs/deploy.md).
 */
export async function runCommand(command: Command, settings: Settings, rootDir: string) {
  const migrations = migrationsFolder(rootDir);
  if (command.name === 'migrate') {
    const database = await openDatabase({ ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { dataDir: settings.dataDir }), migrations });
    await database.close();
    console.log(`Migrations applied to ${settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${settings.dataDir}`}.`);
    return;
  }
  if (command.name === 'outbox-retry') return retryFromCommandLine(command.ids, settings, migrations);
  if (settings.databaseUrl) throw new Error('backup copies the embedded database (DATA_DIR); with DATABASE_URL, back up with pg_dump -Fc (docs/deploy.md, "Backups and restore").');
  await backupDataDir(settings.dataDir, command.dest, migrations);
  console.log(`Backup of ${settings.dataDir} written to ${command.dest}.`);
}

/**
 * `outbox retry`: the failed events named (or all, with --failed) become pending, due now; a running portal (any node)
 * delivers them within its poll. With the embedded database (DATA_DIR) the portal holds the folder, so stop it first,
 * or use the back-office API's POST /events/{id}/retry instead. An id that is not failed is said so and left alone.
 */
async function retryFromCommandLine(ids: string[] | 'all', settings: Settings, migrations: string) {
  const database = await openDatabase({ ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { dataDir: settings.dataDir }), migrations });
  try {
    const retried = await retryFailedEvents(database.db, ids, systemClock.now());
    for (const event of retried) console.log(`Retrying ${event.id} (${event.type}, ${event.orderingKey}).`);
    const missed = ids === 'all' ? [] : ids.filter((id) => !retried.some((event) => event.id === id));
    for (const id of missed) console.log(`${id} is not a failed event: left as it is.`);
    console.log(`${retried.length} failed event${retried.length === 1 ? '' : 's'} sent to be tried again.`);
  } finally {
    await database.close();
  }
}
