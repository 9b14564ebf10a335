import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SmsAdapter } from '../adapters/sms';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { people } from '../db/schema';
import { badInput, rateLimited, serviceUnavailable } from '../http/action-failure';
import { counter } from '../observability/metrics';
import { inProcessSmsJobs, type SmsJobs } from './otp-sms-jobs';
import type { OtpStore } from './otp-store';
import { uncount, withinLimit, type CounterStore, type RateLimit } from './rate-limit';


export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;

export interface OtpLimits {
  /** PIN requests (SMS sent) per cell number. */
  perCellNumber: RateLimit;
  /** PIN requests per client address. */
  perClientAddress: RateLimit;
  /** Wrong PINs tried on one cell number, from anywhere: bounds guessing. */
  failuresPerCellNumber: RateLimit;
  /**
   * Wrong PINs tried from one client address, on any numbers: bounds guessing from one address, and voiding other
   * people's PINs (OTP_MAX_WRONG_TRIES wrong tries void a PIN). When left out, DEFAULT_OTP_LIMITS' applies.
   */
  failuresPerClientAddress?: RateLimit;
  /**
   * PIN requests accepted per hour from everyone together (each sends at most one SMS): a bound on what a flood of
   * requests can cost. Counted for known and unknown numbers alike, so the budget tells no one who is a customer.
   */
  smsBudget?: RateLimit;
}

const MINUTES = 60 * 1000;

export const DEFAULT_OTP_LIMITS = {
  perCellNumber: { name: 'otp-cell', max: 5, windowMs: 10 * MINUTES },
  perClientAddress: { name: 'otp-ip', max: 20, windowMs: 10 * MINUTES },
  failuresPerCellNumber: { name: 'otp-fail', max: 15, windowMs: 60 * MINUTES },
  // Enough for a household or office behind one address to mistype; voids the PINs of 4 numbers an hour at most.
  failuresPerClientAddress: { name: 'otp-fail-ip', max: 20, windowMs: 60 * MINUTES },
  smsBudget: { name: 'sms-budget', max: 1000, windowMs: 60 * MINUTES },
} satisfies Required<OtpLimits>;

export const PIN_EXPIRED = 'This PIN has expired. Please request a new one.';
export const PIN_INCORRECT = 'The PIN you entered is incorrect.';
const TOO_MANY_REQUESTS = 'Too many PIN requests. Please wait a few minutes and try again.';
export const SMS_BUDGET_EXHAUSTED = 'We cannot send any more PINs right now. Please try again in an hour, or sign in with a passkey if you have one.';
export const TOO_MANY_WRONG_PINS = 'Too many incorrect PINs. Please wait before trying again.';

/** '0821234567' → '082 *** 4567': enough for a person to recognise their number. */
export const maskCellNumber = (cell: string) => `${cell.slice(0, 3)} *** ${cell.slice(-4)}`;

/** 27821234567 and 0821234567 are the same number; people are stored with the 0 form. */
export const localCellNumber = (cell: string) => (cell.startsWith('27') ? '0' + cell.slice(2) : cell);

/** How a PIN's text is listed at /account/notifications: never the digits. */
export const SIGN_IN_PIN_NOTICE = { eventType: 'sms.sign-in-pin', summary: 'Your sign-in PIN' } as const;

const budgetExhausted = counter('portal_sms_budget_exhausted_total', 'PIN requests refused because the SMS budget of the hour was used up.');

