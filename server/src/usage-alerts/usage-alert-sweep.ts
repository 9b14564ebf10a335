import type { InstanceConfig } from '@portal/config';
import type { Capabilities } from '@portal/contract';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { provisioningEvent } from '../adapters/provisioning';
import type { UsageAdapter } from '../adapters/usage/usage-adapter';
import { recordOrder } from '../actions/commerce/order-actions';
import { priceCart } from '../actions/commerce/cart-pricing';
import { requestHash } from '../actions/commerce/idempotency';
import { membersWithUsage, periodUsage } from '../actions/services/usage';
import type { ServiceRow } from '../actions/services/service-records';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { services, usageAlertSettings, usageAutoTopUps } from '../db/schema';
import { isoDay, firstOfMonth } from '../documents/dates';
import { centsToDecimal } from '@portal/contract/format';
import { accountCodeOf } from '../outbox/account-code';
import { enqueueEvent } from '../outbox/outbox-events';
import type { Sweep } from '../outbox/outbox-worker';
import { sendUsageMessage } from './send-usage-message';
import { AUTO_TOP_UP_TYPES, autoTopUpMessage, poolDigestMessage, reached, thresholdMessage } from './usage-alert-rules';

export interface UsageAlertDeps {
  db: Db;
  usage: UsageAdapter;
  clock: Clock;
  instanceConfig: InstanceConfig;
  capabilities: Capabilities;
  log: { warn(obj: object, msg: string): void };
}

type Settings = typeof usageAlertSettings.$inferSelect;

/** Each threshold reached this period and not yet told of: the highest is sent, the lower ones recorded with it. */
async function tellThresholds(deps: UsageAlertDeps, service: ServiceRow, settings: Settings, now: Date) {
  const today = isoDay(now);
  const { periodStart, periodEnd, usedMb, capMb } = await periodUsage(deps.db, deps.usage, service, today);
  if (capMb === null) return;
  const crossed = reached([...settings.thresholds].sort((a, b) => a - b), usedMb, capMb);
  if (!crossed.length) return;
  const highest = crossed.at(-1)!;
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const percent of crossed) {
      const { subject, text } = thresholdMessage(service.serviceTag, percent, usedMb, capMb, today, periodEnd);
      await sendUsageMessage(tx, now, {
        kind: 'threshold',
        key: `threshold:${service.serviceTag}:${periodStart}:${percent}`,
        serviceId: service.id,
        serviceTag: service.serviceTag,
        personId: settings.personId,
        periodStart,
        percent,
        usedMb,
        capMb,
        channels: percent === highest ? (settings.channels as 'sms' | 'email' | 'both') : 'none',
        subject,
        text,
      });
    }
  });
}

/**
 * When the service has run out, buys the chosen top-up as an order on the next invoice (as PlaceOrder does), at
 * most `autoTopUpMonthlyMax` times a calendar month: the unique (service, month, seq) row is claimed first, so two
 * nodes sweeping at once buy it once.
 */
