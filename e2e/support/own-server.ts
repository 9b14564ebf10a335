import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './env';
import { copySeededTemplate } from './seeded-template';
import { serverBundle } from '../../scripts/server-bundle.cjs';

/**
 * A second real server, of the same build, for tests that must stop it or start it with other
 * settings; its own embedded database (a copy of the run's seeded one) survives a restart, as a real one would.
 */
export function ownServer(basePort: number, env: Record<string, string> = {}) {
  // Ports are written relative to the default E2E_PORT (8181): another E2E_PORT moves them all, so two checkouts'
  // suites can run side by side.
  const port = basePort + E2E_PORT - 8181;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  copySeededTemplate(dataDir);
  const baseURL = `http://localhost:${port}`;
  let child: ChildProcess | undefined;

  async function waitUntilUp() {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      // Another server on the port would answer for this one.
      if (child?.exitCode !== null) throw new Error(`The server for ${baseURL} exited with code ${child?.exitCode} before it answered`);
      try {
        if ((await fetch(`${baseURL}/version`)).ok) return;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`The server on ${baseURL} did not start within 60 s`);
  }

  /** A server still on the port would answer for this one: one stopping is waited for, any other is an error. */
  async function waitUntilPortFree() {
    const deadline = Date.now() + 10_000;
    while (await fetch(`${baseURL}/version`).then(() => true, () => false)) {
      if (Date.now() > deadline) throw new Error(`Another server answers on ${baseURL} (the same test file in two workers?)`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  return {
    baseURL,
    /** The started server's process (the bundled server, scripts/server-bundle.cjs, with its threads). */
    get pid() {
      return child?.pid;
    },
    async start() {
      await waitUntilPortFree();
      const { entry, cwd } = serverBundle();
      child = spawn(process.execPath, [entry], {
        cwd,
        detached: true,
        stdio: 'ignore',
        // A stop here means the server goes away (its draining after SIGTERM is tested in deploy/tests): no drain period.
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, OTP_REQUESTS_PER_ADDRESS: '500', OTP_REQUESTS_PER_NUMBER: '500', DRAIN_SECONDS: '0', ...env },
      });
      await waitUntilUp();
    },
    async stop() {
      if (!child?.pid) return;
      const exited = new Promise((r) => child!.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
      child = undefined;
    },
    /** Stops the server, then deletes its database: only once the server has exited, so no file is still being written. */
    async dispose() {
      await this.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
