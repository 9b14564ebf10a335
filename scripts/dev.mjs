// Runs the API server (restarting on change) and the webpack dev servers of the host and every area, each line of
// output prefixed with who wrote it. The server runs the 'dev' instance, whose areas load from their dev servers.
// Ctrl-C stops them all; so does any of them ending.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const API_PORT = process.env.PORT || '8080';
const processes = [
  {
    name: 'server',
    args: ['--filter', '@portal/server', 'exec', 'tsx', 'watch', '--clear-screen=false', 'src/main.ts'],
    env: { PORT: API_PORT, PORTAL_INSTANCE: process.env.PORTAL_INSTANCE || 'dev', PUBLIC_ORIGIN: 'http://localhost:3000' },
  },
  { name: 'host', args: ['--filter', '@portal/host', 'dev'] },
  ...['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'].map((area) => ({
    name: area,
    args: ['--filter', `@portal/remote-${area}`, 'dev'],
  })),
];

const children = processes.map(({ name, args, env }) => {
  const child = spawn('pnpm', ['--silent', ...args], {
    env: { ...process.env, PORTAL_API_URL: process.env.PORTAL_API_URL || `http://localhost:${API_PORT}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${name.padEnd(13)} │ ${line}`));
  }
  child.on('exit', (code) => {
    console.log(`${name} ended (${code ?? 'signal'}); stopping the others.`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
console.log('Starting the portal with hot reload: open http://localhost:3000 once the dev servers say "compiled".');
