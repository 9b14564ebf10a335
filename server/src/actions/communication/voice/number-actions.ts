import { and, eq, gte, lt } from 'drizzle-orm';
import { serviceLogs } from '../../../db/schema';
import { defineAction } from '../../define-action';
import { dataOf, itemOf, pendingOf, requestChange, serviceForRead, setSetting } from '../service-changes';
import { monthOf, ownNumberOf, spaced } from './voice-records';

const TYPES = ['phone-number'] as const;

interface OutOfHours {
  opens: string;
  closes: string;
  destination: string;
}

const outOfHoursOf = (v: unknown): OutOfHours | null => {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  return typeof o.opens === 'string' && typeof o.closes === 'string' && typeof o.destination === 'string'
    ? { opens: o.opens, closes: o.closes, destination: o.destination }
    : null;
};

export const getPhoneNumber = defineAction({
  name: 'communication.GetPhoneNumber',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, TYPES);
    const routing = await itemOf(ctx.db, service.id, 'routing', 'number');
    const data = routing ? dataOf(routing) : {};
    const month = monthOf(ctx.clock.now());
    const calls = await ctx.db
      .select()
      .from(serviceLogs)
      .where(
        and(
          eq(serviceLogs.serviceId, service.id),
          eq(serviceLogs.kind, 'call'),
          gte(serviceLogs.occurredAt, new Date(`${month.start}T00:00:00Z`)),
          lt(serviceLogs.occurredAt, new Date(`${month.next}T00:00:00Z`)),
        ),
      );
    return {
      serviceTag: service.serviceTag,
      number: await ownNumberOf(ctx.db, service),
      destination: typeof data.destination === 'string' ? data.destination : '',
      outOfHours: outOfHoursOf(data.outOfHours),
      pending: routing ? pendingOf(routing) : null,
      thisMonth: {
        count: calls.length,
        answered: calls.filter((c) => c.data.answered === true).length,
        durationSeconds: calls.reduce((sum, c) => sum + (typeof c.data.durationSeconds === 'number' ? c.data.durationSeconds : 0), 0),
      },
    };
  },
});

export const setNumberRouting = defineAction({
  name: 'communication.SetNumberRouting',
  auth: 'session',
  async handler({ serviceTag, destination, outOfHours }, ctx) {
    const after = outOfHours
      ? `, and ${spaced(outOfHours.destination)} outside ${outOfHours.opens}–${outOfHours.closes}`
      : ' at all hours';
    return requestChange(ctx, serviceTag, TYPES, {
      activity: `Calls now ring ${spaced(destination)}${after}`,
      async apply(tx, reference, now, service) {
        await setSetting(tx, service, 'routing', 'number', { destination, outOfHours }, 'Call routing', reference, now);
      },
    });
  },
});
