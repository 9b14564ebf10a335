import { ERROR_CODES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { RESELLER_REFUSALS, requireCustomerRole } from '../../billing/customer-only';
import { currentMandate, MANDATE_STATUS, mandateParagraphs, mandateText, mandateView, type MandateRow } from '../../billing/mandates';
import type { Db } from '../../db/connect';
import { accounts, debitOrderDetails, debitOrderMandates } from '../../db/schema';
import { ActionFailure, notFound } from '../../http/action-failure';
import { defineAction, type SessionActionContext } from '../define-action';

const NO_DEBIT_ORDER = 'This account has no debit order, so there is no debit order mandate. Please add your bank details under Edit Payment Info first.';
const SUPERSEDED = 'This mandate was replaced when the debit order details changed. Please review and accept the current mandate.';

/**
 * The account (locked, so that a render, an accept and a change of the debit order happen one at a
 * time) with its debit order; a clear refusal when it has none.
 */
async function lockedParties(tx: Db, ctx: SessionActionContext) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, ctx.session.accountId)).for('update');
  if (!account) throw notFound('That account');
  const [debitOrder] = await tx.select().from(debitOrderDetails).where(eq(debitOrderDetails.accountId, account.id));
  if (!debitOrder) throw new ActionFailure(409, ERROR_CODES.badInput, NO_DEBIT_ORDER);
  return { provider: ctx.instanceConfig.provider, customerName: account.customerName, accountCode: account.accountCode, debitOrder };
}

/** The account's current mandate for its debit order; a pending one is made when there is none. */
export const renderDebitOrderMandate = defineAction({
  name: 'billing.mandates.RenderDebitOrderMandate',
  auth: 'session',
  modules: ['billing'],
  async handler(_input, ctx) {
    return ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const parties = await lockedParties(tx, ctx);
      let mandate: MandateRow | undefined = await currentMandate(tx, parties.debitOrder.accountId);
      if (!mandate) {
        [mandate] = await tx
          .insert(debitOrderMandates)
          .values({ accountId: parties.debitOrder.accountId, status: MANDATE_STATUS.pending, createdAt: ctx.clock.now() })
          .returning();
      }
      return mandateView(mandate, parties);
    });
  },
});

/**
 * Accepts the account's pending mandate with the text as shown, who accepted it and when (a sensitive
 * action). Accepting an accepted mandate again answers it unchanged.
 */
export const acceptDebitOrderMandate = defineAction({
  name: 'billing.mandates.AcceptDebitOrderMandate',
  auth: 'fresh',
  modules: ['billing'],
  async handler({ mandateId }, ctx) {
    requireCustomerRole(ctx, RESELLER_REFUSALS.acceptMandate);
    return ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [mandate] = await tx
        .select()
        .from(debitOrderMandates)
        .where(and(eq(debitOrderMandates.id, mandateId), eq(debitOrderMandates.accountId, ctx.session.accountId)));
      if (!mandate) throw notFound('That mandate');
      const parties = await lockedParties(tx, ctx);
      // Re-read under the lock: a concurrent accept or change of the debit order has finished by now.
      const [latest] = await tx.select().from(debitOrderMandates).where(eq(debitOrderMandates.id, mandate.id));
      if (latest.status === MANDATE_STATUS.accepted) return mandateView(latest, parties);
      if (latest.status !== MANDATE_STATUS.pending) throw new ActionFailure(409, ERROR_CODES.badInput, SUPERSEDED, 'mandateId');
      const [accepted] = await tx
        .update(debitOrderMandates)
        .set({
          status: MANDATE_STATUS.accepted,
          acceptedAt: ctx.clock.now(),
          acceptedByPersonId: ctx.session.personId,
          acceptedText: mandateText(mandateParagraphs(parties)),
        })
        .where(eq(debitOrderMandates.id, latest.id))
        .returning();
      return mandateView(accepted, parties);
    });
  },
});
