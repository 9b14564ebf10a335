import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SmsAdapter } from '../adapters/sms';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { otpRequests, people } from '../db/schema';
import { badInput, rateLimited } from '../http/action-failure';
import { withinLimit, type CounterStore, type RateLimit } from './rate-limit';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;

export interface OtpLimits {
  perCellNumber: RateLimit;
  perClientAddress: RateLimit;
  failuresPerCellNumber: RateLimit;
}

export const DEFAULT_OTP_LIMITS: OtpLimits = {
  perCellNumber: { name: 'otp-cell', max: 5, windowMs: 10 * 60 * 1000 },
  perClientAddress: { name: 'otp-ip', max: 20, windowMs: 10 * 60 * 1000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 15, windowMs: 60 * 60 * 1000 },
};

export const PIN_EXPIRED = 'This pin has expired. Please request a new one.';
export const PIN_INCORRECT = 'The pin you entered is incorrect.';
const TOO_MANY_REQUESTS = 'Too many PIN requests. Please wait a few minutes and try again.';

/** '0821234567' → '082 *** 4567': enough for a person to recognise their number. */
export const maskCellNumber = (cell: string) => `${cell.slice(0, 3)} *** ${cell.slice(-4)}`;

/** 27821234567 and 0821234567 are the same number; people are stored with the 0 form. */
export const localCellNumber = (cell: string) => (cell.startsWith('27') ? '0' + cell.slice(2) : cell);

export function createOtpService(deps: {
  db: Db;
  sms: SmsAdapter;
  clock: Clock;
  counters: CounterStore;
  secret: Uint8Array;
  limits?: OtpLimits;
}) {
  const { db, sms, clock, counters, secret } = deps;
  const limits = deps.limits ?? DEFAULT_OTP_LIMITS;
  // A key of its own for PIN hashes, derived from the server secret, so the token signing key signs tokens only.
  const pinKey = createHmac('sha256', secret).update('portal:otp-pin-hash').digest();
  const hashPin = (cell: string, pin: string) => createHmac('sha256', pinKey).update(`${cell}:${pin}`).digest('hex');

  return {
    /** Answers the same for known and unknown numbers; only a known number gets an SMS. */
    async request(cellNumber: string, clientAddress: string) {
      const cell = localCellNumber(cellNumber);
      const now = clock.now();
      const allowed =
        (await withinLimit(counters, limits.perClientAddress, clientAddress, now.getTime())) &&
        (await withinLimit(counters, limits.perCellNumber, cell, now.getTime()));
      if (!allowed) throw rateLimited(TOO_MANY_REQUESTS);

      const known = await db.select({ id: people.id }).from(people).where(eq(people.cellNumber, cell)).limit(1);
      if (known.length > 0) {
        const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await db.transaction(async (tx) => {
          await tx
            .update(otpRequests)
            .set({ voidedAt: now })
            .where(and(eq(otpRequests.cellNumber, cell), isNull(otpRequests.consumedAt), isNull(otpRequests.voidedAt)));
          await tx.insert(otpRequests).values({
            cellNumber: cell,
            pinHash: hashPin(cell, pin),
            createdAt: now,
            expiresAt: new Date(now.getTime() + OTP_TTL_MS),
          });
        });
        await sms.send(cell, `Your portal PIN is ${pin}. It expires in 5 minutes. Never share it with anyone.`);
      }
      return { cellNumber: maskCellNumber(cell) };
    },

    /** Checks the PIN and uses it up; returns the cell number it proved. Exactly one of concurrent tries wins. */
    async verify(cellNumber: string, pin: string): Promise<string> {
      const cell = localCellNumber(cellNumber);
      const now = clock.now();
      const [live] = await db
        .select()
        .from(otpRequests)
        .where(and(eq(otpRequests.cellNumber, cell), isNull(otpRequests.consumedAt), isNull(otpRequests.voidedAt)))
        .orderBy(desc(otpRequests.createdAt))
        .limit(1);
      if (!live || live.expiresAt.getTime() <= now.getTime()) throw badInput(PIN_EXPIRED, 'pin');

      const expected = Buffer.from(live.pinHash, 'hex');
      const given = Buffer.from(hashPin(cell, pin), 'hex');
      if (!timingSafeEqual(expected, given)) {
        await db
          .update(otpRequests)
          .set({
            failedAttempts: sql`${otpRequests.failedAttempts} + 1`,
            voidedAt: sql`case when ${otpRequests.failedAttempts} + 1 >= ${OTP_MAX_WRONG_TRIES} then ${now.toISOString()}::timestamptz else null end`,
          })
          .where(eq(otpRequests.id, live.id));
        if (!(await withinLimit(counters, limits.failuresPerCellNumber, cell, now.getTime()))) {
          throw rateLimited('Too many incorrect pins. Please wait before trying again.');
        }
        throw badInput(PIN_INCORRECT, 'pin');
      }

      const used = await db
        .update(otpRequests)
        .set({ consumedAt: now })
        .where(and(eq(otpRequests.id, live.id), isNull(otpRequests.consumedAt), isNull(otpRequests.voidedAt)))
        .returning({ id: otpRequests.id });
      if (used.length === 0) throw badInput(PIN_EXPIRED, 'pin');
      return cell;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
