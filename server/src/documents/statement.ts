import type { StatementView } from '@portal/contract/catalogue';
import { and, asc, eq, gt, gte, lt, lte, notInArray, sql } from 'drizzle-orm';
import { fromCents, toCents } from '@portal/contract/format';
import type { Db } from '../db/connect';
import { accounts, invoices, payments } from '../db/schema';
import { badInput, notFound } from '../http/action-failure';
import { addDays, addMonths, firstOfMonth, isoDay, normaliseDate } from './dates';

export interface StatementRange {
  startDate: string;
  endDate: string;
}

/** The longest period one statement covers; a longer one is refused rather than cut short. */
export const STATEMENT_MAX_YEARS = 2;
export const START_AFTER_END_MESSAGE = 'The start date must be on or before the end date.';
export const RANGE_TOO_LONG_MESSAGE = `Please choose a statement period of at most ${STATEMENT_MAX_YEARS} years.`;

/**
 * The period asked for, as 'YYYY-MM-DD' dates. Without dates: the last 6 months, i.e. from the 1st of
 * the month five months back to today, so that six monthly invoices fall inside. With only one date,
 * the other is today (no end) or the 1st of the month five months before the end (no start).
 */
export function statementRange(input: { exportStartDate?: string; exportEndDate?: string }, today: string): StatementRange {
  const start = input.exportStartDate === undefined ? undefined : normaliseDate(input.exportStartDate, 'exportStartDate');
  const end = input.exportEndDate === undefined ? undefined : normaliseDate(input.exportEndDate, 'exportEndDate');
  const endDate = end ?? today;
  const startDate = start ?? firstOfMonth(addMonths(endDate, -5));
  if (startDate > endDate) throw badInput(START_AFTER_END_MESSAGE, 'exportStartDate');
  if (endDate >= addMonths(startDate, 12 * STATEMENT_MAX_YEARS)) throw badInput(RANGE_TOO_LONG_MESSAGE, 'exportEndDate');
  return { startDate, endDate };
}

export interface Movement {
  date: string;
  description: string;
  reference: string;
  /** Positive cents: an invoice adds to what is owed (debit), a payment takes from it (credit). */
  debitCents: number;
  creditCents: number;
}

/** Entries in date order (invoices before payments on the same day) with the balance after each. */
export function runningBalance(openingCents: number, movements: Movement[]) {
  const sorted = [...movements].sort((a, b) => (a.date === b.date ? Number(a.creditCents > 0) - Number(b.creditCents > 0) : a.date < b.date ? -1 : 1));
  let balance = openingCents;
  const entries = sorted.map((m) => {
    balance += m.debitCents - m.creditCents;
    return { date: m.date, description: m.description, reference: m.reference, debit: fromCents(m.debitCents), credit: fromCents(m.creditCents), balance: fromCents(balance) };
  });
  return { entries, closingCents: balance };
}

const PAYMENT_LABEL: Record<string, string> = {
  payment: 'Card payment',
  'debit-order': 'Debit order collection',
  eft: 'EFT payment',
};

/** Attempts that only register a card with the gateway (billing.payment.*): they charge nothing. */
const CARD_REGISTRATIONS = ['capture', 'payhost'];

/** Money received: succeeded payments that moved money. */
const received = (accountId: number) =>
  and(eq(payments.accountId, accountId), eq(payments.status, 'succeeded'), notInArray(payments.kind, CARD_REGISTRATIONS), gt(payments.amount, '0'));
/** The day a payment counts from: when it completed (a succeeded payment always has completedAt). */
const paidAt = sql`coalesce(${payments.completedAt}, ${payments.createdAt})`;
/** The first instant of a day, as the timestamp parameter a comparison with `paidAt` takes. */
const midnight = (day: string) => `${day}T00:00:00Z`;

/**
 * The account's statement for the period: its invoices are the debits and its succeeded payments the
 * credits; the opening balance is everything invoiced less everything received before the period.
 */
export async function buildStatement(db: Db, accountId: number, range: StatementRange): Promise<StatementView> {
  const [account] = await db.select({ customerName: accounts.customerName, accountCode: accounts.accountCode }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound('That account');
  const { startDate, endDate } = range;
  const periodStart = midnight(startDate);
  const periodEnd = midnight(addDays(endDate, 1));

  // Sums of numeric(12,2) are exact in the database; Number() only changes their type.
  const [invoicedBefore] = await db
    .select({ total: sql<string>`coalesce(sum(${invoices.total}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), lt(invoices.invoiceDate, startDate)));
  const [receivedBefore] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(and(received(accountId), lt(paidAt, periodStart)));
  const openingCents = toCents(invoicedBefore.total) - toCents(receivedBefore.total);

  const invoiced = await db
    .select({ number: invoices.invoiceTxNumber, date: invoices.invoiceDate, total: invoices.total })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), gte(invoices.invoiceDate, startDate), lte(invoices.invoiceDate, endDate)))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id));
  const paid = await db
    .select({ kind: payments.kind, reference: payments.reference, amount: payments.amount, completedAt: payments.completedAt, createdAt: payments.createdAt })
    .from(payments)
    .where(and(received(accountId), gte(paidAt, periodStart), lt(paidAt, periodEnd)))
    .orderBy(asc(paidAt), asc(payments.id));

  const movements: Movement[] = [
    ...invoiced.map((i) => ({ date: i.date, description: `Invoice ${i.number}`, reference: i.number, debitCents: toCents(i.total), creditCents: 0 })),
    ...paid.map((p) => ({
      date: isoDay(p.completedAt ?? p.createdAt),
      description: PAYMENT_LABEL[p.kind] ?? 'Payment received',
      reference: p.reference,
      debitCents: 0,
      creditCents: toCents(p.amount),
    })),
  ];
  const { entries, closingCents } = runningBalance(openingCents, movements);
  return {
    customerName: account.customerName,
    accountCode: account.accountCode,
    startDate,
    endDate,
    openingBalance: fromCents(openingCents),
    closingBalance: fromCents(closingCents),
    entries,
  };
}
