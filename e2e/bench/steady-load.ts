/**
 * A steady offered load: requests sent at evenly spaced moments (an open loop at a constant arrival rate), over a
 * fixed number of keep-alive connections. autocannon's `overallRate` is not that: each connection sends flat out
 * until its share of the second is used up, then waits for the next second, so a "50%" load is a saturating burst
 * half of each second, and what it measures is how the machine copes with the burst.
 */
import { Agent, request } from 'node:http';

export interface SteadyLoadOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Requests per second. */
  rate: number;
  seconds: number;
  /** Keep-alive connections; a request that finds all of them busy waits for one (and is sent late). */
  connections: number;
}

export interface SteadyLoadResult {
  requests: number;
  /** Answers other than 2xx, and requests that failed or got no answer. */
  errors: number;
  /** Requests that could not leave at their moment because every connection was busy. */
  late: number;
}

const TICK_MS = 2;

export function steadyLoad({ url, method = 'POST', headers = {}, body = '', rate, seconds, connections }: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const total = Math.round(rate * seconds);
  const payload = Buffer.from(body);
  let sent = 0;
  let answered = 0;
  let errors = 0;
  let late = 0;
  let inFlight = 0;

  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      resolve({ requests: answered, errors, late });
    };
    const send = () => {
      sent += 1;
      if (inFlight >= connections) late += 1;
      inFlight += 1;
      const done = (ok: boolean) => {
        inFlight -= 1;
        answered += 1;
        if (!ok) errors += 1;
        if (answered === total) finish();
      };
      const req = request(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, method, agent, headers: { ...headers, 'content-length': String(payload.length) } },
        (res) => {
          res.resume();
          res.once('end', () => done(res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300));
          res.once('error', () => done(false));
        },
      );
      req.once('error', () => done(false));
      req.end(payload);
    };
    const start = performance.now();
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
      while (sent < due) send();
      if (sent >= total) clearInterval(timer);
    }, TICK_MS);
  });
}
