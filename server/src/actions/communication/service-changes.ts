import { ERROR_CODES } from '@portal/contract';
import type { ItemPending, ServiceActivityEntry } from '@portal/contract/catalogue';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { people, serviceActivity, serviceItems } from '../../db/schema';
import { ActionFailure, notFound } from '../../http/action-failure';
import type { SessionActionContext } from '../define-action';
import { openCancellationOf, ownService, type ServiceRow } from '../services/service-records';
import { requireCapability } from '../../adapters/capability-off';
import { PROVISIONING_EVENT, provisioningEvent } from '../../adapters/provisioning';
import { delayedReferences, referenceDelayed } from '../../outbox/delayed-jobs';
import { accountCodeOf } from '../../outbox/account-code';

export type ItemRow = typeof serviceItems.$inferSelect;

const conflict = (message: string, field?: string) => new ActionFailure(409, ERROR_CODES.badInput, message, field);

export const newChangeReference = () => `CHG-${randomBytes(5).toString('hex').toUpperCase()}`;

export interface ChangeRequest {
  /** What the service page's 'Recent changes' says, without who and when: 'Mailbox sales@ added'. */
  activity: string;
  /** Makes the change under `reference`, inside the transaction that holds the service's lock. */
  apply: (tx: Db, reference: string, now: Date, service: ServiceRow) => Promise<void>;
}

/**
 * Refuses a change to a service that cannot take one: not running, or being cancelled (409), with words a
 * customer understands.
 */
export async function assertChangeable(db: Db, service: ServiceRow) {
  if (service.status !== 'Active') throw conflict(`${service.serviceTag} is ${service.status.toLowerCase()}, so it cannot be changed now.`, 'serviceTag');
  const cancelling = await openCancellationOf(db, service.accountId, service.serviceTag);
  if (cancelling) throw conflict(`${service.serviceTag} is being cancelled (${cancelling.reference}), so it cannot be changed.`, 'serviceTag');
}

/**
 * One change inside one of the session account's services (a mailbox added, forwarding set): checked for ownership
 * and state, made pending under a new CHG- reference with an activity entry naming the person, all in one
 * transaction with its outbox event (service.change.requested); the provisioning side reports it done (changeProvisioned).
 */
export async function requestChange(ctx: SessionActionContext, serviceTag: string, types: readonly string[], request: ChangeRequest) {
  requireCapability(ctx, 'provisioning');
  const now = ctx.clock.now();
  const reference = newChangeReference();
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // One change at a time per service: a second request waits here and sees the first one's items.
    const locked = await ownServiceOfType(tx, ctx, serviceTag, types, true);
    await assertChangeable(tx, locked);
    await request.apply(tx, reference, now, locked);
    await recordActivity(tx, ctx, locked, request.activity, reference, now);
    const job = { kind: 'change' as const, reference, accountCode: await accountCodeOf(tx, locked.accountId), serviceTag: locked.serviceTag, serviceType: locked.type, summary: request.activity };
    await ctx.outbox.enqueue(tx, provisioningEvent(job));
  });
  ctx.outbox.wake();
  return { reference, message: `${request.activity}. It is being set up (reference ${reference}).` };
}

/** Who did it: the signed-in person's first name. */
async function actorName(db: Db, personId: number) {
  const [person] = await db.select({ firstName: people.firstName }).from(people).where(eq(people.id, personId));
  return person?.firstName ?? 'Someone';
}

export async function recordActivity(db: Db, ctx: SessionActionContext, service: ServiceRow, message: string, reference: string | null, now: Date) {
  await db.insert(serviceActivity).values({
    serviceId: service.id,
    accountId: service.accountId,
    personId: ctx.session.personId,
    actorName: await actorName(db, ctx.session.personId),
    message,
    reference,
    createdAt: now,
  });
}

/** The newest changes of a service, newest first. */
export async function activityOf(db: Db, serviceId: number, limit = 20): Promise<ServiceActivityEntry[]> {
  const rows = await db
    .select()
    .from(serviceActivity)
    .where(eq(serviceActivity.serviceId, serviceId))
    .orderBy(desc(serviceActivity.createdAt), desc(serviceActivity.id))
    .limit(limit);
  const references = rows.flatMap((r) => (r.reference ? [r.reference] : []));
  const delayed = await delayedReferences(db, PROVISIONING_EVENT.change, references);
  return rows.map((r) => ({
    message: r.message,
    actorName: r.actorName,
    at: r.createdAt.toISOString(),
    reference: r.reference,
    ...(r.reference && delayed.has(r.reference) ? { delayed: true } : {}),
  }));
}

/* ---------- Items ---------- */

