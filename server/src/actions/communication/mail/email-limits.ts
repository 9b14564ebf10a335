import type { MailAddOn } from '@portal/contract/catalogue';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { orderLines, orders, products, serviceOrders } from '../../../db/schema';
import { productById, type ServiceRow } from '../../services/service-records';
import { itemsOf } from '../service-changes';

const GB = 1024;
/** What an email service without catalogue limits gets. */
const FALLBACK = { mailboxes: 1, storageMb: 2 * GB, mailboxQuotaMb: 2 * GB };

/** The add-ons ordered for the service (purchases placed from its page), newest first, from its orders. */
export async function addOnsOf(db: Db, service: ServiceRow): Promise<MailAddOn[]> {
  const rows = await db
    .select({ reference: orders.reference, status: orders.status, orderDate: orders.orderDate, description: orderLines.description, quantity: orderLines.quantity })
    .from(serviceOrders)
    .innerJoin(orders, eq(orders.id, serviceOrders.orderId))
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(serviceOrders.serviceId, service.id), eq(serviceOrders.upgrade, false)))
    .orderBy(desc(orders.orderDate), desc(orders.id));
  const suffix = ` (${service.serviceTag})`;
  return rows.map((r) => ({
    name: r.description.endsWith(suffix) ? r.description.slice(0, -suffix.length) : r.description,
    quantity: r.quantity,
    reference: r.reference,
    orderDate: r.orderDate,
    status: r.status === 'cancelled' ? 'cancelled' : r.status === 'pending' ? 'pending' : 'active',
  }));
}

/** Storage the service's add-ons add (Extra 10 GB Storage), once set up. */
async function addOnStorageMb(db: Db, service: ServiceRow) {
  const addOns = (await addOnsOf(db, service)).filter((a) => a.status === 'active');
  if (!addOns.length) return 0;
  const catalogue = await db.select().from(products).where(and(eq(products.serviceType, 'email'), eq(products.kind, 'add-on')));
  return addOns.reduce((sum, a) => sum + (catalogue.find((p) => p.name === a.name)?.limits?.storageMb ?? 0) * a.quantity, 0);
}

/** What a plan allows a service: its limits, with the storage its add-ons add. */
export async function emailLimits(db: Db, service: ServiceRow, plan?: { limits: Record<string, number> | null } | null) {
  const product = plan === undefined ? await productById(db, service.productId) : plan;
  const limits = product?.limits ?? {};
  return {
    mailboxes: limits.mailboxes ?? FALLBACK.mailboxes,
    storageMb: (limits.storageMb ?? FALLBACK.storageMb) + (await addOnStorageMb(db, service)),
    mailboxQuotaMb: limits.mailboxQuotaMb ?? FALLBACK.mailboxQuotaMb,
  };
}

/** Mailboxes (those being added count too) and the storage given to them (their quotas) and used. */
export async function emailUse(db: Db, service: ServiceRow) {
  const boxes = await itemsOf(db, service.id, 'mailbox');
  const quota = (b: (typeof boxes)[number]) => Number((b.pendingOp === 'change' && b.pendingData?.quotaMb) || b.data.quotaMb || 0);
  return {
    mailboxes: boxes.length,
    allocatedMb: boxes.reduce((sum, b) => sum + quota(b), 0),
    usedMb: boxes.reduce((sum, b) => sum + Number(b.data.usedMb ?? 0), 0),
  };
}
