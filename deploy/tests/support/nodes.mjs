// What the deploy tests share: the release folder, free ports, API nodes started with plain `node server.mjs`,
// PostgreSQL databases of their own, and waiting for a state (never for a fixed time).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../..', import.meta.url));
export const RELEASE = join(REPO, 'release');
export const POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres' };
export const POSTGRES_ADMIN_URL = `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/postgres`;
export const REDIS_URL = 'redis://127.0.0.1:6379';
/** The demo customer (seeded on a first start in demo mode), with invoices. */
export const DEMO_CELL = '0821234567';

const serverRequire = createRequire(join(REPO, 'server', 'package.json'));

/** release/ copied into a new, otherwise empty temporary folder: what runs is the release and nothing around it. */
export function releaseCopy() {
  if (!existsSync(join(RELEASE, 'server.mjs'))) throw new Error('release/ is not built: run `pnpm release` first (pnpm test:deploy does).');
  const dir = mkdtempSync(join(tmpdir(), 'portal-release-'));
  cpSync(RELEASE, join(dir, 'portal'), { recursive: true, verbatimSymlinks: true });
  return join(dir, 'portal');
}

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      if (error.fatal) throw error;
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s${last ? ` (last: ${last.message})` : ''}`);
}

/** Only what the test names: a developer's or CI's own DATABASE_URL or REDIS_URL must not leak into a node. */
const cleanEnv = (env) => ({ PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env });

/** `node <script> <args>` in `cwd`; resolves with its exit code and output. */
export function runNode(cwd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** An API node: `node server.mjs` in the release folder, on a free port, until it answers /livez. */
export async function startNode(cwd, env = {}, { port, waitUntilLive = true } = {}) {
  port ??= await freePort();
  const child = spawn(process.execPath, ['server.mjs'], { cwd, env: cleanEnv({ PORT: String(port), ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
  const node = {
    child,
    port,
    baseURL: `http://127.0.0.1:${port}`,
    output: '',
    // 'close', not 'exit': by then everything the node printed has been read.
    exited: new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal }))),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return node.exited;
    },
  };
  child.stdout.on('data', (chunk) => (node.output += chunk));
  child.stderr.on('data', (chunk) => (node.output += chunk));
  if (waitUntilLive) await untilLive(node);
  return node;
}

export async function untilLive(node) {
  let exited = false;
  node.exited.then(() => (exited = true));
  await waitFor(
    async () => {
      if (exited) throw Object.assign(new Error(`the node ended: ${node.output}`), { fatal: true });
      return (await fetch(`${node.baseURL}/livez`)).ok;
    },
    `node on ${node.port} answering /livez`,
    // A first start migrates and seeds a new database: on a loaded 2-core machine that took over 60 s. The limit catches hangs.
    180_000,
  ).catch((error) => {
    throw new Error(`${error.message}\n--- node output ---\n${node.output}`);
  });
}

/** A PostgreSQL database of this test's own (dropped by the returned function), or undefined when none answers. */
export async function postgresDatabase(prefix) {
  const pg = serverRequire('pg');
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    name,
    url: `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${name}`,
    /** The `n` column of a query's one row. */
    async count(query, values) {
      const client = new pg.Client({ connectionString: `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${name}` });
      await client.connect();
      try {
        return (await client.query(query, values)).rows[0].n;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export const redisAnswers = () => spawnSync('redis-cli', ['-u', REDIS_URL, 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
