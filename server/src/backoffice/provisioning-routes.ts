import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { applyDueWork, cancellationProvisioned, changeProvisioned, orderProvisioned } from '../actions/commerce/provisioning-work';
import type { Db } from '../db/connect';
import { billAdditions, cancellations, orders, serviceActivity, serviceItems, serviceOrders, services, serviceTopUps } from '../db/schema';
import { ActionFailure, notFound } from '../http/action-failure';
import { enqueueMail } from '../mail/mail-jobs';
import { completeBody, failBody, provisioningAnswer, referenceParams } from './schemas';
import { defineRoute, ok, type BackofficeContext } from './route';

type Kind = 'order' | 'cancellation' | 'change';

/** Words the service page's Recent changes starts a failed change with; also how a failed change is known again. */
export const CHANGE_FAILED = 'Not done';

const conflict = (message: string) => new ActionFailure(409, 'CONFLICT', message);

/** Which kind of job a reference names, from the tables that hold each: an order, a cancellation or a service change. */
async function kindOf(db: Db, reference: string): Promise<Kind | null> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
  if (order) return 'order';
  const [cancellation] = await db.select({ id: cancellations.id }).from(cancellations).where(eq(cancellations.reference, reference));
  if (cancellation) return 'cancellation';
  const [item] = await db.select({ id: serviceItems.id }).from(serviceItems).where(eq(serviceItems.pendingReference, reference)).limit(1);
  const [activity] = item ? [item] : await db.select({ id: serviceActivity.id }).from(serviceActivity).where(eq(serviceActivity.reference, reference)).limit(1);
  return activity ? 'change' : null;
}

const orderOf = async (db: Db, reference: string) => {
  const [row] = await db.select().from(orders).where(eq(orders.reference, reference)).for('update');
  return row;
};

const cancellationOf = async (db: Db, reference: string) => {
  const [row] = await db.select().from(cancellations).where(eq(cancellations.reference, reference)).for('update');
  return row;
};

/** The change's failure entry in Recent changes, when it was reported failed. */
async function changeFailure(db: Db, reference: string) {
  const [row] = await db
    .select({ message: serviceActivity.message })
    .from(serviceActivity)
    .where(and(eq(serviceActivity.reference, reference), isNull(serviceActivity.personId)))
    .orderBy(desc(serviceActivity.id));
  return row?.message.startsWith(`${CHANGE_FAILED}: `) ? row.message.slice(CHANGE_FAILED.length + 2) : null;
}

async function answerFor(db: Db, kind: Kind, reference: string) {
  if (kind === 'order') {
    const order = await orderOf(db, reference);
    return provisioningAnswer.parse({ reference, kind, status: order.status, failureReason: order.failureReason });
  }
  if (kind === 'cancellation') {
    const cancellation = await cancellationOf(db, reference);
    return provisioningAnswer.parse({ reference, kind, status: cancellation.status, failureReason: cancellation.failureReason });
  }
  const reason = await changeFailure(db, reference);
  return provisioningAnswer.parse({ reference, kind, status: reason === null ? 'completed' : 'failed', failureReason: reason });
}

async function complete(tx: Db, kind: Kind, reference: string, now: Date) {
  if (kind === 'order') {
    const order = await orderOf(tx, reference);
    if (order.status === 'failed' || order.status === 'cancelled') throw conflict(`Order ${reference} is ${order.status}: it cannot be completed.`);
    await orderProvisioned(tx, reference, now);
    // An order placed elsewhere (no service order behind it) has nothing to wait for: done.
    const [own] = await tx.select({ id: serviceOrders.id }).from(serviceOrders).where(eq(serviceOrders.orderId, order.id));
    if (!own) {
      const [completed] = await tx
        .update(orders)
        .set({ status: 'completed' })
        .where(and(eq(orders.id, order.id), inArray(orders.status, ['pending', 'processing'])))
        .returning({ reference: orders.reference });
      if (completed) await enqueueMail(tx, now, { kind: 'order-completed', reference: completed.reference });
    }
  } else if (kind === 'cancellation') {
    const cancellation = await cancellationOf(tx, reference);
    if (cancellation.status === 'failed' || cancellation.status === 'withdrawn') throw conflict(`Cancellation ${reference} is ${cancellation.status}: it cannot be completed.`);
    await cancellationProvisioned(tx, reference, now);
  } else {
    if ((await changeFailure(tx, reference)) !== null) throw conflict(`Change ${reference} was reported failed: it cannot be completed.`);
    await changeProvisioned(tx, reference, now);
  }
  // Reads never apply work: what the completion made due (an upgrade from today, a cancellation for today) applies now.
  await applyDueWork(tx, now);
}

