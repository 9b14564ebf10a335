import { createHash, randomBytes } from 'node:crypto';
import { ARRANGEMENT_MESSAGES } from '@portal/contract/catalogue';
import { formatCurrency, formatDate, fromCents, toCents } from '@portal/contract/format';
import { and, eq } from 'drizzle-orm';
import { eligibilityOf, latestArrangement, settleAccountArrangement, viewOf, type Arrangement } from '../../billing/arrangements';
import { tellOfArrangement } from '../../billing/arrangement-news';
import type { Db } from '../../db/connect';
import { accounts, paymentArrangements } from '../../db/schema';
import { isoDay } from '../../documents/dates';
import { ActionFailure, badInput } from '../../http/action-failure';
import { ERROR_CODES } from '@portal/contract';
import { defineAction } from '../define-action';

const newReference = () => `ARR-${randomBytes(5).toString('hex').toUpperCase()}`;
const KEY_REUSED = 'This idempotency key was already used for a different arrangement. Start a new one.';

async function withKey(tx: Db, accountId: number, idempotencyKey: string, requestHash: string): Promise<Arrangement | undefined> {
  const [row] = await tx.select().from(paymentArrangements).where(and(eq(paymentArrangements.accountId, accountId), eq(paymentArrangements.idempotencyKey, idempotencyKey)));
  if (row && row.requestHash !== requestHash) throw new ActionFailure(422, ERROR_CODES.badInput, KEY_REUSED, 'idempotencyKey');
  return row;
}

/** The account's latest arrangement, brought up to date, and whether a new one may be made now (and why not). */
export const getPaymentArrangement = defineAction({
  name: 'billing.arrangement.GetPaymentArrangement',
  auth: 'session',
  modules: ['billing'],
  async handler(_input, ctx) {
    const { accountId } = ctx.session;
    const now = ctx.clock.now();
    await ctx.db.transaction((t) => settleAccountArrangement(t as unknown as Db, accountId, now));
    const latest = await latestArrangement(ctx.db, accountId);
    return {
      arrangement: latest ? viewOf(latest, isoDay(now)) : null,
      eligibility: await eligibilityOf(ctx.db, ctx.instanceConfig.paymentArrangements, accountId, now),
    };
  },
});

/**
 * Makes an arrangement for the overdue balance by the instance's rules: the parts' dates from today to the latest
 * allowed, at most the most parts, the amounts adding up to exactly the overdue balance in cents. A repeat with the
 * same key answers the arrangement it made; nothing is written when a rule refuses it.
 */
export const makePaymentArrangement = defineAction({
  name: 'billing.arrangement.MakePaymentArrangement',
  auth: 'session',
  modules: ['billing'],
  async handler({ parts, idempotencyKey }, ctx) {
    const { accountId, personId } = ctx.session;
    const now = ctx.clock.now();
    const wanted = parts.map((p) => ({ dueDate: p.dueDate, amountCents: toCents(p.amount) }));
    const requestHash = createHash('sha256').update(JSON.stringify(wanted)).digest('hex');
    const row = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // One arrangement request of an account at a time: two tabs cannot both pass the rules.
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
      const replayed = await withKey(tx, accountId, idempotencyKey, requestHash);
      if (replayed) return replayed;
      await settleAccountArrangement(tx, accountId, now);
      const rules = ctx.instanceConfig.paymentArrangements;
      const eligibility = await eligibilityOf(tx, rules, accountId, now);
      if (!eligibility.eligible) throw new ActionFailure(409, ERROR_CODES.badInput, eligibility.reason!);
      if (wanted.length > rules.maxParts) throw badInput(`parts: ${ARRANGEMENT_MESSAGES.tooManyParts(rules.maxParts)}`, 'parts');
      if (wanted[0].dueDate < eligibility.earliestDate) throw badInput(`parts: ${ARRANGEMENT_MESSAGES.dateTooEarly}`, 'parts');
      if (wanted.at(-1)!.dueDate > eligibility.latestDate) throw badInput(`parts: ${ARRANGEMENT_MESSAGES.dateTooLate(eligibility.latestDate)}`, 'parts');
      const totalCents = toCents(eligibility.overdue);
      const partsCents = wanted.reduce((sum, p) => sum + p.amountCents, 0);
      if (partsCents !== totalCents) throw badInput(`parts: ${ARRANGEMENT_MESSAGES.sum(totalCents, partsCents)}`, 'parts');
      const [created] = await tx
        .insert(paymentArrangements)
        .values({ accountId, personId, reference: newReference(), totalCents, parts: wanted, status: 'kept', idempotencyKey, requestHash, createdAt: now })
        .returning();
      await tellOfArrangement(tx, now, 'made', created);
      return created;
    });
    ctx.outbox.wake();
    const view = viewOf(row, isoDay(now));
    const last = row.parts.at(-1)!;
    return {
      arrangement: view,
      message:
        row.parts.length === 1
          ? `Your payment arrangement ${row.reference} is confirmed: pay ${formatCurrency(fromCents(row.totalCents))} by ${formatDate(last.dueDate)}. We have sent you the details.`
          : `Your payment arrangement ${row.reference} is confirmed: ${formatCurrency(fromCents(row.totalCents))} in ${row.parts.length} parts, the last by ${formatDate(last.dueDate)}. We have sent you the details.`,
    };
  },
});

export const ARRANGEMENT_ACTIONS = [getPaymentArrangement, makePaymentArrangement];
