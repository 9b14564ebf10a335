import { DEFAULT_USAGE_THRESHOLDS, type UsageAlertChannels } from '@portal/contract/catalogue';
import { and, asc, count, eq } from 'drizzle-orm';
import { firstOfMonth, isoDay } from '../../documents/dates';
import type { Db } from '../../db/connect';
import { products, usageAlertSettings, usageAutoTopUps, usageMessages } from '../../db/schema';
import { badInput } from '../../http/action-failure';
import { AUTO_TOP_UP_TYPES } from '../../usage-alerts/usage-alert-rules';
import { defineAction, type SessionActionContext } from '../define-action';
import { ownService, productsOfType, type ServiceRow } from './service-records';
import { periodOf } from './usage';

/** Only a capped connectivity service has a cap to be alerted against. */
async function watchableService(ctx: SessionActionContext, serviceTag: string) {
  const service = await ownService(ctx.db, ctx, serviceTag);
  if (service.category !== 'connectivity') throw badInput(`serviceTag: ${serviceTag} is not a data service, so it has no usage alerts.`, 'serviceTag');
  if (service.dataCapMb === null) throw badInput(`serviceTag: ${serviceTag} is uncapped, so there is no cap to be alerted against.`, 'serviceTag');
  return service;
}

async function topUpBundles(db: Db, ctx: SessionActionContext, service: ServiceRow) {
  const bundles = await productsOfType(db, ctx.instanceConfig, service.type, 'top-up');
  return bundles.filter((p) => (p.dataCapMb ?? 0) > 0).map((p) => ({ productId: p.id, name: p.name, price: Number(p.price), dataMb: p.dataCapMb! }));
}

export const getUsageAlerts = defineAction({
  name: 'services.GetUsageAlerts',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await watchableService(ctx, serviceTag);
    const [settings] = await ctx.db.select().from(usageAlertSettings).where(eq(usageAlertSettings.serviceId, service.id));
    const today = isoDay(ctx.clock.now());
    const { periodStart } = periodOf(today);
    const crossed = await ctx.db
      .select({ percent: usageMessages.percent })
      .from(usageMessages)
      .where(and(eq(usageMessages.serviceId, service.id), eq(usageMessages.kind, 'threshold'), eq(usageMessages.periodStart, periodStart)))
      .orderBy(asc(usageMessages.percent));
    let autoTopUp = null;
    if (AUTO_TOP_UP_TYPES.has(service.type)) {
      const [{ n }] = await ctx.db
        .select({ n: count() })
        .from(usageAutoTopUps)
        .where(and(eq(usageAutoTopUps.serviceId, service.id), eq(usageAutoTopUps.month, firstOfMonth(today))));
      autoTopUp = {
        productId: settings?.autoTopUpProductId ?? null,
        monthlyMax: settings?.autoTopUpMonthlyMax ?? 0,
        bundles: await topUpBundles(ctx.db, ctx, service),
        boughtThisMonth: n,
      };
    }
    return {
      serviceTag,
      saved: Boolean(settings),
      thresholds: settings ? [...settings.thresholds].sort((a, b) => a - b) : [...DEFAULT_USAGE_THRESHOLDS],
      channels: (settings?.channels ?? 'sms') as UsageAlertChannels,
      autoTopUp,
      poolDigest: service.type === 'shareddata' ? (settings?.poolDigest ?? false) : null,
      crossed: crossed.map((c) => c.percent!).filter((p) => p !== null),
    };
  },
});

/** Sensitive: an automatic top-up charges the account, so saving needs a fresh sign-in (re-authentication). */
export const saveUsageAlerts = defineAction({
  name: 'services.SaveUsageAlerts',
  auth: 'fresh',
  async handler({ serviceTag, thresholds, channels, autoTopUp, poolDigest }, ctx) {
    const service = await watchableService(ctx, serviceTag);
    if (autoTopUp) {
      if (!AUTO_TOP_UP_TYPES.has(service.type)) throw badInput(`autoTopUp: ${serviceTag} cannot top itself up; only mobile and shared data can.`, 'autoTopUp');
      const bundles = await topUpBundles(ctx.db, ctx, service);
      if (!bundles.some((b) => b.productId === autoTopUp.productId)) throw badInput(`autoTopUp: Please choose one of the top-ups offered for ${serviceTag}.`, 'autoTopUp');
      const [product] = await ctx.db.select({ active: products.active }).from(products).where(eq(products.id, autoTopUp.productId));
      if (!product?.active) throw badInput(`autoTopUp: Please choose one of the top-ups offered for ${serviceTag}.`, 'autoTopUp');
    }
    if (poolDigest && service.type !== 'shareddata') throw badInput(`poolDigest: Only a shared-data service has a pool to digest.`, 'poolDigest');
    const values = {
      thresholds: [...thresholds].sort((a, b) => a - b),
      channels,
      personId: ctx.session.personId,
      autoTopUpProductId: autoTopUp?.productId ?? null,
      autoTopUpMonthlyMax: autoTopUp?.monthlyMax ?? 0,
      poolDigest,
      updatedAt: ctx.clock.now(),
    };
    await ctx.db
      .insert(usageAlertSettings)
      .values({ serviceId: service.id, ...values })
      .onConflictDoUpdate({ target: usageAlertSettings.serviceId, set: values });
    const what = values.thresholds.length ? `alerts at ${values.thresholds.map((t) => `${t}%`).join(', ')}` : 'no alerts';
    return { saved: true as const, message: `Saved for ${serviceTag}: ${what}${autoTopUp ? `, and an automatic top-up up to ${autoTopUp.monthlyMax} time${autoTopUp.monthlyMax === 1 ? '' : 's'} a month` : ''}.` };
  },
});

export const USAGE_ALERT_ACTIONS = [getUsageAlerts, saveUsageAlerts];
