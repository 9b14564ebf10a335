import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { LOCK_FILE, openDatabase } from '../src/db/connect';
import { freePort, spawnPortal } from './support/test-server';

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-data-dir-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** The pid of a process that has ended: nothing answers to it any more. */
function deadPid() {
  const { pid } = spawnSync(process.execPath, ['-e', '0']);
  return pid!;
}

const lockOf = (dataDir: string) => path.join(dataDir, LOCK_FILE);

describe('one server per DATA_DIR (real start-up)', () => {
  const portals: ReturnType<typeof spawnPortal>[] = [];
  const start = async (dataDir: string) => {
    const portal = spawnPortal({ PORT: String(await freePort()), DATA_DIR: dataDir });
    portals.push(portal);
    return portal;
  };
  afterEach(async () => {
    await Promise.all(portals.splice(0).map((portal) => portal.stop()));
  });

  it('refuses a second server on the folder, naming the first one’s pid, and frees the folder on a clean stop', async () => {
    const dataDir = path.join(scratch, 'data');
    const first = await start(dataDir);
    await first.ready();
    expect(readFileSync(lockOf(dataDir), 'utf8').trim()).toBe(String(first.pid));

    const second = await start(dataDir);
    expect(await second.exit()).toBe(1);
    expect(second.stderr()).toContain(`DATA_DIR ${dataDir} is in use by the portal running as pid ${first.pid}`);
    expect(second.stdout()).not.toContain('Customer portal:');

    expect(await first.stop()).toBe(0);
    expect(existsSync(lockOf(dataDir))).toBe(false);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  });

  it('takes over the lock of a server that ended without stopping, and keeps its data', async () => {
    const dataDir = path.join(scratch, 'data');
    mkdirSync(dataDir);
    writeFileSync(lockOf(dataDir), `${deadPid()}\n`);
    const portal = await start(dataDir);
    await portal.ready();
    expect(portal.stdout()).toContain('Demo data seeded.');
    expect(readFileSync(lockOf(dataDir), 'utf8').trim()).toBe(String(portal.pid));
    expect(await portal.stop()).toBe(0);

    // The lock the last start left behind when killed: the next start takes it over and finds the data.
    const killed = await start(dataDir);
    await killed.ready();
    process.kill(killed.pid, 'SIGKILL');
    await killed.exit();
    expect(readFileSync(lockOf(dataDir), 'utf8').trim()).toBe(String(killed.pid));
    const again = await start(dataDir);
    await again.ready();
    expect(again.stdout()).toContain('Demo data found from an earlier start');
  });

  it('exits with code 1 and a message naming the folder when DATA_DIR is a file', async () => {
    const file = path.join(scratch, 'data');
    writeFileSync(file, 'not a folder');
    const portal = await start(file);
    expect(await portal.exit()).toBe(1);
    expect(portal.stderr()).toContain(`DATA_DIR ${file} is a file, not a folder.`);
  });
});

describe('opening DATA_DIR', () => {
  it('refuses a folder that holds other files and no database, and leaves it as it was', async () => {
    const dataDir = path.join(scratch, 'documents');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
    await expect(openDatabase({ dataDir })).rejects.toThrow(`DATA_DIR ${dataDir} is not a portal database: it holds other files and no PG_VERSION.`);
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
  });

  it('refuses a folder it cannot create, naming it', async () => {
    const dataDir = path.join(scratch, 'a-file', 'data');
    writeFileSync(path.join(scratch, 'a-file'), '');
    await expect(openDatabase({ dataDir })).rejects.toThrow(new RegExp(`^DATA_DIR ${dataDir} could not be created \\(ENOTDIR`));
  });

  it('makes a new database in an empty folder, keeps it, and refuses a second open while it is held', async () => {
    const dataDir = path.join(scratch, 'data');
    const database = await openDatabase({ dataDir });
    try {
      expect(readFileSync(lockOf(dataDir), 'utf8').trim()).toBe(String(process.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(`DATA_DIR ${dataDir} is in use by the portal running as pid ${process.pid}`);
      await database.db.execute(sql`create table kept (note text)`);
      await database.db.execute(sql`insert into kept values ('still here')`);
    } finally {
      await database.close();
    }
    expect(existsSync(lockOf(dataDir))).toBe(false);
    expect(readdirSync(dataDir)).not.toContain('.portal-new-database');

    const reopened = await openDatabase({ dataDir });
    try {
      const { rows } = (await reopened.db.execute(sql`select note from kept`)) as unknown as { rows: { note: string }[] };
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      await reopened.close();
    }
  });

  it('names the folder when its database is damaged, and frees the lock', async () => {
    const dataDir = path.join(scratch, 'data');
    await (await openDatabase({ dataDir })).close();
    writeFileSync(path.join(dataDir, 'global', 'pg_control'), Buffer.alloc(64, 7));
    await expect(openDatabase({ dataDir })).rejects.toThrow(new RegExp(`^DATA_DIR ${dataDir} could not be opened as a portal database; it may be damaged`));
    expect(existsSync(lockOf(dataDir))).toBe(false);
  });
});
