import { and, eq } from 'drizzle-orm';
import { firstOfMonth, isoDay } from '../../documents/dates';
import type { Db } from '../../db/connect';
import { accountDocuments, billAdditions, orderLines, orders, serviceOrders, serviceTopUps } from '../../db/schema';
import { defineAction, type SessionActionContext } from '../define-action';
import { formatData, ownService } from '../services/service-records';
import { creditsOf, creditWords, priceCart, previewOf, type ParsedCart, type PricedCart } from './cart-pricing';
import { newReference, replayOrRefuse, requestHash } from './idempotency';
import { requireCapability } from '../../adapters/capability-off';
import { provisioningEvent } from '../../adapters/provisioning';
import { accountCodeOf } from '../../outbox/account-code';
import { WEBSITE_RESTORE_PRODUCT } from '@portal/contract/catalogue';
import { centsToDecimal, formatCurrency, formatDate, fromCents } from '@portal/contract/format';
import { linkRestoreOrder } from '../cloud/hosting/restore-choice';

function orderMessage(priced: PricedCart, reference: string, today: string) {
  const tag = priced.service.serviceTag;
  if (priced.upgrade) {
    const plan = priced.lines[0].product;
    const when = priced.effectiveDate === today ? 'today, as soon as it is set up' : `on ${formatDate(priced.effectiveDate)}`;
    return `Your order ${reference} is placed: ${tag} moves to ${plan.name} ${when}.`;
  }
  const topUpMb = priced.lines.reduce((sum, l) => sum + (l.product.kind === 'top-up' ? (l.product.dataCapMb ?? 0) * l.quantity : 0), 0);
  const credits = priced.lines.reduce((sum, l) => sum + (l.product.kind === 'top-up' ? creditsOf(l.product) * l.quantity : 0), 0);
  const added =
    (topUpMb ? ` ${formatData(topUpMb)} has been added to this month’s data.` : '') +
    (credits ? ` ${creditWords(priced.service.type, credits)} ${credits === 1 ? 'has' : 'have'} been added.` : '');
  return `Your order ${reference} is placed.${added} ${formatCurrency(fromCents(priced.onceOffCents))} will be on your next invoice.`;
}

/** The order as Orders & Docs shows it, what it puts on the next invoice, and what it changes at once (top-ups). */
export async function recordOrder(tx: Db, ctx: Pick<SessionActionContext, 'clock'>, priced: PricedCart, cart: ParsedCart, key: string, hash: string) {
  const now = ctx.clock.now();
  const today = isoDay(now);
  const { service } = priced;
  const reference = newReference('ORD');
  const [order] = await tx.insert(orders).values({ accountId: service.accountId, reference, status: 'pending', orderDate: today }).returning();
  await tx.insert(orderLines).values(
    priced.lines.map(({ product, quantity, amountCents }) => ({
      orderId: order.id,
      description:
        product.kind === 'plan'
          ? `${product.name} (${service.serviceTag}) from ${formatDate(priced.effectiveDate)}, monthly`
          : `${product.name} (${service.serviceTag})`,
      quantity,
      amount: centsToDecimal(amountCents),
    })),
  );
  await tx.insert(accountDocuments).values({ accountId: service.accountId, kind: 'order-form', title: `Order form ${reference}`, documentDate: today, orderId: order.id });

  // The next-invoice preview reads bill_additions: once-off charges, and an upgrade's monthly difference.
  const charges = priced.upgrade
    ? priced.monthlyChangeCents === 0
      ? []
      : [
          {
            productId: priced.lines[0].product.id,
            description: `${priced.lines[0].product.name} (${service.serviceTag}): monthly difference from ${priced.current?.name ?? 'no plan'}`,
            amount: centsToDecimal(priced.monthlyChangeCents),
          },
        ]
    : priced.lines.map(({ product, quantity, amountCents }) => ({
        productId: product.id,
        description: `${product.name}${quantity > 1 ? ` x ${quantity}` : ''} (${service.serviceTag})`,
        amount: centsToDecimal(amountCents),
      }));
  if (charges.length) {
    await tx.insert(billAdditions).values(charges.map((c) => ({ ...c, accountId: service.accountId, serviceTag: service.serviceTag, reference, createdAt: now })));
  }

  const topUps = priced.lines.filter((l) => l.product.kind === 'top-up');
  if (topUps.length) {
    await tx.insert(serviceTopUps).values(
      topUps.map(({ product, quantity }) => ({
        serviceId: service.id,
        productId: product.id,
        dataMb: (product.dataCapMb ?? 0) * quantity,
        credits: creditsOf(product) * quantity,
        periodStart: firstOfMonth(today),
        reference,
        createdAt: now,
      })),
    );
  }

  const message = orderMessage(priced, reference, today);
  const [created] = await tx
    .insert(serviceOrders)
    .values({
      orderId: order.id,
      accountId: service.accountId,
      serviceId: service.id,
      idempotencyKey: key,
      requestHash: hash,
      upgrade: priced.upgrade,
      previousProductId: priced.upgrade ? (priced.current?.id ?? null) : null,
      planProductId: priced.upgrade ? priced.lines[0].product.id : null,
      effectiveDate: priced.effectiveDate,
      // Only an order with something to deliver keeps an address (one sent with a plan or a top-up means nothing).
      location: priced.needsDelivery && cart.location ? (cart.location as unknown as Record<string, string>) : null,
      message,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [serviceOrders.accountId, serviceOrders.idempotencyKey] })
    .returning();
  // Claimed meanwhile by a request for another service (which holds another lock): undo all of this one.
  if (!created) throw new KeyClaimedMeanwhile();
  if (priced.lines.some((l) => l.product.name === WEBSITE_RESTORE_PRODUCT)) await linkRestoreOrder(tx, service, reference, now);
  return { reference, message: created.message };
}