export interface OtpLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export function createOtpService(deps: {
  db: Db;
  sms: SmsAdapter;
  /** Where texts are sent from after the answer; default in process, over `sms`. */
  smsJobs?: SmsJobs;
  clock: Clock;
  counters: CounterStore;
  pins: OtpStore;
  secret: Uint8Array;
  limits?: OtpLimits;
}) {
  const { db, sms, clock, counters, pins, secret } = deps;
  const limits = deps.limits ?? DEFAULT_OTP_LIMITS;
  const failuresPerClientAddress = limits.failuresPerClientAddress ?? DEFAULT_OTP_LIMITS.failuresPerClientAddress;
  const smsBudget = limits.smsBudget ?? DEFAULT_OTP_LIMITS.smsBudget;
  const budgetAlert: RateLimit = { name: 'sms-budget-alert', max: 1, windowMs: smsBudget.windowMs };
  const smsJobs = deps.smsJobs ?? inProcessSmsJobs(sms, { notifications: { db, clock } });
  // A key of its own for PIN hashes, derived from the server secret, so the token signing key signs tokens only.
  const pinKey = createHmac('sha256', secret).update('portal:otp-pin-hash').digest();
  const hashPin = (cell: string, pin: string) => createHmac('sha256', pinKey).update(`${cell}:${pin}`).digest('hex');

  return {
    /**
     * Answers the same for known and unknown numbers, after the same work (the same reads and writes, the same
     * hashing); only a known number's text is then handed to the SMS jobs, which send it after the answer. An unknown
     * number gets a PIN too, never sent, so that trying PINs on it answers as on a known number (incorrect, then void,
     * then expired). A failed send is logged and counted by the jobs; the person asks again.
     */
    async request(cellNumber: string, clientAddress: string, log?: OtpLog) {
      const cell = localCellNumber(cellNumber);
      const now = clock.now();
      const nowMs = now.getTime();
      const allowed =
        (await withinLimit(counters, limits.perClientAddress, clientAddress, nowMs)) &&
        (await withinLimit(counters, limits.perCellNumber, cell, nowMs));
      if (!allowed) throw rateLimited(TOO_MANY_REQUESTS);
      if (!(await withinLimit(counters, smsBudget, 'all', nowMs))) {
        budgetExhausted.inc();
        // One alert per window from all nodes together (the counters are shared through Redis when set).
        if (await withinLimit(counters, budgetAlert, 'all', nowMs)) {
          log?.error({ alert: 'sms-budget-exhausted', budget: smsBudget.max, windowMinutes: smsBudget.windowMs / MINUTES }, 'SMS budget used up: PIN requests are refused until the window ends');
        }
        throw serviceUnavailable(SMS_BUDGET_EXHAUSTED);
      }

      const known = await db.select({ id: people.id }).from(people).where(eq(people.cellNumber, cell)).limit(1);
      const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await pins.issue(cell, hashPin(cell, pin), now, new Date(nowMs + OTP_TTL_MS));
      if (known.length > 0) smsJobs.enqueue(cell, `Your portal PIN is ${pin}. It expires in 5 minutes. Never share it with anyone.`, log, SIGN_IN_PIN_NOTICE);
      return { cellNumber: maskCellNumber(cell) };
    },

    /**
     * Checks the PIN and uses it up; returns the cell number it proved. Exactly one of concurrent tries wins.
     *
     * Each try is counted as a wrong one, per cell number and per client address, BEFORE the PIN is compared, and
     * a try beyond either limit is refused without being compared, even with the right PIN; a right PIN takes its
     * counts back (a try that finds no live PIN keeps them). Counting first keeps the limits exact under concurrent
     * tries.
     */
    async verify(cellNumber: string, pin: string, clientAddress: string): Promise<string> {
      const cell = localCellNumber(cellNumber);
      const now = clock.now();
      const nowMs = now.getTime();
      // The address first: a stranger over their own limit adds nothing to the count of the number they try.
      const counted: [RateLimit, string][] = [
        [failuresPerClientAddress, clientAddress],
        [limits.failuresPerCellNumber, cell],
      ];
      for (const [limit, key] of counted) {
        if (!(await withinLimit(counters, limit, key, nowMs))) throw rateLimited(TOO_MANY_WRONG_PINS);
      }

      const live = await pins.live(cell);
      if (!live || live.expiresAt.getTime() <= nowMs) throw badInput(PIN_EXPIRED, 'pin');

      const expected = Buffer.from(live.pinHash, 'hex');
      const given = Buffer.from(hashPin(cell, pin), 'hex');
      if (!timingSafeEqual(expected, given)) {
        await pins.recordWrongTry(cell, live.id, now, OTP_MAX_WRONG_TRIES);
        throw badInput(PIN_INCORRECT, 'pin');
      }

      if (!(await pins.consume(cell, live.id, now))) throw badInput(PIN_EXPIRED, 'pin');
      for (const [limit, key] of counted) await uncount(counters, limit, key, nowMs);
      return cell;
    },

    /** Resolves once every text handed to the SMS jobs is sent or has failed. */
    drainSms: () => smsJobs.drain(),
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
