import type { Redis } from 'ioredis';

/** Counts events per key in a fixed window; in memory by default, in Redis when several API nodes share it. */
export interface CounterStore {
  /** Adds one to the key's count in its current window and returns the new count. */
  hit(key: string, windowMs: number, nowMs: number): Promise<number>;
  close(): Promise<void>;
}

export function memoryCounterStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs, nowMs) {
      const current = windows.get(key);
      if (!current || current.resetAt <= nowMs) {
        windows.set(key, { count: 1, resetAt: nowMs + windowMs });
        if (windows.size > 100_000) {
          for (const [k, w] of windows) if (w.resetAt <= nowMs) windows.delete(k);
        }
        return 1;
      }
      current.count += 1;
      return current.count;
    },
    async close() {
      windows.clear();
    },
  };
}

export function redisCounterStore(redis: Redis, prefix = 'portal:rl:'): CounterStore {
  return {
    async hit(key, windowMs, nowMs) {
      const bucket = `${prefix}${key}:${Math.floor(nowMs / windowMs)}`;
      const [[, count]] = (await redis.multi().incr(bucket).pexpire(bucket, windowMs).exec()) as [[null, number]];
      return count;
    },
    async close() {
      await redis.quit();
    },
  };
}

export interface RateLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** True while the key is within its limit (this call included). */
export async function withinLimit(store: CounterStore, limit: RateLimit, key: string, nowMs: number) {
  return (await store.hit(`${limit.name}:${key}`, limit.windowMs, nowMs)) <= limit.max;
}
