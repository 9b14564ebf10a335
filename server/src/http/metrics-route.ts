import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@portal/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { outboxEvents } from '../db/schema';
import { DEMO_HELPDESK_REPLY } from '../adapters/helpdesk';
import { HELPDESK_EVENT_TYPES, PROVISIONING_EVENT_TYPES } from '../outbox/outbox-events';
import { collectProcessMetrics, gauge, histogram, metricsRegistry } from '../observability/metrics';
import { sendFailure } from './envelope';

export const METRICS_PATH = '/metrics';

const requestSeconds = histogram(
  'portal_request_duration_seconds',
  'Time to answer a request, by action (or route pattern for anything else).',
  ['action'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);
const queueDepth = gauge('portal_queue_depth', 'Jobs waiting: outbox events for provisioning and for the helpdesk not yet delivered, and demo agent replies not yet shown.', ['queue']);
const OUTBOX_STATES = ['pending', 'delivered', 'failed', 'skipped'] as const;
const outboxDepth = gauge('portal_outbox_events', 'Outbox events by state: pending (waiting or being delivered), delivered, failed (after the last try: see the log), skipped.', ['state']);
const outboxFailed = gauge('portal_outbox_failed_events', 'Outbox events that failed for good: the provider must look (the log names each one).');
const poolConnections = gauge('portal_db_pool_connections', 'Database connections by state: total, idle and waiting clients (PostgreSQL pool); PGlite has one.', ['state']);

/**
 * One histogram observation per answered request. The label is the action's name (one of `known`) or the route's
 * pattern, never the raw URL, so the number of series stays bounded whatever callers send.
 */
export function registerRequestMetrics(app: FastifyInstance, known: ReadonlySet<string>) {
  app.addHook('onResponse', (request, reply, done) => {
    const pattern = request.routeOptions.url;
    const name = (request.params as { name?: unknown } | undefined)?.name;
    const action = pattern === undefined ? 'unmatched' : typeof name === 'string' ? (known.has(name) ? name : 'unknown') : pattern;
    requestSeconds.observe({ action }, reply.elapsedTime / 1000);
    done();
  });
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

async function sampleAtScrape(db: Db) {
  const pending = eq(outboxEvents.state, 'pending');
  const [[provisioning], [helpdesk], [agentReplies], byState] = await Promise.all([
    db.select({ n: count() }).from(outboxEvents).where(and(pending, inArray(outboxEvents.type, [...PROVISIONING_EVENT_TYPES]))),
    db.select({ n: count() }).from(outboxEvents).where(and(pending, inArray(outboxEvents.type, [...HELPDESK_EVENT_TYPES]))),
    db.select({ n: count() }).from(outboxEvents).where(and(pending, eq(outboxEvents.type, DEMO_HELPDESK_REPLY))),
    db.select({ state: outboxEvents.state, n: count() }).from(outboxEvents).groupBy(outboxEvents.state),
  ]);
  queueDepth.set({ queue: 'provisioning' }, provisioning.n);
  queueDepth.set({ queue: 'helpdesk' }, helpdesk.n + agentReplies.n);
  for (const state of OUTBOX_STATES) outboxDepth.set({ state }, byState.find((row) => row.state === state)?.n ?? 0);
  outboxFailed.set(byState.find((row) => row.state === 'failed')?.n ?? 0);
  const pool = (db as unknown as { $client?: Partial<PoolLike> }).$client;
  if (typeof pool?.totalCount === 'number') {
    poolConnections.set({ state: 'total' }, pool.totalCount);
    poolConnections.set({ state: 'idle' }, pool.idleCount ?? 0);
    poolConnections.set({ state: 'waiting' }, pool.waitingCount ?? 0);
  } else {
    poolConnections.set({ state: 'total' }, 1);
  }
}

/**
 * GET /metrics: the registry in Prometheus text format. With a token, only for `Authorization: Bearer <token>`
 * (compared in constant time); without one it is served only when `served` (demo mode), else it does not exist (404).
 */
export function registerMetricsRoute(app: FastifyInstance, { token, served, db }: { token?: string; served: boolean; db: Db }) {
  if (!served) return;
  collectProcessMetrics();
  app.get(METRICS_PATH, async (request, reply) => {
    if (token) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendFailure(reply, 401, ERROR_CODES.unauthenticated, 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.');
      }
    }
    await sampleAtScrape(db);
    return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
