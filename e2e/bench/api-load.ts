import { actionPath, AUTH_HEADER } from '@portal/contract';
import autocannon from 'autocannon';
import { callAction } from './http-session';

/** The action every other is compared with: public, no token to verify, no database query. */
export const BASELINE_ACTION = 'auth.ValidateSession';

export interface LoadTarget {
  action: string;
  input: object;
  /** Sent as the session token; the baseline goes without one. */
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
  /** This action's figures divided by the baseline's at the same connections, in the same run. */
  vsBaseline: { reqPerSec: number; p99: number };
}

async function load(baseURL: string, target: LoadTarget, token: string, connections: number, seconds: number) {
  return autocannon({
    url: `${baseURL}${actionPath(target.action)}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(target.signedIn ? { [AUTH_HEADER]: token } : {}) },
    body: JSON.stringify(target.input),
    connections,
    duration: seconds,
  });
}

/**
 * Loads each action in turn, the baseline first, for `seconds` at each number of connections, after a one-second
 * warm-up; each action is called once first so that one answering with an error stops the bench.
 */
export async function measureApiLoad(
  baseURL: string,
  token: string,
  targets: LoadTarget[],
  connectionCounts: number[],
  seconds: number,
): Promise<LoadFigures[]> {
  const all: LoadTarget[] = [{ action: BASELINE_ACTION, input: {}, signedIn: false }, ...targets];
  for (const target of all) {
    await callAction(baseURL, target.action, target.input, target.signedIn ? token : undefined);
    await load(baseURL, target, token, 8, 1);
  }
  const figures: LoadFigures[] = [];
  for (const connections of connectionCounts) {
    const measured = [];
    for (const target of all) measured.push({ target, result: await load(baseURL, target, token, connections, seconds) });
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
          p99: result.latency.p99 / baseline.result.latency.p99,
        },
      });
    }
  }
  return figures;
}
