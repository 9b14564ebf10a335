import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.join(__dirname, '..', '..');

/** A port the OS has just handed out, free for the dev server to take. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * An area on its own, as QA runs it (README "Working on one area"): its webpack dev server
 * (`pnpm --filter @portal/remote-<area> dev`), passing API calls to the real portal at `apiUrl` (PORTAL_API_URL).
 */
export async function standaloneDevServer(area: string, apiUrl: string) {
  const port = await freePort();
  let output = '';
  const child = spawn('pnpm', ['exec', 'webpack', 'serve', '--mode', 'development', '--port', String(port)], {
    cwd: path.join(repoRoot, 'remotes', area),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORTAL_API_URL: apiUrl },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://localhost:${port}`;
  const close = async () => {
    if (child.exitCode !== null || !child.pid) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  // The dev server answers once its first compilation is done (a minute at most on a loaded machine).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${area} dev server exited with ${child.exitCode}:\n${output}`);
    if (await fetch(`${url}/`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`The ${area} dev server did not answer within 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, close };
}
