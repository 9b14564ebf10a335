import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The one Prometheus registry of this process. Every module that counts something registers its metric here, by
 * a name under `portal_`; `GET /metrics` (when served) writes this registry in Prometheus text format.
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;
/**
 * How often the event loop's lag is sampled. prom-client's default, 10 ms, wakes an idle node 100 times a second, and
 * a node between requests as often: on the machines measured a wake-up cost about 0.14 ms of CPU, so sampling alone
 * took 12-14 ms of CPU per second per node, and a second node behind a balancer paid it again (docs/deploy.md, Sizing).
 * Lag is the delay past the sampling timer's due time, so a coarser timer still sees every long stall.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;

/** Process metrics (CPU, memory, event-loop lag, handles): once per process, when the server starts. */
export function collectProcessMetrics() {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'portal_', eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
}

/** Finds the metric of that name, or registers it: modules loaded twice (tests) share one. */
function once<T>(name: string, make: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? make();
}

export const counter = (name: string, help: string, labelNames: string[] = []) =>
  once(name, () => new Counter({ name, help, labelNames, registers: [metricsRegistry] }));

export const gauge = (name: string, help: string, labelNames: string[] = []) =>
  once(name, () => new Gauge({ name, help, labelNames, registers: [metricsRegistry] }));

export const histogram = (name: string, help: string, labelNames: string[] = [], buckets?: number[]) =>
  once(name, () => new Histogram({ name, help, labelNames, registers: [metricsRegistry], ...(buckets ? { buckets } : {}) }));
