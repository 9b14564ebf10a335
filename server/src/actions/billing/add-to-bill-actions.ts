import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { formatRand } from '../../billing/ledger';
import type { Db } from '../../db/connect';
import { accounts, billAdditions, products, services } from '../../db/schema';
import { badInput, notFound } from '../../http/action-failure';
import { defineAction } from '../define-action';

/** The same product for the same service within this window is the same request sent twice. */
const REPEAT_WINDOW_MS = 60_000;

/** A service takes products of its own kind; a suspended or cancelled one takes none. */
const TAKES_ADDITIONS = 'Active';

const newReference = () => `ATB-${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Adds an active product as a once-off charge on the next invoice of one of the account's services
 * (spec §3 Order response). A double click or a retry within a minute answers the first addition.
 */
export const addToBillPayment = defineAction({
  name: 'billing.payment.AddToBillPayment',
  // A charge on the account, like paying: a sensitive action.
  auth: 'fresh',
  modules: ['billing'],
  async handler({ productId, serviceTag }, ctx) {
    const accountId = ctx.session.accountId;
    const [product] = await ctx.db.select().from(products).where(and(eq(products.id, productId), eq(products.active, true)));
    if (!product) throw notFound('That product');
    const [service] = await ctx.db
      .select()
      .from(services)
      .where(and(eq(services.serviceTag, serviceTag), eq(services.accountId, accountId)));
    if (!service) throw notFound('That service');
    if (service.status !== TAKES_ADDITIONS) throw badInput(`serviceTag: ${serviceTag} is ${service.status.toLowerCase()}, so nothing can be added to it.`, 'serviceTag');
    if (service.category !== product.category) throw badInput(`productId: ${product.name} cannot be added to ${serviceTag}.`, 'productId');

    const now = ctx.clock.now();
    const addition = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
      const [recent] = await tx
        .select()
        .from(billAdditions)
        .where(
          and(
            eq(billAdditions.accountId, accountId),
            eq(billAdditions.productId, product.id),
            eq(billAdditions.serviceTag, service.serviceTag),
            gt(billAdditions.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
          ),
        )
        .orderBy(desc(billAdditions.id))
        .limit(1);
      if (recent) return recent;
      const [created] = await tx
        .insert(billAdditions)
        .values({
          accountId,
          productId: product.id,
          serviceTag: service.serviceTag,
          description: `${product.name} (${service.serviceTag})`,
          amount: product.price,
          reference: newReference(),
          createdAt: now,
        })
        .returning();
      return created;
    });
    return {
      orderStatus: true,
      message: `${product.name} (${formatRand(Number(addition.amount))}) will be added to your next invoice for ${service.serviceTag}.`,
      reference: addition.reference,
    };
  },
});

/** The account's active services, each with the active products of its kind, cheapest first; services that take none are left out. */
export const getAddToBillOffers = defineAction({
  name: 'billing.payment.GetAddToBillOffers',
  auth: 'session',
  modules: ['billing'],
  async handler(_input, ctx) {
    const own = await ctx.db
      .select()
      .from(services)
      .where(and(eq(services.accountId, ctx.session.accountId), eq(services.status, TAKES_ADDITIONS)))
      .orderBy(asc(services.category), asc(services.product));
    const available = await ctx.db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.price), asc(products.name));
    const offers = own.map((service) => ({
      serviceTag: service.serviceTag,
      serviceName: service.product,
      products: available
        .filter((product) => product.category === service.category)
        .map((product) => ({ productId: product.id, name: product.name, amount: Number(product.price) })),
    }));
    return { offers: offers.filter((offer) => offer.products.length > 0) };
  },
});
