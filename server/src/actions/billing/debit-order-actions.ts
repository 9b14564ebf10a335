import { ERROR_CODES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { formatDate } from '@portal/contract/format';
import { loadCollectionPlan } from '../../billing/collection-plan';
import { nextCollectionDate } from '../../billing/collection-rules';
import type { Db } from '../../db/connect';
import { debitOrderDetails } from '../../db/schema';
import { ActionFailure, notFound } from '../../http/action-failure';
import { defineAction } from '../define-action';

/** What the debit order does next, by the account's collection plan: it may still wait for its mandate. */
async function whatRunsNext(db: Db, accountId: number, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const plan = await loadCollectionPlan(db, accountId, today);
  if (plan.standing.state === 'awaiting-mandate') return 'It starts collecting once you accept its mandate.';
  const day = plan.debitOrderDay;
  return day ? `The next collection run is on ${formatDate(nextCollectionDate(day.day, today))}.` : '';
}

/** Makes a suspended debit order (after returned collections) active again; only the account's own. */
export const reactivateDebitOrder = defineAction({
  name: 'billing.payment.ReactivateDebitOrder',
  // Restarts collections from a bank account: a change of how the account pays, so a sensitive action.
  auth: 'fresh',
  modules: ['billing'],
  async handler({ id }, ctx) {
    const mine = and(eq(debitOrderDetails.id, id), eq(debitOrderDetails.accountId, ctx.session.accountId));
    const [reactivated] = await ctx.db
      .update(debitOrderDetails)
      .set({ status: 'active', updatedAt: ctx.clock.now() })
      .where(and(mine, eq(debitOrderDetails.status, 'suspended')))
      .returning();
    if (!reactivated) {
      const [existing] = await ctx.db.select({ status: debitOrderDetails.status }).from(debitOrderDetails).where(mine);
      if (!existing) throw notFound('That debit order');
      throw new ActionFailure(409, ERROR_CODES.badInput, 'This debit order is active; only a suspended debit order can be reactivated.', 'id');
    }
    const next = await whatRunsNext(ctx.db, ctx.session.accountId, ctx.clock.now());
    return { reactivated: true, message: ['Your debit order has been reactivated.', next].filter(Boolean).join(' ') };
  },
});
