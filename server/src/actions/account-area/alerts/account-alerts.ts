import { and, eq, inArray } from 'drizzle-orm';
import { alertDismissals } from '../../../db/schema';
import type { SessionActionContext } from '../../define-action';
import { outageAlerts } from '../../engagement/outage-alerts';
import { billingAlerts } from './billing-alerts';
import type { DerivedAlert } from './derived-alert';
import { isForViewer } from './page-access';
import { serviceAlerts } from './service-alerts';
import { storedAlerts } from './stored-alerts';
import { usageAlerts } from './usage-alerts';

export const MAX_ALERTS = 50;

const SEVERITY_ORDER: Record<string, number> = { critical: 0, warning: 1, info: 2 };
const rank = (severity: string) => SEVERITY_ORDER[severity] ?? 2;
const byImportance = (a: DerivedAlert, b: DerivedAlert) =>
  rank(a.severity) - rank(b.severity) || b.sortAt.getTime() - a.sortAt.getTime() || a.id.localeCompare(b.id);

/** Said only while it is true: every service (the branches' too) Active, nothing overdue, no outage lasting. */
const allClear = (now: Date): DerivedAlert => ({
  id: 'all-clear',
  severity: 'info',
  title: 'Welcome back',
  message: 'All your services are running normally.',
  transient: true,
  link: null,
  sortAt: now,
});

/**
 * Every alert of the session's account as its state is right now, critical first, then newest: derived from the
 * invoices, services, cancellations, outages, debit order and card, plus the provider's stored broadcasts.
 */
async function accountAlerts(ctx: SessionActionContext): Promise<DerivedAlert[]> {
  const billing = await billingAlerts(ctx);
  const services = await serviceAlerts(ctx);
  const outages = await outageAlerts(ctx);
  const lastingOutage = outages.some((a) => a.id.startsWith('outage:'));
  const alerts = [...billing.alerts, ...services.alerts, ...(await usageAlerts(ctx)), ...outages, ...(await storedAlerts(ctx))];
  if (services.allActive && !billing.overdue && !lastingOutage) alerts.push(allClear(ctx.clock.now()));
  return alerts.sort(byImportance);
}

/** The account's alerts this viewer may see (the link rule of page-access.ts), dismissed or not. */
export async function viewerAlerts(ctx: SessionActionContext) {
  const all = await accountAlerts(ctx);
  return { all, forViewer: all.filter((a) => isForViewer(a, ctx.session.portal_modules, ctx.instanceConfig)) };
}

const mine = (ctx: SessionActionContext) =>
  and(eq(alertDismissals.personId, ctx.session.personId), eq(alertDismissals.accountId, ctx.session.accountId));

/**
 * The keys this person dismissed on this account. Dismissals of alerts whose state has cleared are let go, so
 * that the same state coming back later (a service suspended again) is shown again.
 */
export async function dismissedKeys(ctx: SessionActionContext, current: DerivedAlert[]): Promise<Set<string>> {
  const rows = await ctx.db.select({ key: alertDismissals.alertKey }).from(alertDismissals).where(mine(ctx));
  const live = new Set(current.map((a) => a.id));
  const cleared = rows.map((r) => r.key).filter((key) => !live.has(key));
  if (cleared.length) await ctx.db.delete(alertDismissals).where(and(mine(ctx), inArray(alertDismissals.alertKey, cleared)));
  return new Set(rows.map((r) => r.key).filter((key) => live.has(key)));
}

export async function storeDismissal(ctx: SessionActionContext, key: string) {
  await ctx.db
    .insert(alertDismissals)
    .values({ personId: ctx.session.personId, accountId: ctx.session.accountId, alertKey: key, dismissedAt: ctx.clock.now() })
    .onConflictDoNothing();
}
