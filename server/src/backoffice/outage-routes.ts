import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { endedBy, outageStatus } from '../actions/engagement/outage-records';
import type { Db } from '../db/connect';
import { outages, outageUpdates } from '../db/schema';
import { ActionFailure, notFound } from '../http/action-failure';
import { enqueueOutageChanged, type OutageChange } from '../status/outage-notices';
import { defineRoute, ok, type BackofficeContext } from './route';

const words = (max: number, what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} must be at most ${max} characters.`);
const when = (what: string) => z.iso.datetime({ offset: true, error: `${what} must be a date and time such as 2026-12-31T18:00:00+02:00.` });
const UNPLANNED_STATUSES = ['Investigating', 'In progress'] as const;

const outageParams = z.strictObject({
  reference: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'An outage reference is letters, digits and dashes.').describe("The outage's reference, e.g. OUT-24061."),
});

const createBody = z.strictObject({
  reference: outageParams.shape.reference,
  kind: z.enum(['planned', 'unplanned'], { error: 'kind must be planned or unplanned.' }),
  title: words(120, 'title'),
  areas: z.array(words(80, 'An area')).min(1, 'Name at least one area (a city).').max(50, 'Name at most 50 areas.').describe('The cities it covers.'),
  serviceTypes: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'A service type is a services.type code such as ftth or lte.'))
    .min(1, 'Name at least one service type.')
    .max(30, 'Name at most 30 service types.')
    .describe('The service type codes it affects (ftth, lte, …).'),
  startsAt: when('startsAt'),
  expectedEndAt: when('expectedEndAt').optional(),
  status: z.enum(UNPLANNED_STATUSES, { error: 'status must be Investigating or In progress.' }).optional().describe('Unplanned only; default Investigating.'),
  message: words(2000, 'message').describe('The first update people are told.'),
});

const updateBody = z.strictObject({
  message: words(2000, 'message'),
  expectedEndAt: when('expectedEndAt').nullable().optional().describe('A new expected end; null: not known any more.'),
  status: z.enum(UNPLANNED_STATUSES, { error: 'status must be Investigating or In progress.' }).optional(),
});

const restoreBody = z.strictObject({
  message: words(2000, 'message'),
  endedAt: when('endedAt').optional().describe('When service was back; default now.'),
});

const outageAnswer = z.object({
  reference: z.string(),
  status: z.string().describe('As the status page shows it: Investigating, In progress, Scheduled, Resolved or Completed.'),
  updateId: z.number().int(),
});

async function addUpdate(tx: Db, ctx: BackofficeContext, outageId: number, message: string, change: OutageChange) {
  const now = ctx.clock.now();
  const [update] = await tx.insert(outageUpdates).values({ outageId, at: now, message }).returning({ id: outageUpdates.id });
  await enqueueOutageChanged(tx, now, { outageId, updateId: update.id, change });
  return update.id;
}

async function lockedOutage(tx: Db, reference: string) {
  const [row] = await tx.select().from(outages).where(eq(outages.reference, reference)).for('update');
  if (!row) throw notFound(`The outage ${reference}`);
  return row;
}

const answer = async (tx: Db, ctx: BackofficeContext, reference: string, updateId: number) => {
  const [row] = await tx.select().from(outages).where(eq(outages.reference, reference));
  return ok(outageAnswer.parse({ reference, status: outageStatus(row, ctx.clock.now()), updateId }));
};

/** Runs the change once and, when it was not a replay, has the outbox tell people at once. */
async function woken(ctx: BackofficeContext, work: (tx: Db) => Promise<ReturnType<typeof ok>>) {
  const answered = await ctx.once(work);
  if (!answered.replayed) ctx.wakeOutbox();
  return answered;
}

const FAN_OUT =
  " Everyone the outage concerns is told through the outbox: confirmed subscribers of its areas (status page), and signed-in customers in those areas with a service of an affected type who did not turn outage news off.";

export const createOutage = defineRoute({
  method: 'POST',
  path: '/outages',
  operationId: 'createOutage',
  tag: 'Outages',
  summary: 'Announce an outage or planned maintenance',
  description: `Shows it on the public status page and on the Outages page of each account it concerns.${FAN_OUT}`,
  params: z.strictObject({}),
  body: createBody,
  answer: outageAnswer,
  failures: { 409: 'An outage with this reference exists.' },
  example: {
    reference: 'OUT-24061',
    kind: 'unplanned',
    title: 'Fibre outage in Pretoria',
    areas: ['Pretoria'],
    serviceTypes: ['ftth', 'fttb'],
    startsAt: '2026-12-03T08:10:00+02:00',
    expectedEndAt: '2026-12-03T12:00:00+02:00',
    message: 'Fibre connections in parts of Pretoria are down. We are investigating.',
  },
  async handler({ body }, ctx) {
    return woken(ctx, async (tx) => {
      const [taken] = await tx.select({ id: outages.id }).from(outages).where(eq(outages.reference, body.reference));
      if (taken) throw new ActionFailure(409, 'CONFLICT', `An outage ${body.reference} exists already.`);
      const [row] = await tx
        .insert(outages)
        .values({
          reference: body.reference,
          kind: body.kind,
          title: body.title,
          areas: body.areas,
          serviceTypes: body.serviceTypes,
          startsAt: new Date(body.startsAt),
          expectedEndAt: body.expectedEndAt ? new Date(body.expectedEndAt) : null,
          status: body.kind === 'unplanned' ? (body.status ?? 'Investigating') : null,
        })
        .returning({ id: outages.id });
      const updateId = await addUpdate(tx, ctx, row.id, body.message, 'created');
      return answer(tx, ctx, body.reference, updateId);
    });
  },
});

export const postOutageUpdate = defineRoute({
  method: 'POST',
  path: '/outages/:reference/updates',
  operationId: 'postOutageUpdate',
  tag: 'Outages',
  summary: 'Tell people how an outage is going',
  description: `Adds an update to the outage, and may move its expected end or (unplanned) its status.${FAN_OUT}`,
  params: outageParams,
  body: updateBody,
  answer: outageAnswer,
  failures: { 404: 'No outage has this reference.', 409: 'The outage has ended.' },
  example: { message: 'A generator is on site; we expect service back by 14:00.', expectedEndAt: '2026-12-03T14:00:00+02:00', status: 'In progress' },
  async handler({ params, body }, ctx) {
    return woken(ctx, async (tx) => {
      const row = await lockedOutage(tx, params.reference);
      if (endedBy(row, ctx.clock.now())) throw new ActionFailure(409, 'CONFLICT', `The outage ${row.reference} has ended.`);
      const changes: Partial<typeof outages.$inferInsert> = {};
      if (body.expectedEndAt !== undefined) changes.expectedEndAt = body.expectedEndAt === null ? null : new Date(body.expectedEndAt);
      if (body.status && row.kind === 'unplanned') changes.status = body.status;
      if (Object.keys(changes).length) await tx.update(outages).set(changes).where(eq(outages.id, row.id));
      const updateId = await addUpdate(tx, ctx, row.id, body.message, 'updated');
      return answer(tx, ctx, row.reference, updateId);
    });
  },
});

export const restoreOutage = defineRoute({
  method: 'POST',
  path: '/outages/:reference/restore',
  operationId: 'restoreOutage',
  tag: 'Outages',
  summary: 'Say an outage is over',
  description: `Marks the outage (or maintenance) ended, with a last update; the status page counts it towards how well our expected ends held.${FAN_OUT}`,
  params: outageParams,
  body: restoreBody,
  answer: outageAnswer,
  failures: { 404: 'No outage has this reference.', 409: 'The outage has already ended.', 400: 'endedAt is before the outage started or in the future.' },
  example: { message: 'Service is back. If yours is not, please restart your router.' },
  async handler({ params, body }, ctx) {
    return woken(ctx, async (tx) => {
      const now = ctx.clock.now();
      const row = await lockedOutage(tx, params.reference);
      if (row.endedAt) throw new ActionFailure(409, 'CONFLICT', `The outage ${row.reference} has already ended.`);
      const endedAt = body.endedAt ? new Date(body.endedAt) : now;
      if (endedAt.getTime() < row.startsAt.getTime() || endedAt.getTime() > now.getTime()) {
        throw new ActionFailure(400, 'BAD_INPUT', 'endedAt must be after the outage started and not in the future.', 'endedAt');
      }
      await tx.update(outages).set({ endedAt }).where(and(eq(outages.id, row.id)));
      const updateId = await addUpdate(tx, ctx, row.id, body.message, 'restored');
      return answer(tx, ctx, row.reference, updateId);
    });
  },
});

export const OUTAGE_ROUTES = [createOutage, postOutageUpdate, restoreOutage];
