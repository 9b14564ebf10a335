import { and, asc, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { toCents } from '@portal/contract/format';
import type { Db } from '../../db/connect';
import { invoiceLines, invoices } from '../../db/schema';
import { explainInvoiceChange, type BilledLine } from '../../billing/invoice-changes';
import { notFound } from '../../http/action-failure';
import { defineAction } from '../define-action';

type InvoiceRow = typeof invoices.$inferSelect;

/** The account's invoice before this one: the latest dated earlier, or on the same day but issued earlier. */
async function previousInvoiceOf(db: Db, invoice: InvoiceRow): Promise<InvoiceRow | undefined> {
  const [previous] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.accountId, invoice.accountId),
        or(lt(invoices.invoiceDate, invoice.invoiceDate), and(eq(invoices.invoiceDate, invoice.invoiceDate), lt(invoices.id, invoice.id))),
      ),
    )
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(1);
  return previous;
}

async function linesOf(db: Db, invoiceIds: number[]) {
  const rows = await db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, invoiceIds)).orderBy(asc(invoiceLines.id));
  return (invoiceId: number): BilledLine[] =>
    rows
      .filter((l) => l.invoiceId === invoiceId)
      .map((l) => ({ description: l.description, kind: l.kind, serviceTag: l.serviceTag, amountCents: toCents(l.amount) }));
}

const totalOf = (i: InvoiceRow) => ({ invoiceTxNumber: i.invoiceTxNumber, invoiceDate: i.invoiceDate, totalCents: toCents(i.total) });

/**
 * "Why did my bill change?": an invoice of the session's account against the one before it. Another account's
 * invoice is answered exactly as one that does not exist, as billing.GetViewInvoice answers it.
 */
export const getInvoiceChanges = defineAction({
  name: 'billing.GetInvoiceChanges',
  auth: 'session',
  modules: ['billing'],
  async handler({ invoiceTxNumber }, ctx) {
    const [invoice] = await ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.invoiceTxNumber, invoiceTxNumber), eq(invoices.accountId, ctx.session.accountId)));
    if (!invoice) throw notFound('That invoice');
    const previous = await previousInvoiceOf(ctx.db, invoice);
    if (!previous) return { ...totalOf(invoice), previous: null, differenceCents: null, changes: [] };
    const lines = await linesOf(ctx.db, [previous.id, invoice.id]);
    const current = { totalCents: toCents(invoice.total), lines: lines(invoice.id) };
    const before = { totalCents: toCents(previous.total), lines: lines(previous.id) };
    return {
      ...totalOf(invoice),
      previous: totalOf(previous),
      differenceCents: current.totalCents - before.totalCents,
      changes: explainInvoiceChange(before, current),
    };
  },
});
