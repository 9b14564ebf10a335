import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { invoices } from '../db/schema';

/** Money is counted in whole cents here, so that no sum drifts by a fraction of a cent. */
export const toCents = (value: string | number) => Math.round(Number(value) * 100);
export const fromCents = (cents: number) => cents / 100;
/** '1234.50': the form numeric columns take. */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);

/** 'R 1 234.56', as the portal shows rand amounts (shared/ui formatCurrency). */
export function formatRand(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}R ${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The unpaid invoices of an account, oldest due first. */
const unpaidInvoices = (db: Db, accountId: number) =>
  db
    .select({ id: invoices.id, invoiceTxNumber: invoices.invoiceTxNumber, outstanding: invoices.outstanding, dueDate: invoices.dueDate })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), gt(invoices.outstanding, '0')))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceDate), asc(invoices.id));

/** What the account owes now, in cents, and whether any of it is past its due date (`today` is YYYY-MM-DD). */
export async function amountOwed(db: Db, accountId: number, today: string) {
  const rows = await unpaidInvoices(db, accountId);
  return {
    cents: rows.reduce((sum, row) => sum + toCents(row.outstanding), 0),
    overdue: rows.some((row) => row.dueDate < today),
  };
}

export interface LedgerApplication {
  /** Cents taken off invoices. */
  appliedCents: number;
  /** Cents left over when the account owed less than was paid (another payment got there first). */
  unappliedCents: number;
  invoices: { invoiceTxNumber: string; appliedCents: number }[];
}

/**
 * Applies a successful payment to the account's unpaid invoices, oldest due first; an invoice paid in full
 * becomes 'Paid'. Run it in the transaction that marks the payment succeeded: the rows are locked, so two
 * payments applied at once cannot both pay the same cents.
 */
export async function applyPaymentToInvoices(tx: Db, accountId: number, amountCents: number): Promise<LedgerApplication> {
  const rows = await unpaidInvoices(tx, accountId).for('update');
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