class KeyClaimedMeanwhile extends Error {}

async function orderWithKey(db: Db, accountId: number, key: string) {
  const [row] = await db
    .select({ requestHash: serviceOrders.requestHash, message: serviceOrders.message, reference: orders.reference })
    .from(serviceOrders)
    .innerJoin(orders, eq(orders.id, serviceOrders.orderId))
    .where(and(eq(serviceOrders.accountId, accountId), eq(serviceOrders.idempotencyKey, key)));
  return row;
}

/** What PlaceOrder would do, priced by the server; refuses what PlaceOrder would (delivery details come later). */
export const previewOrder = defineAction({
  name: 'commerce.PreviewOrder',
  auth: 'session',
  async handler({ cart }, ctx) {
    const service = await ownService(ctx.db, ctx, cart.serviceTag);
    return previewOf(await priceCart(ctx.db, ctx.usage, ctx.instanceConfig, service, cart, isoDay(ctx.clock.now()), false));
  },
});

/**
 * Places the cart as an order (spec §3 Cart, Order response): a sensitive action. The idempotency key is claimed
 * once per account: the same key and cart answer the first order, the same key with another cart is refused (422).
 */
export const placeOrder = defineAction({
  name: 'commerce.PlaceOrder',
  auth: 'fresh',
  async handler({ cart, idempotencyKey }, ctx) {
    requireCapability(ctx, 'provisioning');
    const accountId = ctx.session.accountId;
    await ownService(ctx.db, ctx, cart.serviceTag);
    const hash = requestHash(cart);
    const earlier = replayOrRefuse(await orderWithKey(ctx.db, accountId, idempotencyKey), hash);
    if (earlier) return { orderStatus: true, message: earlier.message, reference: earlier.reference };

    const placed = await ctx.db
      .transaction(async (t) => {
        const tx = t as unknown as Db;
        // One order at a time per service: a second tab waits here, then finds the first order's key.
        const locked = await ownService(tx, ctx, cart.serviceTag, true);
        const replayed = replayOrRefuse(await orderWithKey(tx, accountId, idempotencyKey), hash);
        if (replayed) return { ...replayed, fresh: false };
        const priced = await priceCart(tx, ctx.usage, ctx.instanceConfig, locked, cart, isoDay(ctx.clock.now()), true);
        const recorded = await recordOrder(tx, ctx, priced, cart, idempotencyKey, hash);
        // Written with the order: the operator hears of exactly the orders that exist.
        const job = { kind: 'order' as const, reference: recorded.reference, accountCode: await accountCodeOf(tx, accountId), serviceTag: locked.serviceTag, serviceType: locked.type, summary: recorded.message };
        await ctx.outbox.enqueue(
          tx,
          provisioningEvent(job, {
            upgrade: priced.upgrade,
            effectiveDate: priced.effectiveDate,
            lines: priced.lines.map(({ product, quantity, amountCents }) => ({ product: product.name, quantity, amount: centsToDecimal(amountCents) })),
            // Where the operator delivers or fits the hardware.
            ...(priced.needsDelivery && cart.location ? { location: cart.location } : {}),
          }),
        );
        return { ...recorded, fresh: true };
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof KeyClaimedMeanwhile)) throw error;
        return { ...replayOrRefuse(await orderWithKey(ctx.db, accountId, idempotencyKey), hash)!, fresh: false };
      });

    if (placed.fresh) ctx.outbox.wake();
    return { orderStatus: true, message: placed.message, reference: placed.reference };
  },
});
