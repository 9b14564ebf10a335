import type { InstanceConfig } from '@portal/config';
import type { ArrangementEligibility, ArrangementView } from '@portal/contract/catalogue';
import { formatCurrency, formatDate, fromCents, toCents } from '@portal/contract/format';
import { and, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { accounts, invoices, paymentArrangements, payments, type ArrangementPart } from '../db/schema';
import { isoDay } from '../documents/dates';
import { accountBalance } from './ledger';
import { tellOfArrangement } from './arrangement-news';

export type Arrangement = typeof paymentArrangements.$inferSelect;
export type ArrangementRules = InstanceConfig['paymentArrangements'];

const DAY_MS = 24 * 3600 * 1000;
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/** What is overdue on the account (invoices past their due date), less any credit, in cents. */
export async function overdueCents(db: Db, accountId: number, today: string): Promise<number> {
  const owed = await accountBalance(db, accountId, today);
  if (!owed.overdue) return 0;
  const [{ pastDue }] = await db
    .select({ pastDue: sql<string>`coalesce(sum(${invoices.outstanding}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), gt(invoices.outstanding, '0'), lt(invoices.dueDate, today)));
  // A credit on the account pays towards what is overdue first.
  return Math.min(toCents(pastDue), owed.balanceCents);
}

/** Cents paid to the account since `since` (card payments that succeeded; what was kept as credit does not count). */
/** Money received however it came: a card payment, a debit-order collection, an EFT the billing system recorded. */
const MONEY_IN_KINDS = ['payment', 'debit-order', 'eft'];

async function paidSince(db: Db, accountId: number, since: Date): Promise<number> {
  const [{ paid }] = await db
    .select({ paid: sql<string>`coalesce(sum(${payments.amount} - ${payments.unapplied}), 0)` })
    .from(payments)
    .where(and(eq(payments.accountId, accountId), inArray(payments.kind, MONEY_IN_KINDS), eq(payments.status, 'succeeded'), gte(payments.completedAt, since)));
  return toCents(paid);
}

/** Each part's state: paid once the payments reach the parts up to it, missed when its date has passed before that. */
function partsOf(parts: ArrangementPart[], paidCents: number, today: string) {
  let upTo = 0;
  return parts.map((part) => {
    upTo += part.amountCents;
    const state = paidCents >= upTo ? ('paid' as const) : part.dueDate < today ? ('missed' as const) : ('due' as const);
    return { ...part, state, leftCents: Math.min(part.amountCents, upTo - paidCents) };
  });
}

const STATUS_TEXT = { kept: 'Kept', completed: 'Completed', broken: 'Broken' } as const;

/** The arrangement as the customer sees it. */
export function viewOf(row: Arrangement, today: string): ArrangementView {
  const parts = partsOf(row.parts, row.paidCents, today);
  const next = row.status === 'kept' ? parts.find((p) => p.state !== 'paid') : undefined;
  const status = row.status as ArrangementView['status'];
  const summary =
    status === 'completed'
      ? `Completed: all ${formatCurrency(fromCents(row.totalCents))} was paid as arranged.`
      : status === 'broken'
        ? `Broken: the part due on ${formatDate(row.missedDueDate)} was not paid by its date, so the arrangement has ended and ${formatCurrency(fromCents(row.totalCents - row.paidCents))} is overdue again.`
        : next
          ? `Kept so far. Next: ${formatCurrency(fromCents(next.leftCents))} by ${formatDate(next.dueDate)}. Your services stay on for this balance while you keep it.`
          : 'Kept.';
  return {
    reference: row.reference,
    status,
    statusText: STATUS_TEXT[status],
    total: fromCents(row.totalCents),
    paid: fromCents(row.paidCents),
    parts: parts.map((p) => ({ dueDate: p.dueDate, amount: fromCents(p.amountCents), state: p.state })),
    nextPart: next ? { dueDate: next.dueDate, amount: fromCents(next.leftCents) } : null,
    summary,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** The account's running arrangement, if any. */
export async function keptArrangement(db: Db, accountId: number): Promise<Arrangement | undefined> {
  const [row] = await db.select().from(paymentArrangements).where(and(eq(paymentArrangements.accountId, accountId), eq(paymentArrangements.status, 'kept')));
  return row;
}

/**
 * Whether a running arrangement covers everything now overdue on the account: only then are its services held off
 * suspension and its overdue alert replaced. An invoice that fell overdue after it was made is not covered, so an
 * account that owes more overdue than is left to pay under the arrangement is overdue as any other.
 */
export async function coversOverdue(db: Db, row: Arrangement, today: string): Promise<boolean> {
  return row.status === 'kept' && (await overdueCents(db, row.accountId, today)) <= row.totalCents - row.paidCents;
}

/** The account's latest arrangement: the running one, or the one that ended last. */
export async function latestArrangement(db: Db, accountId: number): Promise<Arrangement | undefined> {
  const [row] = await db.select().from(paymentArrangements).where(eq(paymentArrangements.accountId, accountId)).orderBy(desc(paymentArrangements.createdAt), desc(paymentArrangements.id)).limit(1);
  return row;
}

const accountTypeOf = (account: { enterprise: boolean; parentId: number | null }) => (account.parentId !== null ? 'branch' : account.enterprise ? 'enterprise' : 'standard');
const ACCOUNT_TYPE_WORDS = { standard: 'this kind of account', enterprise: 'enterprise accounts', branch: 'branch accounts' } as const;

/**
 * Whether the account may make an arrangement now, by the instance's rules; the reason is what the customer is told.
 * `today` is the server clock's day.
 */
export async function eligibilityOf(db: Db, rules: ArrangementRules, accountId: number, now: Date): Promise<ArrangementEligibility> {
  const today = isoDay(now);
  const overdue = await overdueCents(db, accountId, today);
  const base = { overdue: fromCents(overdue), earliestDate: today, latestDate: addDays(today, rules.maxDaysToPromise), maxParts: rules.maxParts };
  const refuse = (reason: string) => ({ ...base, eligible: false, reason });
  if (!rules.enabled) return refuse('Payment arrangements are not offered. Please contact us to discuss your account.');
  const [account] = await db.select({ status: accounts.status, enterprise: accounts.enterprise, parentId: accounts.parentId }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) return refuse('This account was not found.');
  if (await keptArrangement(db, accountId)) return refuse('You already have a payment arrangement running. Keep to it; a new one can be made once it has ended.');
  const type = accountTypeOf(account);
  if (!rules.accountTypes.includes(type)) return refuse(`Payment arrangements are not offered for ${ACCOUNT_TYPE_WORDS[type]}. Please contact us to discuss your account.`);
  if (account.status !== 'Active') return refuse(`Payment arrangements cannot be made while the account is ${account.status.toLowerCase()}. Please contact us.`);
  if (overdue <= 0) return refuse('Nothing on your account is overdue, so there is nothing to arrange.');
  const min = toCents(rules.minOverdue);
  const max = toCents(rules.maxOverdue);
  if (overdue < min) return refuse(`Your overdue balance of ${formatCurrency(fromCents(overdue))} is less than the ${formatCurrency(fromCents(min))} an arrangement is made for. Please pay it now.`);
  if (overdue > max) return refuse(`Your overdue balance of ${formatCurrency(fromCents(overdue))} is more than the ${formatCurrency(fromCents(max))} an arrangement can be made for here. Please contact us to discuss it.`);
  if (rules.noBrokenWithinMonths > 0) {
    const since = monthsBefore(now, rules.noBrokenWithinMonths);
    const [broken] = await db
      .select({ endedAt: paymentArrangements.endedAt })
      .from(paymentArrangements)
      .where(and(eq(paymentArrangements.accountId, accountId), eq(paymentArrangements.status, 'broken'), gte(paymentArrangements.endedAt, since)))
      .orderBy(desc(paymentArrangements.endedAt))
      .limit(1);
    if (broken) return refuse(`An arrangement on this account was broken on ${formatDate(isoDay(broken.endedAt!))}: a new one can be made ${rules.noBrokenWithinMonths} months after that. Please pay now, or contact us.`);
  }
  const [{ made }] = await db
    .select({ made: sql<number>`count(*)`.mapWith(Number) })
    .from(paymentArrangements)
    .where(and(eq(paymentArrangements.accountId, accountId), gte(paymentArrangements.createdAt, monthsBefore(now, 12))));
  if (made >= rules.maxPerYear) return refuse(`This account has made ${made} payment arrangement${made === 1 ? '' : 's'} in the last 12 months, the most allowed. Please pay now, or contact us.`);
  return { ...base, eligible: true, reason: null };
}

/**
 * Brings a running arrangement up to date in the caller's transaction: the payments made since it was made count
 * towards its parts; all paid completes it, a part whose date has passed unpaid breaks it. Each end happens once
 * (only a kept row is updated) and is told to the customer and the back office. Answers the row as it stands.
 */
export async function settleArrangement(tx: Db, row: Arrangement, now: Date): Promise<Arrangement> {
  const paid = Math.min(await paidSince(tx, row.accountId, row.createdAt), row.totalCents);
  const parts = partsOf(row.parts, paid, isoDay(now));
  const missed = parts.find((p) => p.state === 'missed');
  const status = paid >= row.totalCents ? 'completed' : missed ? 'broken' : 'kept';
  if (status === 'kept' && paid === row.paidCents) return row;
  const [updated] = await tx
    .update(paymentArrangements)
    .set({ paidCents: paid, status, ...(status === 'kept' ? {} : { endedAt: now }), missedDueDate: status === 'broken' ? missed!.dueDate : null })
    .where(and(eq(paymentArrangements.id, row.id), eq(paymentArrangements.status, 'kept')))
    .returning();
  if (!updated) return (await tx.select().from(paymentArrangements).where(eq(paymentArrangements.id, row.id)))[0];
  if (status !== 'kept') await tellOfArrangement(tx, now, status, updated);
  return updated;
}

/** The account's running arrangement brought up to date (after a payment, or before it is shown). */
export async function settleAccountArrangement(tx: Db, accountId: number, now: Date) {
  const row = await keptArrangement(tx, accountId);
  return row ? settleArrangement(tx, row, now) : undefined;
}

/** Every running arrangement brought up to date: the outbox sweep that ends those whose date passed unpaid. */
export async function settleDueArrangements(db: Db, now: Date) {
  const running = await db.select({ id: paymentArrangements.id }).from(paymentArrangements).where(eq(paymentArrangements.status, 'kept'));
  for (const { id } of running) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx.select().from(paymentArrangements).where(and(eq(paymentArrangements.id, id), eq(paymentArrangements.status, 'kept'))).for('update');
      if (row) await settleArrangement(tx, row, now);
    });
  }
}
