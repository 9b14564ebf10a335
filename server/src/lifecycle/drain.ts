import { SettingsError } from '../settings';

export const DRAIN_SECONDS_DEFAULT = 10;
export const DRAIN_SECONDS_MAX = 300;

/**
 * DRAIN_SECONDS: how long a node keeps serving after SIGTERM while /readyz answers 503, so that the balancer stops
 * sending it requests before it closes. Whole seconds, 0-300; default 10.
 */
export function drainSecondsFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.DRAIN_SECONDS?.trim();
  if (raw === undefined || raw === '') return DRAIN_SECONDS_DEFAULT;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 0 && value <= DRAIN_SECONDS_MAX)) {
    throw new SettingsError([`DRAIN_SECONDS=${JSON.stringify(raw.slice(0, 20))}: use whole seconds from 0 to ${DRAIN_SECONDS_MAX} (default ${DRAIN_SECONDS_DEFAULT}).`]);
  }
  return value;
}

/** Whether this node is on its way out: set once on SIGTERM, read by /readyz and by every answer (Connection: close). */
export interface Drain {
  readonly draining: boolean;
  /** Turns draining on, then resolves after `seconds`. */
  start(seconds: number): Promise<void>;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start(seconds) {
      draining = true;
      return new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    },
  };
}
