import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@portal/contract';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { formatCurrency } from '@portal/contract/format';
import type { Db } from '../../db/connect';
import { billAdditions, products, services, serviceTopUps } from '../../db/schema';
import { ActionFailure, badInput, notFound } from '../../http/action-failure';
import { defineAction } from '../define-action';
import { isCategoryEnabled } from '../services/service-records';

/** A service takes products of its own type; a suspended or cancelled one takes none. */
const TAKES_ADDITIONS = 'Active';

type ProductRow = typeof products.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

/**
 * Why a product cannot go on the bill of a service, or null: only once-off extras of the service's own type
 * (top-ups and add-ons; a top-up only where there is a cap). Plans and delivered hardware are ordered from the
 * service's page instead.
 */
function refusal(product: ProductRow, service: ServiceRow): string | null {
  if (product.serviceType !== service.type) return `${product.name} cannot be added to ${service.serviceTag}.`;
  if (product.kind === 'plan' || product.needsDelivery) return `${product.name} cannot be added to the bill; order it from the page of ${service.serviceTag}.`;
  if (product.kind === 'top-up' && service.dataCapMb === null) return `${service.serviceTag} is uncapped, so it needs no top-up.`;
  return null;
}

const newReference = () => `ATB-${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Once-off extras one service may take within a day, whatever the idempotency keys: fresh keys alone must not
 * let a runaway client (or a stolen session) put any number of charges on the next invoice.
 */
const MAX_ADDITIONS_PER_SERVICE = 3;
const CAP_WINDOW_MS = 24 * 3600 * 1000;

/** The addition an idempotency key already made, when it was made for this same request; refused when for another. */
async function additionWithKey(db: Db, accountId: number, idempotencyKey: string, requestHash: string) {
  const [first] = await db
    .select()
    .from(billAdditions)
    .where(and(eq(billAdditions.accountId, accountId), eq(billAdditions.idempotencyKey, idempotencyKey)));
  if (first && first.requestHash !== requestHash) {
    throw new ActionFailure(422, ERROR_CODES.badInput, 'This idempotency key was already used for a different request. Start a new one.', 'idempotencyKey');
  }
  return first;
}

/**
 * Adds an active product as a once-off charge on the next invoice of one of the account's services
 * (spec §3 Order response). The request's idempotency key is claimed by a unique insert: a double click or a
 * retry with the key answers the first addition; the key used for another product or service is refused.
 * A service takes at most MAX_ADDITIONS_PER_SERVICE new additions a day (429 beyond that); replays still answer.
 */
export const addToBillPayment = defineAction({
  name: 'billing.payment.AddToBillPayment',
  // A charge on the account, like paying: a sensitive action.
  auth: 'fresh',
  modules: ['billing'],
  async handler({ productId, serviceTag, idempotencyKey }, ctx) {
    const accountId = ctx.session.accountId;
    const [product] = await ctx.db.select().from(products).where(and(eq(products.id, productId), eq(products.active, true)));
    // A product or service of a category the instance does not run answers as an unknown one.
    if (!product || !isCategoryEnabled(ctx.instanceConfig, product.category)) throw notFound('That product');
    const [service] = await ctx.db
      .select()
      .from(services)
      .where(and(eq(services.serviceTag, serviceTag), eq(services.accountId, accountId)));
    if (!service || !isCategoryEnabled(ctx.instanceConfig, service.category)) throw notFound('That service');
    if (service.status !== TAKES_ADDITIONS) throw badInput(`serviceTag: ${serviceTag} is ${service.status.toLowerCase()}, so nothing can be added to it.`, 'serviceTag');
    const refused = refusal(product, service);
    if (refused) throw badInput(`productId: ${refused}`, 'productId');

    const requestHash = createHash('sha256').update(`${product.id}\u0000${service.serviceTag}`).digest('hex');
    const addition = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Additions to one service one at a time, so parallel requests with fresh keys cannot all pass the cap.
      await tx.select({ id: services.id }).from(services).where(eq(services.id, service.id)).for('update');
      const replayed = await additionWithKey(tx, accountId, idempotencyKey, requestHash);
      if (replayed) return replayed;
      const since = new Date(ctx.clock.now().getTime() - CAP_WINDOW_MS);
      const [{ recent }] = await tx
        .select({ recent: count() })
        .from(billAdditions)
        .where(and(eq(billAdditions.accountId, accountId), eq(billAdditions.serviceTag, service.serviceTag), gt(billAdditions.createdAt, since)));
      if (recent >= MAX_ADDITIONS_PER_SERVICE) {
        throw new ActionFailure(
          429,
          ERROR_CODES.rateLimited,
          `${service.serviceTag} already has ${MAX_ADDITIONS_PER_SERVICE} extras added in the last 24 hours. Please try again tomorrow, or contact us if you need more.`,
          'serviceTag',
        );
      }
      const [created] = await tx
        .insert(billAdditions)
        .values({
          accountId,
          productId: product.id,
          serviceTag: service.serviceTag,
          description: `${product.name} (${service.serviceTag})`,
          amount: product.price,
          reference: newReference(),
          idempotencyKey,
          requestHash,
          createdAt: ctx.clock.now(),
        })
        .onConflictDoNothing({ target: [billAdditions.accountId, billAdditions.idempotencyKey] })
        .returning();
      // A top-up on the bill is data this period, as when ordered from the service's page.
      if (created && product.kind === 'top-up' && product.dataCapMb) {
        const today = ctx.clock.now().toISOString().slice(0, 10);
        await tx.insert(serviceTopUps).values({
          serviceId: service.id,
          productId: product.id,
          dataMb: product.dataCapMb,
          periodStart: `${today.slice(0, 7)}-01`,
          reference: created.reference,
          createdAt: ctx.clock.now(),
        });
      }
      // The key was claimed meanwhile by a request for another service (which holds another lock).
      return created ?? (await additionWithKey(tx, accountId, idempotencyKey, requestHash))!;
    });
    return {
      orderStatus: true,
      message: `${product.name} (${formatCurrency(Number(addition.amount))}) will be added to your next invoice for ${service.serviceTag}.`,
      reference: addition.reference,
    };
  },
});

/**
 * The account's active services of the instance's categories, each with the once-off extras of its own type,
 * cheapest first; services that take none are left out.
 */
export const getAddToBillOffers = defineAction({
  name: 'billing.payment.GetAddToBillOffers',
  auth: 'session',
  modules: ['billing'],
  async handler(_input, ctx) {
    const own = await ctx.db
      .select()
      .from(services)
      .where(
        and(
          eq(services.accountId, ctx.session.accountId),
          eq(services.status, TAKES_ADDITIONS),
          inArray(services.category, ctx.instanceConfig.enabledServiceCategories),
        ),
      )
      .orderBy(asc(services.category), asc(services.product));
    const available = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.active, true), inArray(products.category, ctx.instanceConfig.enabledServiceCategories)))
      .orderBy(asc(products.price), asc(products.name));
    const offers = own.map((service) => ({
      serviceTag: service.serviceTag,
      serviceName: service.product,
      products: available
        .filter((product) => refusal(product, service) === null)
        .map((product) => ({ productId: product.id, name: product.name, amount: Number(product.price) })),
    }));
    return { offers: offers.filter((offer) => offer.products.length > 0) };
  },
});
