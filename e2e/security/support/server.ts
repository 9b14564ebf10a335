import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { copySeededTemplate } from '../../support/seeded-template';
import { serverBundle } from '../../../scripts/server-bundle.cjs';

/** Is anyone listening on the port already? Then our server could not bind it, and another's would answer our requests. */
async function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/**
 * A port of its own for each server, drawn at random so that parallel runs (each counting from the same start) do not
 * meet. It stays below 32768, where Linux starts handing out the local ports of outgoing connections: a port drawn
 * there could already be held by a browser's or a database client's connection.
 */
const randomPort = () => 20_000 + Math.floor(Math.random() * 12_000);

export interface PortalServer {
  baseURL: string;
  port: number;
  dataDir: string;
  /** Everything the server printed (stdout and stderr) since its first start. */
  log(): string;
  start(): Promise<void>;
  /** A clean stop (SIGTERM), as an operator would. */
  stop(): Promise<void>;
  /** kill -9: no shutdown hook runs. */
  crash(): Promise<void>;
  /** Stops it and deletes its database and log. */
  dispose(): Promise<void>;
}

/**
 * The real server of the production build on its own port and embedded database (a copy of the run's seeded one),
 * started with `env` on top of the defaults. Its output goes to a log file in the data folder, so a test can read what
 * it logged.
 */
export function portalServer(env: Record<string, string> = {}): PortalServer {
  const port = randomPort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-attack-'));
  const logFile = path.join(dataDir, 'server.log');
  copySeededTemplate(path.join(dataDir, 'db'));
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> | undefined;

  async function waitUntilUp() {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`The server exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8')}`);
      try {
        if ((await fetch(`${baseURL}/version`)).ok) return;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`The server on port ${port} did not start within 60 s`);
  }

  async function signal(name: NodeJS.Signals) {
    if (!child?.pid) return;
    const group = child.pid;
    try {
      process.kill(-group, name);
    } catch {
      // already gone
    }
    await exited;
    child = undefined;
    // Until no process of the group is left (a server started otherwise may have processes below it).
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        process.kill(-group, 0);
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  return {
    baseURL,
    port,
    dataDir: path.join(dataDir, 'db'),
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    /** A restart keeps the port, so addresses a test holds stay valid. */
    async start() {
      if (await portTaken(port)) throw new Error(`Port ${port} is taken by another program; run the attack again.`);
      const out = openSync(logFile, 'a');
      const { entry, cwd } = serverBundle();
      child = spawn(process.execPath, [entry], {
        cwd,
        detached: true,
        stdio: ['ignore', out, out],
        // Stopped servers stop at once (draining after SIGTERM is tested in deploy/tests).
        env: { ...process.env, PORT: String(port), DATA_DIR: path.join(dataDir, 'db'), LOG_LEVEL: 'debug', DRAIN_SECONDS: '0', ...env },
      });
      closeSync(out);
      exited = new Promise((r) => child!.once('exit', r));
      await waitUntilUp();
    },
    stop: () => signal('SIGTERM'),
    crash: () => signal('SIGKILL'),
    async dispose() {
      await signal('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
