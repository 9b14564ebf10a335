import type { InstanceConfig } from '@portal/config';
import type { ServiceCategory, ServiceDetail } from '@portal/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import { isoDay } from '../../documents/dates';
import type { Db } from '../../db/connect';
import { serviceCancellations, sharedDataMembers } from '../../db/schema';
import { badInput, notFound } from '../../http/action-failure';
import { topUpFits } from '../commerce/cart-pricing';
import { pendingUpgrades } from '../commerce/provisioning-work';
import { planFitRefusal } from './plan-fit';
import { defineAction } from '../define-action';
import { displayAttributes } from './attributes';
import { cancellationOptions } from './cancellation-options';
import {
  displayStatus,
  formatData,
  openCancellationOf,
  productById,
  productsOfType,
  productSummary,
  type ServiceRow,
  ownService,
} from './service-records';
import { dailyUsage, membersWithUsage, periodUsage } from './usage';
import type { UsageAdapter } from '../../adapters/usage/usage-adapter';
import { failedRequestOf } from '../../backoffice/failed-requests';
import { PROVISIONING_EVENT } from '../../adapters/provisioning';
import { delayedReferences } from '../../outbox/delayed-jobs';

async function serviceDetail(db: Db, usageSource: UsageAdapter, config: InstanceConfig, service: ServiceRow, accountCode: string, today: string): Promise<ServiceDetail> {
  const product = await productById(db, service.productId);
  const open = await openCancellationOf(db, service.accountId, service.serviceTag);
  const [requested] = open
    ? await db.select({ date: serviceCancellations.cancellationDate }).from(serviceCancellations).where(eq(serviceCancellations.cancellationId, open.id))
    : [];
  const [pending] = await pendingUpgrades(db, [service.id]);
  const catalogue = await productsOfType(db, config, service.type);
  const usage = service.category === 'connectivity' ? await periodUsage(db, usageSource, service, today) : null;
  const delayedOrders = await delayedReferences(db, PROVISIONING_EVENT.order, pending ? [pending.reference] : []);
  const delayedCancellations = await delayedReferences(db, PROVISIONING_EVENT.cancellation, open ? [open.reference] : []);
  const status = displayStatus(service.status, Boolean(open));
  const running = status === 'Active';
  return {
    serviceTag: service.serviceTag,
    category: service.category as ServiceCategory,
    type: service.type,
    status,
    accountCode,
    product: product ? productSummary(product) : null,
    monthlyPrice: product ? Number(product.price) : 0,
    attributes: displayAttributes(service.attributes),
    installationAddress: service.attributes.installationAddress ?? null,
    contractEndDate: service.contractEndDate,
    usage,
    pendingChange: pending
      ? { productName: pending.productName, effectiveDate: pending.effectiveDate, reference: pending.reference, ...(delayedOrders.has(pending.reference) ? { delayed: true } : {}) }
      : null,
    failedRequest: await failedRequestOf(db, service, new Date(`${today}T12:00:00Z`)),
    cancellation: open
      ? {
          reference: open.reference,
          cancellationDate: requested?.date ?? open.effectiveDate ?? open.requestedDate,
          status: open.status as 'pending' | 'scheduled',
          ...(delayedCancellations.has(open.reference) ? { delayed: true } : {}),
        }
      : null,
    sharedMembers: service.type === 'shareddata' ? await membersWithUsage(db, usageSource, service, today) : [],
    can: {
      upgrade: running && !pending && catalogue.some((p) => p.kind === 'plan' && p.id !== product?.id),
      topUp: running && catalogue.some((p) => p.kind === 'top-up' && topUpFits(service, p)),
      cancel: !open && service.status !== 'Cancelled',
    },
  };
}

export const getService = defineAction({
  name: 'services.GetService',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await ownService(ctx.db, ctx, serviceTag);
    return serviceDetail(ctx.db, ctx.usage, ctx.instanceConfig, service, ctx.session.accountCode, isoDay(ctx.clock.now()));
  },
});

export const getUsage = defineAction({
  name: 'services.GetUsage',
  auth: 'session',
  async handler({ serviceTag, days, userId }, ctx) {
    const service = await ownService(ctx.db, ctx, serviceTag);
    const today = isoDay(ctx.clock.now());
    if (userId === undefined) {
      const { capMb } = await periodUsage(ctx.db, ctx.usage, service, today);
      return { serviceTag, capMb, days: await dailyUsage(ctx.usage, { service }, today, days) };
    }
    const [member] = await ctx.db
      .select()
      .from(sharedDataMembers)
      .where(and(eq(sharedDataMembers.id, userId), eq(sharedDataMembers.serviceId, service.id)));
    if (!member) throw notFound('That member');
    return { serviceTag, capMb: member.capMb, days: await dailyUsage(ctx.usage, { service, member }, today, days) };
  },
});

/** A connectivity service's current or last connection, from the usage adapter (RADIUS accounting in production). */
export const getLiveSession = defineAction({
  name: 'services.GetLiveSession',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await ownService(ctx.db, ctx, serviceTag);
    if (service.category !== 'connectivity') throw badInput(`serviceTag: ${serviceTag} is not a connectivity service, so it has no sessions.`, 'serviceTag');
    return { serviceTag, session: await ctx.usage.liveSession({ service }, ctx.clock.now()) };
  },
});

/** Products of the service's own type and the kind asked for; plans say why one cannot be chosen. */
export const getOffers = defineAction({
  name: 'services.GetOffers',
  auth: 'session',
  async handler({ serviceTag, kind }, ctx) {
    const service = await ownService(ctx.db, ctx, serviceTag);
    const today = isoDay(ctx.clock.now());
    const current = await productById(ctx.db, service.productId);
    const open = await openCancellationOf(ctx.db, service.accountId, service.serviceTag);
    const { usedMb } = await periodUsage(ctx.db, ctx.usage, service, today);
    const offered = (await productsOfType(ctx.db, ctx.instanceConfig, service.type, kind)).filter((p) => p.id !== current?.id || kind === 'plan');
    const misfits = new Map<number, string | null>();
    for (const p of offered) if (p.kind === 'plan' && p.id !== current?.id) misfits.set(p.id, await planFitRefusal(ctx.db, service, p));
    const refusal = (p: (typeof offered)[number]): string | null => {
      if (open) return `${service.serviceTag} is being cancelled.`;
      if (service.status !== 'Active') return `${service.serviceTag} is ${service.status.toLowerCase()}.`;
      if (p.kind === 'plan' && p.id === current?.id) return 'This is your current plan.';
      if (p.kind === 'plan' && p.dataCapMb !== null && usedMb > p.dataCapMb) {
        return `You have used ${formatData(usedMb)} this month, more than this plan’s ${formatData(p.dataCapMb)}.`;
      }
      if (p.kind === 'top-up' && !topUpFits(service, p)) return `${service.serviceTag} is uncapped.`;
      if (misfits.get(p.id)) return misfits.get(p.id)!;
      return null;
    };
    return {
      current: current ? productSummary(current) : null,
      offers: offered.map((p) => {
        const reason = refusal(p);
        return { ...productSummary(p), allowed: reason === null, reason };
      }),
    };
  },
});

export const getCancellationOptions = defineAction({
  name: 'services.GetCancellationOptions',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await ownService(ctx.db, ctx, serviceTag);
    return cancellationOptions(service, await productById(ctx.db, service.productId), isoDay(ctx.clock.now()));
  },
});

export const SERVICE_ACTIONS = [getService, getUsage, getLiveSession, getOffers, getCancellationOptions];
