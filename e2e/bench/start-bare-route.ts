import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BareRoute } from './api-load';

/** Starts bare-route.mjs on `port` (a process of its own, as the portal's server is) and waits until it answers. */
export async function startBareRoute(port: number): Promise<BareRoute & { stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'bare-route.mjs')], { env: { PATH: process.env.PATH, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => String(chunk).includes('bare route ready') && resolve());
    child.once('exit', (code) => reject(new Error(`The bare route exited with ${code} before it was ready`)));
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
