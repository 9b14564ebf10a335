import { and, asc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { toCents } from '@portal/contract/format';
import type { Db } from '../db/connect';
import { invoices, payments } from '../db/schema';
import { isoDay } from './dates';

/** Attempts that only register a card with the gateway: they pay nothing (as the statement counts them). */
const CARD_REGISTRATIONS = ['capture', 'payhost'];

/** What a succeeded payment records it paid (billing/ledger.ts applicationText): 'Invoice INV1001-0012 R 3 927.00; …'. */
const APPLIED_TO_INVOICE = /Invoice (\S+) R ([\d ]+)\.(\d{2})/g;

function recordedApplication(message: string | null): [invoiceTxNumber: string, cents: number][] {
  return [...(message ?? '').matchAll(APPLIED_TO_INVOICE)].map((m) => [m[1], Number(m[2].replace(/ /g, '')) * 100 + Number(m[3])]);
}

/**
 * The day an invoice was paid in full. Payments are not stored against invoices: the ledger applies each one to
 * the unpaid invoices oldest due first, or a named invoice first (billing/ledger.ts), and the payment records what it
 * paid in its message. So the account's payments are replayed in order, each as it recorded (or, when it recorded
 * nothing, oldest due first) with what it applied (its amount less what stayed as credit); the day is trusted only
 * when the replay ends with exactly the outstanding amounts stored for every invoice of the account. When money
 * reached the invoices any other way, the day is not known: null.
 */
export async function paidDateOf(db: Db, accountId: number, invoiceTxNumber: string): Promise<string | null> {
  const rows = await db
    .select({ invoiceTxNumber: invoices.invoiceTxNumber, total: invoices.total, outstanding: invoices.outstanding })
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceDate), asc(invoices.id));
  const target = rows.find((r) => r.invoiceTxNumber === invoiceTxNumber);
  if (!target || toCents(target.outstanding) !== 0 || toCents(target.total) <= 0) return null;

  const paidAt = sql`coalesce(${payments.completedAt}, ${payments.createdAt})`;
  const received = await db
    .select({ amount: payments.amount, unapplied: payments.unapplied, message: payments.message, completedAt: payments.completedAt, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.status, 'succeeded'), notInArray(payments.kind, CARD_REGISTRATIONS), gt(payments.amount, '0')))
    .orderBy(asc(paidAt), asc(payments.id));

  const owed = rows.map((r) => toCents(r.total));
  const paidOn = new Map<string, string>();
  const pay = (index: number, cents: number, day: string) => {
    owed[index] -= cents;
    if (owed[index] === 0 && cents > 0) paidOn.set(rows[index].invoiceTxNumber, day);
  };
  for (const payment of received) {
    const day = isoDay(payment.completedAt ?? payment.createdAt);
    const applied = toCents(payment.amount) - toCents(payment.unapplied);
    const recorded = recordedApplication(payment.message);
    const indexes = recorded.map(([number]) => rows.findIndex((r) => r.invoiceTxNumber === number));
    if (recorded.length && !indexes.includes(-1) && recorded.reduce((sum, [, cents]) => sum + cents, 0) === applied) {
      recorded.forEach(([, cents], i) => pay(indexes[i], cents, day));
      continue;
    }
    let left = applied;
    for (let index = 0; left > 0 && index < rows.length; index += 1) {
      const take = Math.min(Math.max(owed[index], 0), left);
      if (take > 0) pay(index, take, day);
      left -= take;
    }
    // More applied than the invoices asked for: the payments on record do not tell this invoice's story.
    if (left > 0) return null;
  }
  const replayed = rows.every((r, i) => owed[i] === toCents(r.outstanding));
  return replayed ? (paidOn.get(invoiceTxNumber) ?? null) : null;
}
