import { ERROR_CODES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { fromCents, toCents } from '@portal/contract/format';
import type { Db } from '../../../db/connect';
import { billAdditions, products } from '../../../db/schema';
import { ActionFailure, badInput, notFound } from '../../../http/action-failure';
import { defineAction } from '../../define-action';
import { productById, type ServiceRow } from '../../services/service-records';
import { addItem, dataOf, itemOf, itemsOf, pendingOf, removeItem, requestChange, serviceForRead } from '../service-changes';
import { generatePassword, hashPassword } from '../../services/service-passwords';
import { domainOf, localPartAt } from './mail-common';

const EXCHANGE = ['hosted-exchange'] as const;
const conflict = (message: string, field?: string) => new ActionFailure(409, ERROR_CODES.badInput, message, field);

/** The mailbox plans: active add-ons of type hosted-exchange that give a mailbox size, cheapest first. */
async function mailboxPlans(db: Db) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.serviceType, 'hosted-exchange'), eq(products.kind, 'add-on'), eq(products.active, true)))
    .orderBy(products.price, products.name);
  return rows.filter((p) => p.limits?.mailboxQuotaMb);
}

/** How many mailboxes the service's plan allows; null: no limit. */
async function mailboxLimitOf(db: Db, service: ServiceRow) {
  const plan = await productById(db, service.productId);
  return plan?.limits?.mailboxes ?? null;
}

export const getHostedExchange = defineAction({
  name: 'communication.GetHostedExchange',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, EXCHANGE);
    const domain = domainOf(service);
    const plans = await mailboxPlans(ctx.db);
    // A mailbox keeps the plan it was given, even one no longer sold.
    const all = await ctx.db.select().from(products).where(eq(products.serviceType, 'hosted-exchange'));
    const mailboxes = (await itemsOf(ctx.db, service.id, 'exchange-mailbox')).map((box) => {
      const data = dataOf(box);
      const plan = all.find((p) => p.id === Number(data.productId));
      return {
        address: `${box.key}@${domain}`,
        displayName: String(data.displayName ?? box.key),
        plan: plan?.name ?? 'Exchange mailbox',
        price: plan ? Number(plan.price) : 0,
        pending: pendingOf(box),
      };
    });
    const monthlyCents = mailboxes.filter((m) => m.pending?.state !== 'removing').reduce((sum, m) => sum + toCents(m.price), 0);
    return {
      serviceTag: service.serviceTag,
      domain,
      mailboxLimit: await mailboxLimitOf(ctx.db, service),
      plans: plans.map((p) => ({ productId: p.id, name: p.name, price: Number(p.price), storageMb: p.limits!.mailboxQuotaMb })),
      mailboxes,
      mailboxesMonthly: fromCents(monthlyCents),
    };
  },
});

export const addExchangeMailbox = defineAction({
  name: 'communication.AddExchangeMailbox',
  auth: 'session',
  async handler({ serviceTag, address, displayName, productId }, ctx) {
    const password = generatePassword();
    const secretHash = await hashPassword(password);
    // Another account's service answers 404 before anything about the plan is said.
    await serviceForRead(ctx, serviceTag, EXCHANGE);
    const plan = (await mailboxPlans(ctx.db)).find((p) => p.id === productId);
    if (!plan) throw badInput('productId: Please choose one of the mailbox plans offered.', 'productId');
    const change = await requestChange(ctx, serviceTag, EXCHANGE, {
      activity: `Exchange mailbox ${address.split('@')[0]}@ added on ${plan.name}`,
      apply: async (tx, reference, now, service) => {
        const localPart = localPartAt(address, domainOf(service));
        const limit = await mailboxLimitOf(tx, service);
        const count = (await itemsOf(tx, service.id, 'exchange-mailbox')).length;
        if (limit !== null && count >= limit) {
          throw badInput(`address: Your plan has ${limit} mailboxes and all are in use. Remove one first, or move to a plan with more mailboxes.`, 'address');
        }
        await addItem(tx, service, { kind: 'exchange-mailbox', key: localPart, data: { displayName, productId: plan.id }, secretHash }, `The mailbox ${address}`, reference, now);
        // Each mailbox is billed by its plan: the next invoice shows it.
        await tx.insert(billAdditions).values({
          accountId: service.accountId,
          productId: plan.id,
          serviceTag: service.serviceTag,
          description: `${plan.name} for ${address} (${service.serviceTag}), monthly`,
          amount: plan.price,
          reference,
          createdAt: now,
        });
      },
    });
    return { ...change, address, password };
  },
});

export const removeExchangeMailbox = defineAction({
  name: 'communication.RemoveExchangeMailbox',
  auth: 'session',
  async handler({ serviceTag, address }, ctx) {
    return requestChange(ctx, serviceTag, EXCHANGE, {
      activity: `Exchange mailbox ${address.split('@')[0]}@ removed`,
      apply: async (tx, reference, now, service) => {
        const box = await itemOf(tx, service.id, 'exchange-mailbox', localPartAt(address, domainOf(service)));
        if (!box) throw notFound('That mailbox');
        if (box.pendingOp === 'remove') throw conflict(`${address} is already being removed.`, 'address');
        await removeItem(tx, box, `The mailbox ${address}`, reference, now);
      },
    });
  },
});

export const EXCHANGE_ACTIONS = [getHostedExchange, addExchangeMailbox, removeExchangeMailbox];
