/**
 * The API on PostgreSQL and Redis: first one process under the same load as the embedded database's (each action at
 * each number of connections), then the cost of a request on one node and on two behind haproxy on the same
 * PostgreSQL and Redis (sessions, rate limits and PIN state shared; scale-out.ts). Runs
 * only where PostgreSQL and Redis answer on 127.0.0.1 (5432, 6379); elsewhere the bench says it did not run.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { ownServer } from '../support/own-server';
import { DEMO } from '../support/sign-in';
import { measureApiLoad, type BareRoute, type LoadFigures, type LoadTarget } from './api-load';
import { callAction, signInOverHttp } from './http-session';
import { measureScaleOut, type ScaleOutFigures } from './scale-out';

export type { ScaleOutFigures };

// On a machine shared by several checkouts each names its own database and Redis database (ports follow E2E_PORT).
const DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench_scale_out';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ACTION = 'account.GetAccount';

export type PostgresFigures = { ran: false; reason: string } | { ran: true; load: LoadFigures[]; scaleOut: ScaleOutFigures };

export interface PostgresOptions {
  /** Measure the scale-out too (two nodes behind haproxy): the default. */
  scaleOut?: boolean;
}

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

function freshDatabase() {
  const psql = (sql: string) => spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  for (const sql of [`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`, `CREATE DATABASE ${DATABASE}`]) {
    const result = psql(sql);
    if (result.status !== 0) throw new Error(`psql: ${result.error?.message ?? result.stderr}`);
  }
}

export async function measureOnPostgres(
  targets: LoadTarget[],
  bare: BareRoute | undefined,
  loadConnections: number[],
  seconds: number,
  { scaleOut: withScaleOut = true }: PostgresOptions = {},
): Promise<PostgresFigures> {
  if (!(await reachable(5432)) || !(await reachable(6379))) {
    return { ran: false, reason: 'PostgreSQL (127.0.0.1:5432) or Redis (127.0.0.1:6379) does not answer' };
  }
  try {
    freshDatabase();
  } catch (error) {
    return { ran: false, reason: `no fresh database for it (${(error as Error).message.trim()})` };
  }
  const env = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
    REDIS_URL,
    // One signing key for both nodes: a token either issues, the other accepts.
    JWT_SECRET: randomBytes(36).toString('base64url'),
    // And one key sealing the licence keys (each node's own demo key file would not open the other's).
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  const a = ownServer(8291, env);
  const b = ownServer(8292, env);
  try {
    // One after the other: the first creates the schema and the demo data.
    await a.start();
    await b.start();
    const token = await signInOverHttp(a.baseURL, DEMO.customer);
    // The session A issued is good on B: the nodes share it.
    await callAction(b.baseURL, ACTION, {}, token);
    const apiLoad = bare && loadConnections.length ? await measureApiLoad(a.baseURL, bare, token, targets, loadConnections, seconds) : [];
    const node = (server: typeof a) => ({ address: new URL(server.baseURL).host.replace('localhost', '127.0.0.1'), pid: server.pid! });
    const scaleOut: ScaleOutFigures = withScaleOut ? await measureScaleOut(node(a), node(b), token, seconds) : { ran: false, reason: 'not asked for' };
    return { ran: true, load: apiLoad, scaleOut };
  } finally {
    await a.dispose();
    await b.dispose();
  }
}
