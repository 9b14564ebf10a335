import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AlertSeverity } from '@portal/contract/catalogue';
import { dashboardAlerts } from '../../db/schema';
import { defineAction } from '../define-action';

/**
 * The module a portal page needs (spec §6 can-access), longest prefix first. Pages outside every module
 * (the dashboard, outages, referrals) are open to any signed-in user.
 */
const PAGE_MODULES: [prefix: string, module: string | null][] = [
  ['/account/billing-details', 'billing'],
  ['/account/debit-order-mandate', 'billing'],
  ['/payment', 'billing'],
  ['/account/access', 'access'],
  ['/account', 'account'],
  ['/services/connectivity', 'connectivity'],
  ['/services/communication', 'communication'],
  ['/services/cloud', 'cloud-hosting'],
  ['/tickets', 'tickets'],
  ['/dashboard', null],
  ['/outages', null],
  ['/referrals', null],
];

const isUnder = (path: string, prefix: string) => path.startsWith(prefix) && (path.length === prefix.length || '/?#'.includes(path[prefix.length]));
const MAX_ALERTS = 50;

/** Whether the viewer may open the page an alert links to; a link to a page the portal does not know is shown to nobody. */
function mayOpen(linkTo: string, modules: readonly string[]) {
  const page = PAGE_MODULES.find(([prefix]) => isUnder(linkTo, prefix));
  if (!page) return false;
  return page[1] === null || modules.includes(page[1]);
}

/**
 * The account's alerts for this viewer: one that leads to a page is shown only to someone who may open that
 * page (a billing-only user sees no connectivity alert); one without a link is about the account and shown to
 * every signed-in user. Critical first, then newest.
 */
export const getAlerts = defineAction({
  name: 'dashboard.alert.GetAlerts',
  auth: 'session',
  async handler(_input, ctx) {
    const rows = await ctx.db
      .select()
      .from(dashboardAlerts)
      .where(
        and(
          eq(dashboardAlerts.accountId, ctx.session.accountId),
          or(isNull(dashboardAlerts.expiresAt), gt(dashboardAlerts.expiresAt, ctx.clock.now())),
        ),
      )
      .orderBy(
        sql`case ${dashboardAlerts.severity} when 'critical' then 0 when 'warning' then 1 else 2 end`,
        desc(dashboardAlerts.createdAt),
        desc(dashboardAlerts.id),
      )
      .limit(10 * MAX_ALERTS);
    const visible = rows.filter((a) => !a.linkTo || mayOpen(a.linkTo, ctx.session.portal_modules)).slice(0, MAX_ALERTS);
    return {
      alerts: visible.map((a) => ({
        id: a.id,
        severity: a.severity as AlertSeverity,
        title: a.title,
        message: a.message,
        transient: a.transient,
        link: a.linkLabel && a.linkTo ? { label: a.linkLabel, to: a.linkTo } : null,
      })),
    };
  },
});
