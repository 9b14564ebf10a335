import { actionPath, AUTH_HEADER } from '@portal/contract';
import autocannon from 'autocannon';
import { E2E_PORT } from '../support/env';
import { callAction } from './http-session';
import { markdownTable, ms, perSec, times } from './table';

/** What every action is compared with (bare-route.mjs): the portal's own Fastify in a process of its own, nothing else. */
export const BARE_ROUTE = 'bare Fastify route';

export const LOAD_SECONDS = 5;
export const LOAD_CONNECTIONS = [8, 32];
/** The bare route's port, beside the bench's servers (8282; 8291 and 8292 on PostgreSQL), moved with E2E_PORT as theirs are. */
export const BARE_ROUTE_PORT = 8299 + E2E_PORT - 8181;

export interface LoadTarget {
  action: string;
  input: object;
  /** Sent as the session token. */
  signedIn: boolean;
}

export interface LoadFigures {
  action: string;
  connections: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Failed requests: connection errors, timeouts and answers other than 2xx. */
  errors: number;
  /** This action's figures divided by the bare route's at the same connections, in the same run. */
  vsBaseline: { reqPerSec: number; p99: number };
}

/** The bare route's address, and what it is loaded with. */
export interface BareRoute {
  url: string;
}

async function load(url: string, target: LoadTarget, token: string, connections: number, seconds: number) {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(target.signedIn ? { [AUTH_HEADER]: token } : {}) },
    body: JSON.stringify(target.input),
    connections,
    duration: seconds,
  });
}

/** autocannon's latencies are whole milliseconds: a p99 under 1 ms counts as 1 ms in a ratio. */
const P99_FLOOR_MS = 1;

/**
 * Loads the bare route, then each action in turn, for `seconds` at each number of connections, after a one-second
 * warm-up; each action is called once first so that one answering with an error stops the bench.
 */
export async function measureApiLoad(
  baseURL: string,
  bare: BareRoute,
  token: string,
  targets: LoadTarget[],
  connectionCounts: number[],
  seconds: number,
): Promise<LoadFigures[]> {
  const all: (LoadTarget & { url: string })[] = [
    { action: BARE_ROUTE, input: {}, signedIn: false, url: bare.url },
    ...targets.map((target) => ({ ...target, url: `${baseURL}${actionPath(target.action)}` })),
  ];
  for (const target of all) {
    if (target.action !== BARE_ROUTE) await callAction(baseURL, target.action, target.input, target.signedIn ? token : undefined);
    await load(target.url, target, token, 8, 1);
  }
  const figures: LoadFigures[] = [];
  for (const connections of connectionCounts) {
    const measured = [];
    for (const target of all) measured.push({ target, result: await load(target.url, target, token, connections, seconds) });
    const [baseline] = measured;
    for (const { target, result } of measured) {
      figures.push({
        action: target.action,
        connections,
        reqPerSec: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx,
        vsBaseline: {
          reqPerSec: result.requests.average / baseline.result.requests.average,
          p99: Math.max(result.latency.p99, P99_FLOOR_MS) / Math.max(baseline.result.latency.p99, P99_FLOOR_MS),
        },
      });
    }
  }
  return figures;
}

/** The actions the bench loads, each beside the bare route. */
export const BENCH_LOADED_ACTIONS: LoadTarget[] = [
  { action: 'auth.ValidateSession', input: {}, signedIn: false },
  { action: 'account.GetAccount', input: {}, signedIn: true },
  { action: 'billing.GetInvoices', input: { page: 1, pageSize: 12 }, signedIn: true },
];

export function apiTable(load: LoadFigures[]) {
  return markdownTable(
    ['action', ' connections', ' req/s', ' p50', ' p99', ' req/s ratio', ' p99 ratio', ' errors'],
    load.map((f) => [
      f.action,
      String(f.connections),
      perSec(f.reqPerSec),
      ms(f.p50Ms),
      ms(f.p99Ms),
      times(f.vsBaseline.reqPerSec),
      times(f.vsBaseline.p99),
      String(f.errors),
    ]),
  );
}
