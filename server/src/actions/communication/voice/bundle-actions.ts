import { defineAction } from '../../define-action';
import { productById } from '../../services/service-records';
import { serviceForRead } from '../service-changes';
import { callsBetween, minutesOf, monthOf, toCallRow } from './voice-records';
import type { Db } from '../../../db/connect';
import type { ServiceRow } from '../../services/service-records';

const TYPES = ['voice-bundle'] as const;

/** The minutes of the bundle used in the month of `now`. */
export async function minutesUsed(db: Db, service: ServiceRow, now: Date) {
  const month = monthOf(now);
  const calls = await callsBetween(db, service, month.start, month.end);
  return minutesOf(calls.reduce((sum, c) => sum + c.durationSeconds, 0));
}

export const getVoiceBundle = defineAction({
  name: 'communication.GetVoiceBundle',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, TYPES);
    const plan = await productById(ctx.db, service.productId);
    const month = monthOf(ctx.clock.now());
    const calls = await callsBetween(ctx.db, service, month.start, month.end);
    const days = new Map<string, { seconds: number; calls: number }>();
    for (const c of calls) {
      const d = days.get(c.callDate) ?? { seconds: 0, calls: 0 };
      d.seconds += c.durationSeconds;
      d.calls += 1;
      days.set(c.callDate, d);
    }
    const largest = [...calls].sort((a, b) => b.durationSeconds - a.durationSeconds || b.id - a.id).slice(0, 5);
    return {
      serviceTag: service.serviceTag,
      minutesIncluded: plan?.limits?.minutes ?? 0,
      minutesUsed: minutesOf(calls.reduce((sum, c) => sum + c.durationSeconds, 0)),
      periodStart: month.start,
      periodEnd: month.end,
      renewalDate: month.next,
      byDay: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, d]) => ({ date, minutes: minutesOf(d.seconds), calls: d.calls })),
      largestCalls: largest.map(toCallRow),
    };
  },
});
