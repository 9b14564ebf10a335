import type { InstanceConfig } from '@portal/config';
import type { PortalModule, ProductSummary, ServiceCategory, ServiceStatus } from '@portal/contract/catalogue';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { cancellations, products, services } from '../../db/schema';
import { forbidden, notFound } from '../../http/action-failure';
import type { SessionActionContext } from '../define-action';

export type ServiceRow = typeof services.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** The module a service category belongs to (the area that shows it). */
export const MODULE_OF_CATEGORY: Record<ServiceCategory, PortalModule> = {
  connectivity: 'connectivity',
  communication: 'communication',
  cloud: 'cloud-hosting',
  iot: 'cloud-hosting',
  security: 'cloud-hosting',
  ups: 'cloud-hosting',
  vdc: 'cloud-hosting',
};

/**
 * Whether the instance runs the category (its enabledServiceCategories). A service or product of any other
 * category answers exactly as an unknown one.
 */
export const isCategoryEnabled = (config: InstanceConfig, category: string) => (config.enabledServiceCategories as readonly string[]).includes(category);

/** Cancellations still to take effect: the service shows 'Cancellation pending' and cannot be cancelled again. */
export const OPEN_CANCELLATION = ['pending', 'scheduled'];

/**
 * One of the session account's services by tag. Another account's tag, and a service of a category the instance
 * does not run, are answered exactly like an unknown one (404); a service of a category whose module the token
 * lacks is refused (403).
 */
export async function ownService(db: Db, ctx: SessionActionContext, serviceTag: string, lock = false): Promise<ServiceRow> {
  const query = db
    .select()
    .from(services)
    .where(and(eq(services.serviceTag, serviceTag), eq(services.accountId, ctx.session.accountId)));
  const [service] = lock ? await query.for('update') : await query;
  if (!service || !isCategoryEnabled(ctx.instanceConfig, service.category)) throw notFound('That service');
  const module = MODULE_OF_CATEGORY[service.category as ServiceCategory];
  if (!module || !ctx.session.portal_modules.includes(module)) throw forbidden();
  return service;
}

/** The open cancellation of a service, if any. */
export async function openCancellationOf(db: Db, accountId: number, serviceTag: string) {
  const [row] = await db
    .select()
    .from(cancellations)
    .where(and(eq(cancellations.accountId, accountId), eq(cancellations.serviceTag, serviceTag), inArray(cancellations.status, OPEN_CANCELLATION)))
    .orderBy(desc(cancellations.id))
    .limit(1);
  return row;
}

/** What a customer sees: a service being cancelled says so until its date. */
export const displayStatus = (status: string, cancelling: boolean): ServiceStatus =>
  (cancelling && status !== 'Cancelled' ? 'Cancellation pending' : status) as ServiceStatus;

export const productSummary = (p: ProductRow): ProductSummary => ({
  productId: p.id,
  name: p.name,
  serviceType: p.serviceType,
  kind: p.kind as ProductSummary['kind'],
  price: Number(p.price),
  billing: p.billing as ProductSummary['billing'],
  speedDownMbps: p.speedDownMbps,
  speedUpMbps: p.speedUpMbps,
  dataCapMb: p.dataCapMb,
  description: p.description,
  needsDelivery: p.needsDelivery,
  limits: p.limits ?? null,
});

export async function productById(db: Db, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

/** Active products of one type (and kind) in the instance's categories, cheapest first. */
export async function productsOfType(db: Db, config: InstanceConfig, serviceType: string, kind?: string) {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.serviceType, serviceType),
        eq(products.active, true),
        inArray(products.category, config.enabledServiceCategories),
        ...(kind ? [eq(products.kind, kind)] : []),
      ),
    )
    .orderBy(products.price, products.name);
}

/** '10.3 GB' or '850 MB'. */
export function formatData(mb: number) {
  if (mb >= 1024) return `${(Math.round((mb / 1024) * 10) / 10).toFixed(1).replace(/\.0$/, '')} GB`;
  return `${Math.round(mb)} MB`;
}
