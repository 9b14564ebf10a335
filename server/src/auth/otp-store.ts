import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/connect';
import { otpRequests } from '../db/schema';

/** The one live PIN of a cell number, as a hash. */
export interface LivePin {
  id: string;
  pinHash: string;
  expiresAt: Date;
}

/**
 * Where issued PINs live between the SMS and the sign-in. The database by default (it survives a restart and is
 * shared by every node on one PostgreSQL); Redis when REDIS_URL is set, next to the rate-limit counters.
 */
export interface OtpStore {
  /** Keeps this PIN as the cell number's only live one: any earlier PIN is void. */
  issue(cell: string, pinHash: string, now: Date, expiresAt: Date): Promise<void>;
  /** The cell number's live PIN, expired or not; none once used or void. */
  live(cell: string): Promise<LivePin | undefined>;
  /** Counts a wrong try; the PIN is void at `maxTries`. */
  recordWrongTry(cell: string, id: string, now: Date, maxTries: number): Promise<void>;
  /** Uses the PIN up. False when it was used or voided meanwhile: of concurrent tries exactly one gets true. */
  consume(cell: string, id: string, now: Date): Promise<boolean>;
  close(): Promise<void>;
}

export function databaseOtpStore(db: Db): OtpStore {
  const unusedOf = (cell: string) => and(eq(otpRequests.cellNumber, cell), isNull(otpRequests.consumedAt), isNull(otpRequests.voidedAt));
  return {
    async issue(cell, pinHash, now, expiresAt) {
      await db.transaction(async (tx) => {
        await tx.update(otpRequests).set({ voidedAt: now }).where(unusedOf(cell));
        await tx.insert(otpRequests).values({ cellNumber: cell, pinHash, createdAt: now, expiresAt });
      });
    },
    async live(cell) {
      const [row] = await db.select().from(otpRequests).where(unusedOf(cell)).orderBy(desc(otpRequests.createdAt)).limit(1);
      return row && { id: String(row.id), pinHash: row.pinHash, expiresAt: row.expiresAt };
    },
    async recordWrongTry(_cell, id, now, maxTries) {
      await db
        .update(otpRequests)
        .set({
          failedAttempts: sql`${otpRequests.failedAttempts} + 1`,
          voidedAt: sql`case when ${otpRequests.failedAttempts} + 1 >= ${maxTries} then ${now.toISOString()}::timestamptz else ${otpRequests.voidedAt} end`,
        })
        .where(eq(otpRequests.id, Number(id)));
    },
    async consume(cell, id, now) {
      const used = await db
        .update(otpRequests)
        .set({ consumedAt: now })
        .where(and(eq(otpRequests.id, Number(id)), unusedOf(cell)))
        .returning({ id: otpRequests.id });
      return used.length > 0;
    },
    async close() {
      // The database is closed by its owner.
    },
  };
}

// Scripts run atomically in Redis: a wrong try and a use of the same PIN cannot interleave.
const RECORD_WRONG_TRY = `
if redis.call('HGET', KEYS[1], 'id') ~= ARGV[1] then return 0 end
if redis.call('HINCRBY', KEYS[1], 'wrongTries', 1) >= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) end
return 1`;
const CONSUME = `
if redis.call('HGET', KEYS[1], 'id') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1`;

/**
 * One hash per cell number holding its live PIN; using or voiding the PIN deletes it. The key lives as long as the
 * PIN (a relative expiry, so the server's clock decides expiry and Redis only cleans up).
 */
export function redisOtpStore(redis: Redis, prefix = 'portal:otp:'): OtpStore {
  const keyOf = (cell: string) => `${prefix}${cell}`;
  return {
    async issue(cell, pinHash, now, expiresAt) {
      const key = keyOf(cell);
      const id = randomUUID();
      await redis
        .multi()
        .del(key)
        .hset(key, { id, pinHash, expiresAt: String(expiresAt.getTime()), wrongTries: '0' })
        .pexpire(key, Math.max(1, expiresAt.getTime() - now.getTime()))
        .exec();
    },
    async live(cell) {
      const pin = await redis.hgetall(keyOf(cell));
      if (!pin.id) return undefined;
      return { id: pin.id, pinHash: pin.pinHash, expiresAt: new Date(Number(pin.expiresAt)) };
    },
    async recordWrongTry(cell, id, _now, maxTries) {
      await redis.eval(RECORD_WRONG_TRY, 1, keyOf(cell), id, String(maxTries));
    },
    async consume(cell, id) {
      return (await redis.eval(CONSUME, 1, keyOf(cell), id)) === 1;
    },
    async close() {
      await redis.quit();
    },
  };
}
