import type { Redis } from 'ioredis';

/** Counts events per key in a fixed window; in memory by default, in Redis when several API nodes share it. */
export interface CounterStore {
  /** Adds one to the key's count in its current window and returns the new count. */
  hit(key: string, windowMs: number, nowMs: number): Promise<number>;
  /** Takes back one hit made at `nowMs`, when its window is still the current one. */
  takeBack(key: string, windowMs: number, nowMs: number): Promise<void>;
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
    async takeBack(key, windowMs, nowMs) {
      const current = windows.get(key);
      if (current && current.count > 0 && current.resetAt > nowMs && current.resetAt - windowMs <= nowMs) current.count -= 1;
    },
    async close() {
      windows.clear();
    },
  };
}

// Never below zero, and never recreating a bucket that expired.
const TAKE_BACK = `
if (tonumber(redis.call('GET', KEYS[1]) or '0')) > 0 then redis.call('DECR', KEYS[1]) end
return 1`;

export function redisCounterStore(redis: Redis, prefix = 'portal:rl:'): CounterStore {
  const bucketOf = (key: string, windowMs: number, nowMs: number) => `${prefix}${key}:${Math.floor(nowMs / windowMs)}`;
  return {
    async hit(key, windowMs, nowMs) {
      const bucket = bucketOf(key, windowMs, nowMs);
      const [[, count]] = (await redis.multi().incr(bucket).pexpire(bucket, windowMs).exec()) as [[null, number]];
      return count;
    },
    async takeBack(key, windowMs, nowMs) {
      await redis.eval(TAKE_BACK, 1, bucketOf(key, windowMs, nowMs));
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

/** Counts one event for the key and answers whether the key is still within its limit (this event included). */
export async function withinLimit(store: CounterStore, limit: RateLimit, key: string, nowMs: number) {
  return (await store.hit(`${limit.name}:${key}`, limit.windowMs, nowMs)) <= limit.max;
}

/** Uncounts an event counted by withinLimit at `nowMs`: one that turned out not to count (a right PIN). */
export async function uncount(store: CounterStore, limit: RateLimit, key: string, nowMs: number) {
  await store.takeBack(`${limit.name}:${key}`, limit.windowMs, nowMs);
}
