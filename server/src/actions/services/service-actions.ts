import type { InstanceConfig } from '@portal/config';
import type { ServiceCategory, ServiceDetail } from '@portal/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import { isoDay } from '../../documents/dates';
import type { Db } from '../../db/connect';
import { serviceCancellations, sharedDataMembers } from '../../db/schema';
import { notFound } from '../../http/action-failure';
import { topUpFits } from '../commerce/cart-pricing';
import { applyProvisioning, pendingUpgrades } from '../commerce/provisioning-work';
import { planFitRefusal } from '../communication/plan-fit';
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

async function serviceDetail(db: Db, config: InstanceConfig, service: ServiceRow, accountCode: string, today: string): Promise<ServiceDetail> {
  const product = await productById(db, service.productId);
  const open = await openCancellationOf(db, service.accountId, service.serviceTag);
  const [requested] = open
    ? await db.select({ date: serviceCancellations.cancellationDate }).from(serviceCancellations).where(eq(serviceCancellations.cancellationId, open.id))
    : [];
  const [pending] = await pendingUpgrades(db, [service.id]);
  const catalogue = await productsOfType(db, config, service.type);
  const usage = service.category === 'connectivity' ? await periodUsage(db, service, today) : null;
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
    pendingChange: pending ? { productName: pending.productName, effectiveDate: pending.effectiveDate, reference: pending.reference } : null,
    cancellation: open ? { reference: open.reference, cancellationDate: requested?.date ?? open.effectiveDate ?? open.requestedDate, status: open.status as 'pending' | 'scheduled' } : null,
    sharedMembers: service.type === 'shareddata' ? await membersWithUsage(db, service, today) : [],
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
    await applyProvisioning(ctx);
    const service = await ownService(ctx.db, ctx, serviceTag);
    return serviceDetail(ctx.db, ctx.instanceConfig, service, ctx.session.accountCode, isoDay(ctx.clock.now()));
  },
});

export const getUsage = defineAction({
  name: 'services.GetUsage',
  auth: 'session',
  async handler({ serviceTag, days, userId }, ctx) {
    const service = await ownService(ctx.db, ctx, serviceTag);
    const today = isoDay(ctx.clock.now());
    if (userId === undefined) {
      const { capMb } = await periodUsage(ctx.db, service, today);
      return { serviceTag, capMb, days: await dailyUsage(ctx.db, service, today, days) };
    }
    const [member] = await ctx.db
      .select()
      .from(sharedDataMembers)
      .where(and(eq(sharedDataMembers.id, userId), eq(sharedDataMembers.serviceId, service.id)));
    if (!member) throw notFound('That member');
    return { serviceTag, capMb: member.capMb, days: await dailyUsage(ctx.db, service, today, days, member.id) };
  },
});

/** Products of the service's own type and the kind asked for; plans say why one cannot be chosen. */
export const getOffers = defineAction({
  name: 'services.GetOffers',
  auth: 'session',
  async handler({ serviceTag, kind }, ctx) {
    await applyProvisioning(ctx);
    const service = await ownService(ctx.db, ctx, serviceTag);
    const today = isoDay(ctx.clock.now());
    const current = await productById(ctx.db, service.productId);
    const open = await openCancellationOf(ctx.db, service.accountId, service.serviceTag);
    const { usedMb } = await periodUsage(ctx.db, service, today);
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

export const SERVICE_ACTIONS = [getService, getUsage, getOffers, getCancellationOptions];
