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
