import type { AlertKind, AlertSeverity } from '@portal/contract/catalogue';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { dashboardAlerts } from '../../../db/schema';
import type { SessionActionContext } from '../../define-action';
import type { DerivedAlert } from './derived-alert';

/** Enough of the newest stored alerts for a dashboard, even after the viewer's modules leave some out. */
const STORED_LIMIT = 200;

/** The provider's broadcasts to the account (dashboard_alerts) that have not expired. */
export async function storedAlerts(ctx: SessionActionContext): Promise<DerivedAlert[]> {
  const rows = await ctx.db
    .select()
    .from(dashboardAlerts)
    .where(
      and(
        eq(dashboardAlerts.accountId, ctx.session.accountId),
        or(isNull(dashboardAlerts.expiresAt), gt(dashboardAlerts.expiresAt, ctx.clock.now())),
      ),
    )
    .orderBy(desc(dashboardAlerts.createdAt), desc(dashboardAlerts.id))
    .limit(STORED_LIMIT);
  return rows.map((a) => ({
    id: `stored:${a.id}`,
    severity: a.severity as AlertSeverity,
    title: a.title,
    message: a.message,
    transient: a.transient,
    link: a.linkLabel && a.linkTo ? { label: a.linkLabel, to: a.linkTo } : null,
    sortAt: a.createdAt,
    kind: a.kind as AlertKind,
  }));
}
