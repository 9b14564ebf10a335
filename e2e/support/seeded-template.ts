import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverBundle } from '../../scripts/server-bundle.cjs';

/** Set by the global setup for the run's workers: the folder a server the tests start copies its database from. */
const TEMPLATE_VARIABLE = 'PORTAL_E2E_SEEDED_TEMPLATE';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * The global setup of both Playwright configs: the real server of the build starts once on an empty folder, migrates
 * and seeds its database, and stops cleanly. A server a test starts of its own then begins from a copy of that folder,
 * as it would after its first start: a fresh database costs a start about 4 s (over 10 s on a busy 2-core machine),
 * and there are two dozen such starts in a run. Returns the teardown, which deletes the folder.
 */
export default async function makeSeededTemplate() {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-e2e-template-'));
  const dataDir = path.join(folder, 'db');
  const port = await freePort();
  // The server as the tests start it (scripts/server-bundle.cjs): built here, once for the run, if its code changed.
  const { entry, cwd } = serverBundle();
  const child = spawn(process.execPath, [entry], {
    cwd,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  while (!(await fetch(`http://127.0.0.1:${port}/version`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      rmSync(folder, { recursive: true, force: true });
      throw new Error(`The server did not start to seed a database (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // A clean stop: the database is closed and the folder's lock is let go, so a copy opens as a server's own would.
  const group = child.pid!;
  process.kill(-group, 'SIGTERM');
  await exited;
  // It is done with the folder once no process of the group is left.
  while (groupAlive(group)) await new Promise((resolve) => setTimeout(resolve, 50));
  process.env[TEMPLATE_VARIABLE] = dataDir;
  return () => rmSync(folder, { recursive: true, force: true });
}

function groupAlive(group: number) {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

/** Puts the seeded database into `dataDir` (absent: the server makes a fresh one, as without the global setup). */
export function copySeededTemplate(dataDir: string) {
  const template = process.env[TEMPLATE_VARIABLE];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
}
