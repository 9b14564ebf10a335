import { ERROR_CODES } from '@portal/contract';
import type { ColocationOverview } from '@portal/contract/catalogue';
import { and, desc, eq, like } from 'drizzle-orm';
import { maskLongNumbers } from '../../../billing/support-tickets';
import { isoDay } from '../../../documents/dates';
import type { Db } from '../../../db/connect';
import { serviceLogs, tickets } from '../../../db/schema';
import { ActionFailure, notFound } from '../../../http/action-failure';
import { defineAction } from '../../define-action';
import { productById, type ServiceRow } from '../../services/service-records';
import { claimKey, insertTicket, personName, requestHash, tellHelpdesk } from '../../tickets/ticket-store';
import { addItem, assertChangeable, dataOf, itemOf, itemsOf, pendingOf, recordActivity, removeItem, requestChange, serviceForRead } from '../../communication/service-changes';
import { requireCapability } from '../../../adapters/capability-off';

const COLOCATION = ['co-location'] as const;
const TECHNICAL = 'Technical';
const REMOTE_HANDS = 'Remote hands';
const conflict = (message: string, field?: string) => new ActionFailure(409, ERROR_CODES.badInput, message, field);

/** '082 123 4567' */
const spaced = (cell: string) => `${cell.slice(0, 3)} ${cell.slice(3, 6)} ${cell.slice(6)}`;

/** The subject of a remote-hands ticket: it names the service. */
const remoteHandsSubject = (service: ServiceRow, task: string) => `${REMOTE_HANDS}: ${task} (${service.product} ${service.serviceTag})`;

async function powerOf(db: Db, service: ServiceRow) {
  const rows = (
    await db
      .select()
      .from(serviceLogs)
      .where(and(eq(serviceLogs.serviceId, service.id), eq(serviceLogs.kind, 'power')))
      .orderBy(desc(serviceLogs.occurredAt), desc(serviceLogs.id))
      .limit(30)
  ).reverse();
  const product = await productById(db, service.productId);
  return {
    allowanceAmps: product?.limits?.powerAmps ?? 1,
    days: rows.map((r) => isoDay(r.occurredAt)),
    averageAmps: rows.map((r) => Number(r.data.averageAmps ?? 0)),
    peakAmps: rows.map((r) => Number(r.data.peakAmps ?? 0)),
  };
}

export const getColocation = defineAction({
  name: 'cloud.GetColocation',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, COLOCATION);
    const product = await productById(ctx.db, service.productId);
    const rack = await itemOf(ctx.db, service.id, 'rack', 'rack');
    const rackData = rack ? dataOf(rack) : {};
    const visitors = await itemsOf(ctx.db, service.id, 'visitor');
    const handRows = await ctx.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.accountId, ctx.session.accountId), eq(tickets.serviceTag, service.serviceTag), like(tickets.subject, `${REMOTE_HANDS}:%`)))
      .orderBy(desc(tickets.createdAt));
    const overview: ColocationOverview = {
      serviceTag: service.serviceTag,
      rack: {
        dataCentre: String(rackData.dataCentre ?? 'To be confirmed'),
        hall: String(rackData.hall ?? ''),
        rack: String(rackData.rack ?? ''),
        units: String(rackData.units ?? ''),
        unitCount: Number(rackData.unitCount ?? product?.limits?.units ?? 0),
      },
      power: await powerOf(ctx.db, service),
      visitors: visitors
        .map((v) => {
          const data = dataOf(v);
          return { name: String(data.name ?? ''), idOrCompany: String(data.idOrCompany ?? ''), cellNumber: v.key, pending: pendingOf(v) };
        })
        .sort((a, b) => a.name.localeCompare(b.name)),
      remoteHands: handRows.map((t) => ({ ticketNumber: t.ticketNumber, subject: t.subject, status: t.status, createdAt: new Date(t.createdAt).toISOString() })),
      remoteHandsAvailable: ctx.instanceConfig.enabledTicketCategories.includes(TECHNICAL),
    };
    return overview;
  },
});

