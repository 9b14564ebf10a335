import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { cancellations, orders, serviceOrders } from '../db/schema';
import { isoDay } from '../documents/dates';

/** How long a service's page keeps saying that an order or cancellation of it failed. */
const SHOWN_DAYS = 30;

/**
 * The newest order or cancellation of a service that the provider reported failed (the back-office API's fail) in
 * the last 30 days, with the reason it gave; null when there is none. The service page shows it.
 */
export async function failedRequestOf(db: Db, service: { id: number; accountId: number; serviceTag: string }, now: Date) {
  const since = isoDay(new Date(now.getTime() - SHOWN_DAYS * 86_400_000));
  const [order] = await db
    .select({ reference: orders.reference, reason: orders.failureReason, date: orders.orderDate })
    .from(orders)
    .innerJoin(serviceOrders, eq(serviceOrders.orderId, orders.id))
    .where(and(eq(serviceOrders.serviceId, service.id), eq(orders.status, 'failed'), gte(orders.orderDate, since)))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(1);
  const [cancellation] = await db
    .select({ reference: cancellations.reference, reason: cancellations.failureReason, date: cancellations.requestedDate })
    .from(cancellations)
    .where(and(eq(cancellations.accountId, service.accountId), eq(cancellations.serviceTag, service.serviceTag), eq(cancellations.status, 'failed'), gte(cancellations.requestedDate, since)))
    .orderBy(desc(cancellations.requestedDate), desc(cancellations.id))
    .limit(1);
  const newest = order && (!cancellation || order.date >= cancellation.date) ? { kind: 'order' as const, ...order } : cancellation ? { kind: 'cancellation' as const, ...cancellation } : null;
  return newest ? { kind: newest.kind, reference: newest.reference, reason: newest.reason ?? '' } : null;
}
