import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { copySeededTemplate } from '../support/seeded-template';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverBundle } from '../../scripts/server-bundle.cjs';

/**
 * The production build's server in demo mode, on a copy of the run's seeded embedded database. `publicOrigin` is the
 * address its pages are reached at (the relay's): payment return addresses are bound to it, never to a Host header.
 */
export async function startPortalServer(port: number, publicOrigin: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-engines-'));
  copySeededTemplate(dataDir);
  // Bundled as the release bundles it (scripts/server-bundle.cjs): a start under tsx spends most of its time compiling.
  const { entry, cwd } = serverBundle();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    // Every page signs in from 127.0.0.1: the PIN request limits are raised, as for the Playwright suite.
    env: { ...process.env, PORTAL_MODE: 'demo', PORT: String(port), PUBLIC_ORIGIN: publicOrigin, DATA_DIR: dataDir, OTP_REQUESTS_PER_ADDRESS: '500', OTP_REQUESTS_PER_NUMBER: '500', DRAIN_SECONDS: '0' },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (!(await fetch(`${baseURL}/version`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`The portal server exited (code ${child.exitCode}) before it answered on ${baseURL}: ${stderr.trim()}`);
    if (Date.now() > deadline) throw new Error(`The portal server did not answer on ${baseURL} within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    baseURL,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The way one browser reaches the server: a TCP relay on a port of its own (so each page has an origin, and with it a
 * service worker and storage, of its own). Cut, it closes every connection and refuses new ones, as a phone that
 * has lost its network finds the server gone: the service worker's fetches fail as the page's do.
 */
export async function startRelay(port: number, target: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target, '127.0.0.1');
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  return {
    origin: `http://localhost:${port}`,
    cut: close,
    restore: () => (server ? Promise.resolve() : listen()),
    close,
  };
}
export type Relay = Awaited<ReturnType<typeof startRelay>>;