export const addColocationVisitor = defineAction({
  name: 'cloud.AddColocationVisitor',
  auth: 'session',
  async handler({ serviceTag, name, idOrCompany, cellNumber }, ctx) {
    return requestChange(ctx, serviceTag, COLOCATION, {
      activity: `${name} added to the access list`,
      apply: async (tx, reference, now, service) => {
        const visitors = await itemsOf(tx, service.id, 'visitor');
        const same = visitors.find((v) => v.key === cellNumber);
        if (same) throw conflict(`${String(dataOf(same).name)} (${spaced(cellNumber)}) is already on the access list.`, 'cellNumber');
        const sameName = visitors.find((v) => String(dataOf(v).name).toLowerCase() === name.toLowerCase() && String(dataOf(v).idOrCompany).toLowerCase() === idOrCompany.toLowerCase());
        if (sameName) throw conflict(`${name} of ${idOrCompany} is already on the access list.`, 'name');
        await addItem(tx, service, { kind: 'visitor', key: cellNumber, data: { name, idOrCompany } }, `The visitor ${spaced(cellNumber)}`, reference, now);
      },
    });
  },
});

export const removeColocationVisitor = defineAction({
  name: 'cloud.RemoveColocationVisitor',
  auth: 'session',
  async handler({ serviceTag, cellNumber }, ctx) {
    let who = spaced(cellNumber);
    const service = await serviceForRead(ctx, serviceTag, COLOCATION);
    const found = await itemOf(ctx.db, service.id, 'visitor', cellNumber);
    if (found) who = String(dataOf(found).name);
    return requestChange(ctx, serviceTag, COLOCATION, {
      activity: `${who} removed from the access list`,
      apply: async (tx, reference, now, locked) => {
        const visitor = await itemOf(tx, locked.id, 'visitor', cellNumber);
        if (!visitor) throw notFound('That visitor');
        await removeItem(tx, visitor, `The visitor ${who}`, reference, now);
      },
    });
  },
});

/**
 * Logs a Technical ticket asking a technician at the data centre to do something at the rack: the subject names the
 * task and the service, the first message carries the customer's words and where the rack is. A retry with the same
 * idempotency key answers the same ticket (as outages.ReportOutage does).
 */
export const requestRemoteHands = defineAction({
  name: 'cloud.RequestRemoteHands',
  auth: 'session',
  async handler({ serviceTag, task, description, idempotencyKey }, ctx) {
    requireCapability(ctx, 'helpdesk');
    const service = await serviceForRead(ctx, serviceTag, COLOCATION);
    if (!ctx.instanceConfig.enabledTicketCategories.includes(TECHNICAL)) {
      throw conflict('This portal does not take remote-hands requests. Please call us to arrange remote hands.');
    }
    await assertChangeable(ctx.db, service);
    const rack = await itemOf(ctx.db, service.id, 'rack', 'rack');
    const where = rack ? [rack.data.dataCentre, rack.data.hall, `rack ${String(rack.data.rack)}`, String(rack.data.units)].filter(Boolean).join(', ') : 'not recorded';
    const subject = maskLongNumbers(remoteHandsSubject(service, task));
    const body = maskLongNumbers([description, '', `Task: ${task}`, `Rack: ${where}`, `Service: ${service.product} (${service.serviceTag})`].join('\n'));
    const hash = requestHash({ kind: 'remote-hands', serviceTag: service.serviceTag, subject, body });
    const now = ctx.clock.now();
    const author = await personName(ctx.db, ctx.session.personId);
    const made = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const claim = await claimKey(tx, ctx.session.accountId, idempotencyKey, hash, now);
      if (claim.replayOf !== null) {
        const [first] = await tx.select({ ticketNumber: tickets.ticketNumber }).from(tickets).where(eq(tickets.id, claim.replayOf));
        return { ticketNumber: first.ticketNumber, replayed: true };
      }
      const created = await insertTicket(
        tx,
        { accountId: ctx.session.accountId, category: TECHNICAL, subject, description: body, serviceTag: service.serviceTag, authorName: author.full, loggedEvent: `Remote hands requested by ${author.full}` },
        now,
      );
      await claim.settle(created.id);
      await recordActivity(tx, ctx, service, `Remote hands requested: ${task}`, created.ticketNumber, now);
      await tellHelpdesk(tx, ctx, { kind: 'logged', accountId: ctx.session.accountId, ticketNumber: created.ticketNumber, category: TECHNICAL, subject, serviceTag: service.serviceTag, customerFirstName: author.first, body });
      return { ticketNumber: created.ticketNumber, replayed: false };
    });
    if (!made.replayed) ctx.outbox.wake();
    return { ticketNumber: made.ticketNumber, message: `Your remote-hands request is logged as ticket ${made.ticketNumber}. A technician will be in touch.` };
  },
});

export const COLOCATION_ACTIONS = [getColocation, addColocationVisitor, removeColocationVisitor, requestRemoteHands];