/** A failed order charges nothing and adds nothing: its charges leave the next invoice and its top-ups go. */
async function failOrder(tx: Db, reference: string, reason: string, now: Date) {
  const order = await orderOf(tx, reference);
  if (order.status === 'failed') return;
  const [own] = await tx.select().from(serviceOrders).where(eq(serviceOrders.orderId, order.id));
  if (order.status === 'completed' || order.status === 'cancelled' || own?.appliedAt) throw conflict(`Order ${reference} is ${order.status === 'cancelled' ? 'cancelled' : 'completed'}: it can no longer fail.`);
  await tx.update(orders).set({ status: 'failed', failureReason: reason }).where(eq(orders.id, order.id));
  await tx.delete(billAdditions).where(and(eq(billAdditions.accountId, order.accountId), eq(billAdditions.reference, reference)));
  // Settled as done with, so that nothing applies it later (an upgrade's date coming) and it is no pending upgrade.
  if (own) {
    await tx.delete(serviceTopUps).where(and(eq(serviceTopUps.serviceId, own.serviceId), eq(serviceTopUps.reference, reference)));
    await tx.update(serviceOrders).set({ appliedAt: now }).where(eq(serviceOrders.id, own.id));
  }
}

async function failCancellation(tx: Db, reference: string, reason: string) {
  const cancellation = await cancellationOf(tx, reference);
  if (cancellation.status === 'failed') return;
  if (cancellation.status === 'completed' || cancellation.status === 'withdrawn') throw conflict(`Cancellation ${reference} is ${cancellation.status}: it can no longer fail.`);
  await tx.update(cancellations).set({ status: 'failed', failureReason: reason }).where(eq(cancellations.id, cancellation.id));
}

/** A failed change is undone (an added item goes, a change or removal is dropped) and said so in Recent changes. */
async function failChange(tx: Db, ctx: BackofficeContext, reference: string, reason: string, now: Date) {
  if ((await changeFailure(tx, reference)) !== null) return;
  const pending = await tx.select().from(serviceItems).where(eq(serviceItems.pendingReference, reference)).for('update');
  const [asked] = await tx.select().from(serviceActivity).where(eq(serviceActivity.reference, reference)).orderBy(serviceActivity.id).limit(1);
  if (!pending.length) throw conflict(`Change ${reference} is completed: it can no longer fail.`);
  for (const item of pending) {
    if (item.pendingOp === 'add') await tx.delete(serviceItems).where(eq(serviceItems.id, item.id));
    else await tx.update(serviceItems).set({ pendingOp: null, pendingData: null, pendingReference: null, updatedAt: now }).where(eq(serviceItems.id, item.id));
  }
  const serviceId = asked?.serviceId ?? pending[0].serviceId;
  const [service] = await tx.select({ accountId: services.accountId }).from(services).where(eq(services.id, serviceId));
  await tx.insert(serviceActivity).values({
    serviceId,
    accountId: service.accountId,
    personId: null,
    actorName: ctx.instanceConfig.brandName,
    message: `${CHANGE_FAILED}: ${reason}`,
    reference,
    createdAt: now,
  });
}

async function jobOf(ctx: BackofficeContext, raw: string) {
  const reference = raw.toUpperCase();
  const kind = await kindOf(ctx.db, reference);
  if (!kind) throw notFound(`The order, cancellation or service change with reference ${reference}`);
  return { reference, kind };
}

export const completeProvisioning = defineRoute({
  method: 'POST',
  path: '/provisioning/:reference/complete',
  operationId: 'completeProvisioning',
  tag: 'Provisioning',
  summary: 'Report an order, cancellation or service change done',
  description:
    'An order is provisioned (an upgrade takes effect on its date, everything else is completed), a cancellation is scheduled for the date the customer asked, a service change takes effect. Completing it again answers its state and changes nothing.',
  params: referenceParams,
  body: completeBody,
  answer: provisioningAnswer,
  failures: { 404: 'No order, cancellation or service change has this reference.', 409: 'It was reported failed (or the customer cancelled it): it cannot be completed.' },
  example: {},
  async handler({ params }, ctx) {
    const { reference, kind } = await jobOf(ctx, params.reference);
    return ctx.once(async (tx) => {
      await complete(tx, kind, reference, ctx.clock.now());
      return ok(await answerFor(tx, kind, reference));
    });
  },
});

export const failProvisioning = defineRoute({
  method: 'POST',
  path: '/provisioning/:reference/fail',
  operationId: 'failProvisioning',
  tag: 'Provisioning',
  summary: 'Report an order, cancellation or service change failed',
  description:
    "The job ends as failed with the reason, which the customer is shown: an order in Orders & Docs (its charges leave the next invoice), a cancellation under Cancellations (the service is no longer shown as being cancelled), a change in the service page's Recent changes (what it would have added, changed or removed is undone). Failing it again answers its state.",
  params: referenceParams,
  body: failBody,
  answer: provisioningAnswer,
  failures: { 404: 'No order, cancellation or service change has this reference.', 409: 'It is completed already: it can no longer fail.' },
  example: { reason: 'There is no fibre coverage at the installation address yet.' },
  async handler({ params, body }, ctx) {
    const { reference, kind } = await jobOf(ctx, params.reference);
    return ctx.once(async (tx) => {
      const now = ctx.clock.now();
      if (kind === 'order') await failOrder(tx, reference, body.reason, now);
      else if (kind === 'cancellation') await failCancellation(tx, reference, body.reason);
      else await failChange(tx, ctx, reference, body.reason, now);
      return ok(await answerFor(tx, kind, reference));
    });
  },
});
