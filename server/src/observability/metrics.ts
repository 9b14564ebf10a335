import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The one Prometheus registry of this process. Every module that counts something registers its metric here, by
 * a name under `portal_`; `GET /metrics` (when served) writes this registry in Prometheus text format.
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;
/** Process metrics (CPU, memory, event-loop lag, handles): once per process, when the server starts. */
export function collectProcessMetrics() {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'portal_' });
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