/** An item's columns, and whether its change on its way is delayed (its event failed: the provider has not got it). */
const itemWithDelay = () => ({ ...getTableColumns(serviceItems), pendingDelayed: referenceDelayed(PROVISIONING_EVENT.change, serviceItems.pendingReference) });

export async function itemsOf(db: Db, serviceId: number, kind: string) {
  return db
    .select(itemWithDelay())
    .from(serviceItems)
    .where(and(eq(serviceItems.serviceId, serviceId), eq(serviceItems.kind, kind)))
    .orderBy(serviceItems.key);
}

export async function itemOf(db: Db, serviceId: number, kind: string, key: string) {
  const [row] = await db
    .select(itemWithDelay())
    .from(serviceItems)
    .where(and(eq(serviceItems.serviceId, serviceId), eq(serviceItems.kind, kind), eq(serviceItems.key, key)));
  return row;
}

/** What the page shows of an item's change on its way, or null; `delayed` when its event failed (itemsOf, itemOf). */
export const pendingOf = (item: Pick<ItemRow, 'pendingOp' | 'pendingReference'> & { pendingDelayed?: boolean }): ItemPending =>
  item.pendingOp && item.pendingReference
    ? {
        state: item.pendingOp === 'add' ? 'adding' : item.pendingOp === 'remove' ? 'removing' : 'changing',
        reference: item.pendingReference,
        ...(item.pendingDelayed ? { delayed: true } : {}),
      }
    : null;

/** The data the customer sees for an item: a change on its way shows as it will be. */
export const dataOf = (item: Pick<ItemRow, 'data' | 'pendingOp' | 'pendingData'>) =>
  item.pendingOp === 'change' && item.pendingData ? { ...item.data, ...item.pendingData } : item.data;

const refuseWhilePending = (item: ItemRow, label: string) => {
  if (item.pendingOp) throw conflict(`${label} already has a change on its way (${item.pendingReference}). Try again when it is done.`);
};

/** Adds an item, pending until provisioned. `label` names it in the refusal when it exists already (409). */
export async function addItem(
  tx: Db,
  service: ServiceRow,
  item: { kind: string; key: string; data: Record<string, unknown>; secretHash?: string | null },
  label: string,
  reference: string,
  now: Date,
) {
  const [created] = await tx
    .insert(serviceItems)
    .values({
      serviceId: service.id,
      kind: item.kind,
      key: item.key,
      data: item.data,
      secretHash: item.secretHash ?? null,
      pendingOp: 'add',
      pendingReference: reference,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [serviceItems.serviceId, serviceItems.kind, serviceItems.key] })
    .returning();
  if (!created) throw conflict(`${label} already exists.`);
  return created;
}

/**
 * Changes an item's data (merged over what it has), pending until provisioned; `secretHash` replaces the secret at
 * once (a new password works as soon as it is shown). An item with a change on its way is refused (409).
 */
export async function changeItem(
  tx: Db,
  item: ItemRow,
  change: { data?: Record<string, unknown>; secretHash?: string },
  label: string,
  reference: string,
  now: Date,
) {
  refuseWhilePending(item, label);
  await tx
    .update(serviceItems)
    .set({
      pendingOp: 'change',
      pendingData: change.data ?? {},
      pendingReference: reference,
      updatedAt: now,
      ...(change.secretHash ? { secretHash: change.secretHash } : {}),
    })
    .where(eq(serviceItems.id, item.id));
}

/** A setting (one item per key) set to `data`: added when the service has none yet, else changed. */
export async function setSetting(tx: Db, service: ServiceRow, kind: string, key: string, data: Record<string, unknown>, label: string, reference: string, now: Date) {
  const existing = await itemOf(tx, service.id, kind, key);
  if (existing) await changeItem(tx, existing, { data }, label, reference, now);
  else await addItem(tx, service, { kind, key, data }, label, reference, now);
}

/** Removes an item once provisioned; until then it shows as being removed. */
export async function removeItem(tx: Db, item: ItemRow, label: string, reference: string, now: Date) {
  refuseWhilePending(item, label);
  await tx.update(serviceItems).set({ pendingOp: 'remove', pendingReference: reference, updatedAt: now }).where(eq(serviceItems.id, item.id));
}

/** The service a communication action names, with the operator's completed work applied first. */
export async function serviceForRead(ctx: SessionActionContext, serviceTag: string, types: readonly string[]) {
  return ownServiceOfType(ctx.db, ctx, serviceTag, types);
}

/** ownService, and a service of another type is as unknown here as another account's (404). */
export async function ownServiceOfType(db: Db, ctx: SessionActionContext, serviceTag: string, types: readonly string[], lock = false) {
  const service = await ownService(db, ctx, serviceTag, lock);
  if (!types.includes(service.type)) throw notFound('That service');
  return service;
}
