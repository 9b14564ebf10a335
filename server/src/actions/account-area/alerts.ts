import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AlertSeverity } from '@portal/contract/catalogue';
import { dashboardAlerts } from '../../db/schema';
import { defineAction } from '../define-action';

/** Any signed-in user sees the account's alerts: they are about the account, not a module. Critical first, then newest. */
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
      .limit(50);
    return {
      alerts: rows.map((a) => ({
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
