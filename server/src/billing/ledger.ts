import { centsToDecimal, formatCurrency, fromCents, toCents } from '@portal/contract/format';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { invoices, payments } from '../db/schema';

/** The unpaid invoices of an account, oldest due first. */
const unpaidInvoices = (db: Db, accountId: number) =>
  db
    .select({ id: invoices.id, invoiceTxNumber: invoices.invoiceTxNumber, outstanding: invoices.outstanding, dueDate: invoices.dueDate })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), gt(invoices.outstanding, '0')))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceDate), asc(invoices.id));

/**
 * Where the account stands (`today` is YYYY-MM-DD): its unpaid invoices less any credit, what can be paid now,
 * the earliest due date of what is unpaid and whether any of it is past due. A credit comes from a payment that was
 * more than the account owed when it succeeded (money reached the account another way while the card page was
 * open): the money is the customer's.
 */
export async function accountBalance(db: Db, accountId: number, today: string) {
  const rows = await unpaidInvoices(db, accountId);
  const [{ credit }] = await db
    .select({ credit: sql<string>`coalesce(sum(${payments.unapplied}), 0)` })
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.status, 'succeeded')));
  const balanceCents = rows.reduce((sum, row) => sum + toCents(row.outstanding), 0) - toCents(credit);
  return {
    /** Positive: owed; negative: in the account's favour. */
    balanceCents,
    /** What can be paid now. */
    cents: Math.max(0, balanceCents),
    dueDate: rows[0]?.dueDate ?? null,
    overdue: balanceCents > 0 && rows.some((row) => row.dueDate < today),
    /** Every unpaid invoice is past its due date: all of what is owed is overdue, not part of it. */
    allOverdue: balanceCents > 0 && rows.every((row) => row.dueDate < today),
  };
}

export interface LedgerApplication {
  /** Cents taken off invoices. */
  appliedCents: number;
  /** Cents left over when the account owed less than was paid (other money got there first): its credit. */
  unappliedCents: number;
  invoices: { invoiceTxNumber: string; appliedCents: number }[];
}

/**
 * Applies a successful payment to the account's unpaid invoices, oldest due first (or `firstInvoice` first); an invoice paid in full
 * becomes 'Paid'. Run it in the transaction that marks the payment succeeded: the rows are locked, so two
 * payments applied at once cannot both pay the same cents.
 */
export async function applyPaymentToInvoices(tx: Db, accountId: number, amountCents: number, firstInvoice?: string): Promise<LedgerApplication> {
  const unpaid = await unpaidInvoices(tx, accountId).for('update');
  // A payment for one invoice pays that invoice first; what is left goes to the rest, oldest due first.
  const rows = [...unpaid.filter((r) => r.invoiceTxNumber === firstInvoice), ...unpaid.filter((r) => r.invoiceTxNumber !== firstInvoice)];
  let left = amountCents;
  const applied: LedgerApplication['invoices'] = [];
  for (const row of rows) {
    if (left <= 0) break;
    const owed = toCents(row.outstanding);
    const take = Math.min(owed, left);
    const remaining = owed - take;
    await tx
      .update(invoices)
      .set(remaining === 0 ? { outstanding: centsToDecimal(0), status: 'Paid' } : { outstanding: centsToDecimal(remaining) })
      .where(eq(invoices.id, row.id));
    applied.push({ invoiceTxNumber: row.invoiceTxNumber, appliedCents: take });
    left -= take;
  }
  return { appliedCents: amountCents - left, unappliedCents: left, invoices: applied };
}

/** One invoice of the account by its number with what is outstanding on it; undefined for an unknown number or another account's. */
export async function invoiceOfAccount(db: Db, accountId: number, invoiceTxNumber: string) {
  const [row] = await db
    .select({ invoiceTxNumber: invoices.invoiceTxNumber, outstanding: invoices.outstanding, dueDate: invoices.dueDate })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.invoiceTxNumber, invoiceTxNumber)));
  return row;
}

/** 'Invoice INV1001-0012 R 3 927.00; R 100.00 kept as credit': what a payment paid, as its receipt and the payments list say. */
export function applicationText(application: LedgerApplication): string {
  const parts = application.invoices.map((i) => `Invoice ${i.invoiceTxNumber} ${formatCurrency(fromCents(i.appliedCents))}`);
  if (application.unappliedCents > 0) parts.push(`${formatCurrency(fromCents(application.unappliedCents))} kept as credit`);
  return parts.join('; ');
}
