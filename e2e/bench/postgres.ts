/**
 * The API on PostgreSQL and Redis: first one process under the same load as the embedded database's (each action at
 * each number of connections), then the scale-out proof: one process, then two on the same PostgreSQL and Redis
 * (sessions, rate limits and PIN state shared), loaded with a read action; the two together against the one. Runs
 * only where PostgreSQL and Redis answer on 127.0.0.1 (5432, 6379); elsewhere the bench says it did not run.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { actionPath, AUTH_HEADER } from '@portal/contract';
import autocannon from 'autocannon';
import { ownServer } from '../support/own-server';
import { DEMO } from '../support/sign-in';
import { measureApiLoad, type LoadFigures, type LoadTarget } from './api-load';
import { withCpuBusy } from './cpu-busy';
import { callAction, signInOverHttp } from './http-session';

export const SCALE_OUT_MIN_RATIO = 1.6;
const DATABASE = 'portal_bench_scale_out';
const ACTION = 'account.GetAccount';

export interface ScaleOutFigures {
  connections: number;
  oneProcess: number;
  twoProcesses: [number, number];
  ratio: number;
  errors: number;
  /** How busy the machine's CPU was (all cores, 0–1) under one process, and under two; null where unknown. */
  cpuBusy: { one: number | null; two: number | null };
}

export type PostgresFigures = { ran: false; reason: string } | { ran: true; load: LoadFigures[]; scaleOut: ScaleOutFigures };

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

const load = (baseURL: string, token: string, connections: number, seconds: number) =>
  autocannon({
    url: `${baseURL}${actionPath(ACTION)}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
    body: '{}',
    connections,
    duration: seconds,
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
  loadConnections: number[],
  scaleOutConnections: number,
  seconds: number,
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
    REDIS_URL: 'redis://127.0.0.1:6379',
    // One signing key for both nodes: a token either issues, the other accepts.
    JWT_SECRET: randomBytes(36).toString('base64url'),
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
    const apiLoad = await measureApiLoad(a.baseURL, token, targets, loadConnections, seconds);
    await load(b.baseURL, token, scaleOutConnections, 1);
    const { result: one, cpuBusy: oneBusy } = await withCpuBusy(() => load(a.baseURL, token, scaleOutConnections, seconds));
    // The same connections in all, half to each node.
    const half = scaleOutConnections / 2;
    const {
      result: [toA, toB],
      cpuBusy: twoBusy,
    } = await withCpuBusy(() => Promise.all([load(a.baseURL, token, half, seconds), load(b.baseURL, token, half, seconds)]));
    const twoProcesses: [number, number] = [toA.requests.average, toB.requests.average];
    return {
      ran: true,
      load: apiLoad,
      scaleOut: {
        connections: scaleOutConnections,
        oneProcess: one.requests.average,
        twoProcesses,
        ratio: (twoProcesses[0] + twoProcesses[1]) / one.requests.average,
        errors: [one, toA, toB].reduce((sum, r) => sum + r.errors + r.non2xx, 0),
        cpuBusy: { one: oneBusy, two: twoBusy },
      },
    };
  } finally {
    await a.dispose();
    await b.dispose();
  }
}
