import { connectivityServicePath } from '@portal/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { services, usageMessages } from '../../../db/schema';
import { isoDay } from '../../../documents/dates';
import { formatData, MODULE_OF_CATEGORY } from '../../services/service-records';
import { periodOf } from '../../services/usage';
import type { SessionActionContext } from '../../define-action';
import type { DerivedAlert } from './derived-alert';

/**
 * A service whose use passed one of its usage alerts this billing period: one alert per service, for the highest
 * threshold told of (usage-alert-sweep.ts), until the period ends.
 */
export async function usageAlerts(ctx: SessionActionContext): Promise<DerivedAlert[]> {
  const { periodStart } = periodOf(isoDay(ctx.clock.now()));
  const rows = await ctx.db
    .select({ message: usageMessages, service: services })
    .from(usageMessages)
    .innerJoin(services, eq(services.id, usageMessages.serviceId))
    .where(
      and(
        eq(services.accountId, ctx.session.accountId),
        eq(usageMessages.kind, 'threshold'),
        eq(usageMessages.periodStart, periodStart),
        inArray(services.category, ['connectivity'].filter((c) => (ctx.instanceConfig.enabledServiceCategories as readonly string[]).includes(c))),
      ),
    )
    .orderBy(desc(usageMessages.percent));
  const highest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!highest.has(row.service.serviceTag)) highest.set(row.service.serviceTag, row);
  return [...highest.values()].map(({ message, service }) => {
    const percent = message.percent ?? 0;
    const used = Number(message.usedMb);
    return {
      id: `usage-threshold:${service.serviceTag}:${periodStart}:${percent}`,
      severity: percent >= 100 ? 'critical' : 'warning',
      title: percent >= 100 ? `${service.serviceTag} has used all its data` : `${service.serviceTag} has used ${percent}% of its data`,
      message: `${service.product} (${service.serviceTag}) has used ${formatData(used)}${message.capMb ? ` of ${formatData(message.capMb)}` : ''} this billing cycle. See its usage, or top it up.`,
      transient: false,
      link: { label: 'View usage', to: connectivityServicePath(service.type, service.serviceTag) },
      sortAt: message.createdAt,
      needs: [MODULE_OF_CATEGORY.connectivity],
    };
  });
}
