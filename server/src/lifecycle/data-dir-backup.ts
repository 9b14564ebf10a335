import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LOCK_FILE, openDatabase, type Database } from '../db/connect';

/** Where `backup` leaves its request for the server running on the folder; only who can write DATA_DIR can ask. */
const REQUEST_FILE = 'backup-request.json';
const BACKUP_WAIT_MS = 300_000;

/** What DATA_DIR holds besides the database: a restored copy must not carry the running server's lock or a request. */
const NOT_BACKED_UP = new Set([LOCK_FILE, REQUEST_FILE]);
const BLOCK = 512;

/** The tar without the entries at its top named in NOT_BACKED_UP (ustar: a 512-byte header, then the data in whole blocks). */
function withoutServerFiles(tar: Buffer): Buffer {
  const kept: Buffer[] = [];
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) {
      kept.push(tar.subarray(at));
      break;
    }
    const field = (from: number, length: number) => header.subarray(from, from + length).toString('utf8').replace(/\0.*$/s, '');
    const name = [field(345, 155), field(0, 100)].filter(Boolean).join('/').replace(/^\/+/, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!NOT_BACKED_UP.has(name)) kept.push(tar.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
}

async function writeDump(database: Database, dest: string) {
  const tar = Buffer.from(await (await database.dump!()).arrayBuffer());
  const partial = `${dest}.partial`;
  writeFileSync(partial, await promisify(gzip)(withoutServerFiles(tar)));
  renameSync(partial, dest);
}

/**
 * In the server on the embedded database: SIGUSR2 asks it for a copy of its database (PGlite's dumpDataDir, taken
 * between two statements, so it is consistent while the server keeps writing) into the file named in DATA_DIR's
 * backup-request.json. Written aside and renamed, so the file is whole once it exists; a failure leaves `<dest>.failed`.
 */
export function answerBackupRequests(database: Database, dataDir: string) {
  process.on('SIGUSR2', () => {
    const requestFile = path.join(dataDir, REQUEST_FILE);
    let dest: string;
    try {
      dest = (JSON.parse(readFileSync(requestFile, 'utf8')) as { dest: string }).dest;
      rmSync(requestFile);
    } catch {
      return;
    }
    writeDump(database, dest).then(
      () => console.log(`Backup of ${dataDir} written to ${dest}.`),
      (error: Error) => writeFileSync(`${dest}.failed`, `${error.message}\n`),
    );
  });
}

/** The pid in DATA_DIR's lock when it is a running Node process (a stale lock's pid may now be another program's). */
function runningServer(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim());
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return path.basename(command).startsWith('node') || command === process.execPath ? pid : undefined;
  } catch {
    return existsSync('/proc') ? undefined : pid;
  }
}

/**
 * `server.mjs backup <file>`: a gzipped tar of the embedded database in `dataDir` (restore: extract it into an empty
 * folder and point DATA_DIR there). Asks the server running on the folder for it, or opens the folder itself when none runs.
 */
export async function backupDataDir(dataDir: string, dest: string, migrations: string) {
  const target = path.resolve(dest);
  if (existsSync(target)) throw new Error(`${target} exists already: name a new file for the backup.`);
  rmSync(`${target}.failed`, { force: true });
  const pid = runningServer(dataDir);
  if (pid === undefined) {
    const database = await openDatabase({ dataDir, migrations });
    try {
      await writeDump(database, target);
    } finally {
      await database.close();
    }
    return;
  }
  writeFileSync(path.join(dataDir, REQUEST_FILE), JSON.stringify({ dest: target }));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + BACKUP_WAIT_MS;
  while (!existsSync(target)) {
    if (existsSync(`${target}.failed`)) throw new Error(`The server (pid ${pid}) could not write the backup: ${readFileSync(`${target}.failed`, 'utf8').trim()}`);
    if (Date.now() > deadline) throw new Error(`The server (pid ${pid}) wrote no backup within ${BACKUP_WAIT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
