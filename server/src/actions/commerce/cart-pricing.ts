import type { InstanceConfig } from '@portal/config';
import type { OrderPreview } from '@portal/contract/catalogue';
import { catalogue } from '@portal/contract/catalogue';
import { ERROR_CODES } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { formatNumber, fromCents, toCents } from '@portal/contract/format';
import { addDays } from '../../documents/dates';
import type { Db } from '../../db/connect';
import { products } from '../../db/schema';
import { ActionFailure, badInput } from '../../http/action-failure';
import { formatData, openCancellationOf, productById, productSummary, type ProductRow, type ServiceRow } from '../services/service-records';
import { periodUsage } from '../services/usage';
import type { UsageAdapter } from '../../adapters/usage/usage-adapter';
import { planFitRefusal } from '../services/plan-fit';
import { pendingUpgrades } from './provisioning-work';

export type ParsedCart = z.output<(typeof catalogue)['commerce.PlaceOrder']['input']>['cart'];

/** An upgrade may be dated at most this many days ahead. */
export const LATEST_UPGRADE_DAYS = 90;

export interface PricedCart {
  service: ServiceRow;
  current: ProductRow | null;
  lines: { product: ProductRow; quantity: number; amountCents: number }[];
  upgrade: boolean;
  effectiveDate: string;
  onceOffCents: number;
  monthlyAfterCents: number;
  monthlyChangeCents: number;
  needsDelivery: boolean;
}

/** Credits a top-up adds (SMS, bulk mail: limits.credits); 0 for a data top-up. */
export const creditsOf = (product: Pick<ProductRow, 'limits'>) => product.limits?.credits ?? 0;

const CREDIT_UNITS: Record<string, string> = { sms: 'SMS credits', 'bulk-mailer': 'email credits' };
/** '1 000 SMS credits' for a service of that type. */
export const creditWords = (serviceType: string, n: number) => `${formatNumber(n)} ${n === 1 ? (CREDIT_UNITS[serviceType] ?? 'credits').replace(/s$/, '') : (CREDIT_UNITS[serviceType] ?? 'credits')}`;

/**
 * A top-up the service can take: credits (SMS, bulk mail) for any running service of their type; data only for a
 * capped service (an uncapped one needs none).
 */
export const topUpFits = (service: Pick<ServiceRow, 'dataCapMb'>, product: Pick<ProductRow, 'limits'>) => creditsOf(product) > 0 || service.dataCapMb !== null;

const conflict = (message: string, field: string) => new ActionFailure(409, ERROR_CODES.badInput, message, field);
const refuseLines = (message: string) => badInput(`cartLines: ${message}`, 'cartLines');

/**
 * Checks a cart against the service it is for and prices it, as PreviewOrder shows and PlaceOrder charges: only
 * products of the service's own type; an upgrade is one other plan, not below this period's use; a purchase is
 * top-ups, add-ons and hardware; only products of the instance's categories. `requireLocation`: hardware needs a
 * delivery address (PlaceOrder).
 */
export async function priceCart(
  db: Db,
  usage: UsageAdapter,
  config: InstanceConfig,
  service: ServiceRow,
  cart: ParsedCart,
  today: string,
  requireLocation: boolean,
): Promise<PricedCart> {
  if (service.status !== 'Active') throw badInput(`serviceTag: ${service.serviceTag} is ${service.status.toLowerCase()}, so nothing can be ordered for it.`, 'serviceTag');
  const cancelling = await openCancellationOf(db, service.accountId, service.serviceTag);
  if (cancelling) throw conflict(`${service.serviceTag} is being cancelled (${cancelling.reference}), so nothing can be ordered for it.`, 'serviceTag');

  const ids = cart.cartLines.map((l) => l.productId);
  if (new Set(ids).size !== ids.length) throw refuseLines('Each product may appear once; set its quantity instead.');
  // A product of a category the instance does not run is as unavailable as an unknown one.
  const found = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true), inArray(products.category, config.enabledServiceCategories)));
  const lines = cart.cartLines.map((line) => {
    const product = found.find((p) => p.id === line.productId);
    if (!product) throw refuseLines(`Product ${line.productId} is not available.`);
    if (product.serviceType !== service.type) throw refuseLines(`${product.name} is not available for ${service.serviceTag}: it is for ${product.serviceType} services.`);
    return { product, quantity: line.quantity, amountCents: toCents(product.price) * line.quantity };
  });

  const current = await productById(db, service.productId);
  const currentMonthly = current ? toCents(current.price) : 0;

  if (cart.upgrade) {
    const [{ product: plan, quantity }] = lines;
    if (lines.length !== 1 || plan.kind !== 'plan' || quantity !== 1) throw refuseLines('An upgrade is one plan, once.');
    if (plan.id === current?.id) throw refuseLines(`${service.serviceTag} is already on ${plan.name}.`);
    const [pending] = await pendingUpgrades(db, [service.id]);
    if (pending) throw conflict(`${service.serviceTag} already has a change to ${pending.productName} on the way (${pending.reference}).`, 'serviceTag');
    const effectiveDate = cart.effectiveDate ?? today;
    if (effectiveDate < today) throw badInput('effectiveDate: Please choose today or a later date.', 'effectiveDate');
    if (effectiveDate > addDays(today, LATEST_UPGRADE_DAYS)) throw badInput(`effectiveDate: Please choose a date within ${LATEST_UPGRADE_DAYS} days.`, 'effectiveDate');
    const misfit = await planFitRefusal(db, service, plan);
    if (misfit) throw refuseLines(misfit);
    if (plan.dataCapMb !== null) {
      const { usedMb } = await periodUsage(db, usage, service, today);
      if (usedMb > plan.dataCapMb) {
        throw refuseLines(`You have used ${formatData(usedMb)} this month, more than the ${formatData(plan.dataCapMb)} of ${plan.name}. Choose a larger plan, or change next month.`);
      }
    }
    const monthlyAfterCents = toCents(plan.price);
    return { service, current, lines, upgrade: true, effectiveDate, onceOffCents: 0, monthlyAfterCents, monthlyChangeCents: monthlyAfterCents - currentMonthly, needsDelivery: false };
  }

  for (const { product } of lines) {
    if (product.kind === 'plan') throw refuseLines(`${product.name} is a plan: change plans with an upgrade.`);
    if (product.kind === 'top-up' && !topUpFits(service, product)) throw refuseLines(`${service.serviceTag} is uncapped, so it needs no top-up.`);
  }
  const needsDelivery = lines.some((l) => l.product.needsDelivery);
  if (requireLocation && needsDelivery && !cart.location) {
    const item = lines.find((l) => l.product.needsDelivery)!.product.name;
    throw badInput(`location: Please tell us where to deliver the ${item}.`, 'location');
  }
  return {
    service,
    current,
    lines,
    upgrade: false,
    effectiveDate: today,
    onceOffCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    monthlyAfterCents: currentMonthly,
    monthlyChangeCents: 0,
    needsDelivery,
  };
}

export const previewOf = (priced: PricedCart): OrderPreview => ({
  serviceTag: priced.service.serviceTag,
  upgrade: priced.upgrade,
  current: priced.current ? productSummary(priced.current) : null,
  lines: priced.lines.map((l) => ({ product: productSummary(l.product), quantity: l.quantity, amount: fromCents(l.amountCents) })),
  onceOffTotal: fromCents(priced.onceOffCents),
  monthlyAfter: fromCents(priced.monthlyAfterCents),
  monthlyChange: fromCents(priced.monthlyChangeCents),
  effectiveDate: priced.effectiveDate,
  needsDelivery: priced.needsDelivery,
});