async function topUpIfOut(deps: UsageAlertDeps, service: ServiceRow, settings: Settings, now: Date) {
  if (!settings.autoTopUpProductId || settings.autoTopUpMonthlyMax < 1 || !AUTO_TOP_UP_TYPES.has(service.type)) return;
  if (!deps.capabilities.provisioning) return;
  const today = isoDay(now);
  const month = firstOfMonth(today);
  const bought = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [locked] = await tx.select().from(services).where(eq(services.id, service.id)).for('update');
    if (!locked || locked.status !== 'Active') return null;
    const { usedMb, capMb, periodEnd } = await periodUsage(tx, deps.usage.readingThrough(tx), locked, today);
    if (capMb === null || usedMb < capMb) return null;
    const [{ n }] = await tx.select({ n: count() }).from(usageAutoTopUps).where(and(eq(usageAutoTopUps.serviceId, locked.id), eq(usageAutoTopUps.month, month)));
    if (n >= settings.autoTopUpMonthlyMax) return null;
    const seq = n + 1;
    const cart = { serviceTag: locked.serviceTag, upgrade: false, cartLines: [{ productId: settings.autoTopUpProductId!, quantity: 1 }] };
    const priced = await priceCart(tx, deps.usage.readingThrough(tx), deps.instanceConfig, locked, cart, today, false);
    const recorded = await recordOrder(tx, { clock: deps.clock }, priced, cart, `auto-top-up:${locked.serviceTag}:${month}:${seq}`, requestHash(cart));
    const [claimed] = await tx
      .insert(usageAutoTopUps)
      .values({ serviceId: locked.id, month, seq, reference: recorded.reference, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: usageAutoTopUps.id });
    if (!claimed) throw new AlreadyBought();
    const job = { kind: 'order' as const, reference: recorded.reference, accountCode: await accountCodeOf(tx, locked.accountId), serviceTag: locked.serviceTag, serviceType: locked.type, summary: recorded.message };
    const event = provisioningEvent(job, {
      upgrade: false,
      effectiveDate: priced.effectiveDate,
      automatic: true,
      lines: priced.lines.map(({ product, quantity, amountCents }) => ({ product: product.name, quantity, amount: centsToDecimal(amountCents) })),
    });
    await enqueueEvent(tx, event, now);
    const bundle = priced.lines[0].product.name;
    const { subject, text } = autoTopUpMessage(locked.serviceTag, bundle, recorded.reference, seq, settings.autoTopUpMonthlyMax, usedMb, today, periodEnd);
    await sendUsageMessage(tx, now, {
      kind: 'auto-top-up',
      key: `auto-top-up:${locked.serviceTag}:${month}:${seq}`,
      serviceId: locked.id,
      serviceTag: locked.serviceTag,
      personId: settings.personId,
      periodStart: month,
      usedMb,
      capMb,
      channels: settings.channels as 'sms' | 'email' | 'both',
      subject,
      text,
    });
    return recorded.reference;
  }).catch((error: unknown) => {
    if (error instanceof AlreadyBought) return null;
    throw error;
  });
  return bought;
}

class AlreadyBought extends Error {}

/** A shared pool's members' use, once a day, to whoever opted in. */
async function digestPool(deps: UsageAlertDeps, service: ServiceRow, settings: Settings, now: Date) {
  if (!settings.poolDigest || service.type !== 'shareddata') return;
  const today = isoDay(now);
  const { periodStart, usedMb, capMb } = await periodUsage(deps.db, deps.usage, service, today);
  const members = await membersWithUsage(deps.db, deps.usage, service, today);
  const { subject, text } = poolDigestMessage(service.serviceTag, today, usedMb, capMb, members);
  await deps.db.transaction(async (t) =>
    sendUsageMessage(t as unknown as Db, now, {
      kind: 'pool-digest',
      key: `pool-digest:${service.serviceTag}:${today}`,
      serviceId: service.id,
      serviceTag: service.serviceTag,
      personId: settings.personId,
      periodStart,
      usedMb,
      capMb,
      channels: settings.channels as 'sms' | 'email' | 'both',
      subject,
      text,
    }),
  );
}

/** Every watched service once: its thresholds, its auto top-up (then its thresholds again, against the new cap), its digest. */
export async function checkUsageAlerts(deps: UsageAlertDeps, now: Date) {
  const rows = await deps.db
    .select({ service: services, settings: usageAlertSettings })
    .from(usageAlertSettings)
    .innerJoin(services, eq(services.id, usageAlertSettings.serviceId))
    .where(and(eq(services.status, 'Active'), isNotNull(services.dataCapMb), inArray(services.category, [...deps.instanceConfig.enabledServiceCategories])));
  for (const { service, settings } of rows) {
    try {
      await tellThresholds(deps, service, settings, now);
      await topUpIfOut(deps, service, settings, now);
      await digestPool(deps, service, settings, now);
    } catch (error) {
      deps.log.warn({ serviceTag: service.serviceTag, reason: (error as Error).message }, 'usage alerts: checking a service failed; it is checked again on the next sweep');
    }
  }
}

/** Looked at every minute: a threshold is told of within a minute of the usage source reporting it. */
export const usageAlertSweep = (deps: UsageAlertDeps): Sweep => ({ name: 'usage-alerts', everyMs: 60_000, run: (now) => checkUsageAlerts(deps, now) });
