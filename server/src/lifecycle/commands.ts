import { openDatabase } from '../db/connect';
import { migrationsFolder } from '../paths';
import type { Settings } from '../settings';
import { backupDataDir } from './data-dir-backup';

export type Command = { name: 'migrate' } | { name: 'backup'; dest: string };

const USAGE = 'Usage: node server.mjs            start the portal (migrates first)\n       node server.mjs migrate    bring the database up to date, then end\n       node server.mjs backup <file>    copy the embedded database (DATA_DIR) into <file>, also while the portal runs';

/** The command named on the command line; undefined (start the server) without one. */
export function commandFrom(args: string[]): Command | undefined {
  const [name, ...rest] = args;
  if (name === undefined) return undefined;
  if (name === 'migrate' && rest.length === 0) return { name: 'migrate' };
  if (name === 'backup' && rest.length === 1) return { name: 'backup', dest: rest[0]! };
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
  if (settings.databaseUrl) throw new Error('backup copies the embedded database (DATA_DIR); with DATABASE_URL, back up with pg_dump -Fc (docs/deploy.md, "Backups and restore").');
  await backupDataDir(settings.dataDir, command.dest, migrations);
  console.log(`Backup of ${settings.dataDir} written to ${command.dest}.`);
}
