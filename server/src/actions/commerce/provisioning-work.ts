import { and, eq, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import { enqueueMail } from '../../mail/mail-jobs';
import type { ProvisioningJob } from '../../adapters/provisioning';
import { isoDay } from '../../documents/dates';
import type { Db } from '../../db/connect';
import { cancellations, orders, products, serviceCancellations, serviceItems, serviceOrders, services } from '../../db/schema';

/**
 * Completing a job is its own step, never a side effect of a read: the demo operator's completion event, the
 * back office's callback, and the sweep of dated work (applyDueWork) call these. Each may run again harmlessly.
 */

/** An order the operator has done: an upgrade for a later date waits (processing), everything else is complete. */
export async function orderProvisioned(db: Db, reference: string, now: Date) {
  const [row] = await db
    .select({ serviceOrderId: serviceOrders.id, orderId: orders.id })
    .from(serviceOrders)
    .innerJoin(orders, eq(orders.id, serviceOrders.orderId))
    .where(eq(orders.reference, reference));
  if (!row) return;
  await db.update(serviceOrders).set({ provisionedAt: now }).where(and(eq(serviceOrders.id, row.serviceOrderId), isNull(serviceOrders.provisionedAt)));
  await db.update(orders).set({ status: 'processing' }).where(and(eq(orders.id, row.orderId), eq(orders.status, 'pending')));
}

/** A cancellation the operator has accepted: scheduled for the date asked. */
export async function cancellationProvisioned(db: Db, reference: string, now: Date) {
  const [row] = await db
    .select({ id: cancellations.id, detailId: serviceCancellations.id, date: serviceCancellations.cancellationDate })
    .from(serviceCancellations)
    .innerJoin(cancellations, eq(cancellations.id, serviceCancellations.cancellationId))
    .where(eq(cancellations.reference, reference));
  if (!row) return;
  await db.update(serviceCancellations).set({ provisionedAt: now }).where(and(eq(serviceCancellations.id, row.detailId), isNull(serviceCancellations.provisionedAt)));
  await db.update(cancellations).set({ status: 'scheduled', effectiveDate: row.date }).where(and(eq(cancellations.id, row.id), eq(cancellations.status, 'pending')));
}

/** The operator has done change `reference`: added items become live, changes take effect, removed items go. */
export async function changeProvisioned(db: Db, reference: string, now: Date) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const items = await tx.select().from(serviceItems).where(eq(serviceItems.pendingReference, reference));
    for (const item of items) {
      if (item.pendingOp === 'remove') {
        await tx.delete(serviceItems).where(eq(serviceItems.id, item.id));
        continue;
      }
      await tx
        .update(serviceItems)
        .set({
          data: item.pendingOp === 'change' && item.pendingData ? { ...item.data, ...item.pendingData } : item.data,
          pendingOp: null,
          pendingData: null,
          pendingReference: null,
          updatedAt: now,
        })
        .where(eq(serviceItems.id, item.id));
    }
  });
}

/** Provisioned orders whose day has come: an upgrade moves the service to its new plan; the order is complete. */
export async function applyDueOrders(db: Db, today: string, now: Date) {
  const due = await db
    .select()
    .from(serviceOrders)
    .where(and(isNotNull(serviceOrders.provisionedAt), isNull(serviceOrders.appliedAt), lte(serviceOrders.effectiveDate, today)));
  for (const order of due) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Claimed once, however many reads apply due work at the same time.
      const [claimed] = await tx
        .update(serviceOrders)
        .set({ appliedAt: now })
        .where(and(eq(serviceOrders.id, order.id), isNull(serviceOrders.appliedAt)))
        .returning({ id: serviceOrders.id });
      if (!claimed) return;
      if (order.upgrade && order.planProductId !== null) {
        const [plan] = await tx.select().from(products).where(eq(products.id, order.planProductId));
        if (plan) await tx.update(services).set({ productId: plan.id, product: plan.name, dataCapMb: plan.dataCapMb }).where(eq(services.id, order.serviceId));
      }
      const [completed] = await tx
        .update(orders)
        .set({ status: 'completed' })
        .where(and(eq(orders.id, order.orderId), ne(orders.status, 'completed')))
        .returning({ reference: orders.reference });
      if (completed) await enqueueMail(tx, now, { kind: 'order-completed', reference: completed.reference });
    });
  }
}

/** Scheduled cancellations whose date has come: the service ends, and the customer is told by e-mail. */
export async function completeDueCancellations(db: Db, today: string, now: Date) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const due = await tx
      .update(cancellations)
      .set({ status: 'completed' })
      .where(and(eq(cancellations.status, 'scheduled'), lte(cancellations.effectiveDate, today)))
      .returning({ accountId: cancellations.accountId, serviceTag: cancellations.serviceTag, reference: cancellations.reference });
    for (const c of due) {
      await tx.update(services).set({ status: 'Cancelled' }).where(and(eq(services.accountId, c.accountId), eq(services.serviceTag, c.serviceTag)));
      await enqueueMail(tx, now, { kind: 'cancellation-completed', reference: c.reference });
    }
  });
}

/** Provisioned work whose day has come: upgrades take effect, cancellations end their services. */
export async function applyDueWork(db: Db, now: Date) {
  const today = isoDay(now);
  await applyDueOrders(db, today, now);
  await completeDueCancellations(db, today, now);
}

/** The operator has done job `reference`; what is due because of it (an upgrade for today) applies at once. */
export async function completeProvisioningJob(db: Db, kind: ProvisioningJob['kind'], reference: string, now: Date) {
  if (kind === 'order') await orderProvisioned(db, reference, now);
  else if (kind === 'change') await changeProvisioned(db, reference, now);
  else await cancellationProvisioned(db, reference, now);
  await applyDueWork(db, now);
}

/** Orders of these services whose upgrade has not taken effect yet. */
export async function pendingUpgrades(db: Db, serviceIds: number[]) {
  if (!serviceIds.length) return [];
  return db
    .select({ serviceId: serviceOrders.serviceId, reference: orders.reference, effectiveDate: serviceOrders.effectiveDate, productName: products.name })
    .from(serviceOrders)
    .innerJoin(orders, eq(orders.id, serviceOrders.orderId))
    .innerJoin(products, eq(products.id, serviceOrders.planProductId))
    .where(and(inArray(serviceOrders.serviceId, serviceIds), eq(serviceOrders.upgrade, true), isNull(serviceOrders.appliedAt)));
}
