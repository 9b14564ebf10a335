import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SmsAdapter } from '../adapters/sms';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { people } from '../db/schema';
import { badInput, rateLimited } from '../http/action-failure';
import type { OtpStore } from './otp-store';
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
  pins: OtpStore;
  secret: Uint8Array;
  limits?: OtpLimits;
}) {
  const { db, sms, clock, counters, pins, secret } = deps;
  const limits = deps.limits ?? DEFAULT_OTP_LIMITS;
  // A key of its own for PIN hashes, derived from the server secret, so the token signing key signs tokens only.
  const pinKey = createHmac('sha256', secret).update('portal:otp-pin-hash').digest();
  const hashPin = (cell: string, pin: string) => createHmac('sha256', pinKey).update(`${cell}:${pin}`).digest('hex');

  return {
    /**
     * Answers the same for known and unknown numbers; only a known number gets an SMS. An unknown number gets a PIN
     * too, never sent, so that trying PINs on it answers as on a known number (incorrect, then void, then expired).
     */
    async request(cellNumber: string, clientAddress: string) {
      const cell = localCellNumber(cellNumber);
      const now = clock.now();
      const allowed =
        (await withinLimit(counters, limits.perClientAddress, clientAddress, now.getTime())) &&
        (await withinLimit(counters, limits.perCellNumber, cell, now.getTime()));
      if (!allowed) throw rateLimited(TOO_MANY_REQUESTS);

      const known = await db.select({ id: people.id }).from(people).where(eq(people.cellNumber, cell)).limit(1);
      const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await pins.issue(cell, hashPin(cell, pin), now, new Date(now.getTime() + OTP_TTL_MS));
      if (known.length > 0) await sms.send(cell, `Your portal PIN is ${pin}. It expires in 5 minutes. Never share it with anyone.`);
      return { cellNumber: maskCellNumber(cell) };
    },

    /** Checks the PIN and uses it up; returns the cell number it proved. Exactly one of concurrent tries wins. */
    async verify(cellNumber: string, pin: string): Promise<string> {
      const cell = localCellNumber(cellNumber);
      const now = clock.now();
      const live = await pins.live(cell);
      if (!live || live.expiresAt.getTime() <= now.getTime()) throw badInput(PIN_EXPIRED, 'pin');

      const expected = Buffer.from(live.pinHash, 'hex');
      const given = Buffer.from(hashPin(cell, pin), 'hex');
      if (!timingSafeEqual(expected, given)) {
        await pins.recordWrongTry(cell, live.id, now, OTP_MAX_WRONG_TRIES);
        if (!(await withinLimit(counters, limits.failuresPerCellNumber, cell, now.getTime()))) {
          throw rateLimited('Too many incorrect pins. Please wait before trying again.');
        }
        throw badInput(PIN_INCORRECT, 'pin');
      }

      if (!(await pins.consume(cell, live.id, now))) throw badInput(PIN_EXPIRED, 'pin');
      return cell;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
