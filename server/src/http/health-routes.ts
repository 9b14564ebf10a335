import type { FastifyInstance } from 'fastify';

export const LIVEZ_PATH = '/livez';
export const READYZ_PATH = '/readyz';
/** A dependency slower than this counts as down: a balancer's check must not hang on it. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  /** Each dependency the node needs to answer requests (the database, Redis when configured): resolves when it answers. */
  checks?: Record<string, () => Promise<unknown>>;
  /** True once the node is stopping (SIGTERM): /readyz turns 503 and every answer closes its connection. */
  isDraining?: () => boolean;
}

type CheckResult = 'ok' | 'failed' | 'timeout';

async function runCheck(check: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then((): CheckResult => 'ok', (): CheckResult => 'failed'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /livez (the process answers) and GET /readyz (its dependencies answer and it is not draining), for load
 * balancers and Kubernetes: 200 or 503 with a small JSON body, never cached, no session, no rate limit. While the node
 * drains, every answer carries Connection: close, so keep-alive clients (the balancer) reconnect to another node.
 */
export function registerHealthRoutes(app: FastifyInstance, { checks = {}, isDraining = () => false }: HealthOptions = {}) {
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining()) reply.header('connection', 'close');
  });

  app.get(LIVEZ_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));

  app.get(READYZ_PATH, async (_request, reply) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => runCheck(checks[name]!)));
    const draining = isDraining();
    const ready = !draining && results.every((result) => result === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', draining, checks: Object.fromEntries(names.map((name, i) => [name, results[i]])) });
  });
}
