import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { money } from '../../documents/money';
import { invoices } from '../../db/schema';
import { defineAction } from '../define-action';

/**
 * One page of the account's invoices with the count of all of them, in one query prepared once per database
 * (the count is a window over the account's invoices, taken before the page is cut).
 */
const prepareInvoicePage = (db: Db) =>
  db
    .select({ invoice: invoices, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.accountId, sql.placeholder('accountId')))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('portal_invoice_page');
const invoicePages = new WeakMap<Db, ReturnType<typeof prepareInvoicePage>>();

function invoicePage(db: Db) {
  let query = invoicePages.get(db);
  if (!query) invoicePages.set(db, (query = prepareInvoicePage(db)));
  return query;
}

export const getInvoices = defineAction({
  name: 'billing.GetInvoices',
  auth: 'session',
  modules: ['billing'],
  async handler({ page, pageSize }, ctx) {
    const { accountId } = ctx.session;
    const rows = await invoicePage(ctx.db).execute({ accountId, limit: pageSize, offset: (page - 1) * pageSize });
    // A page past the last has no row to carry the count.
    const total =
      rows[0]?.total ?? (page > 1 ? (await ctx.db.select({ total: count() }).from(invoices).where(eq(invoices.accountId, accountId)))[0].total : 0);
    return {
      total,
      invoices: rows.map(({ invoice: i }) => ({
        invoiceTxNumber: i.invoiceTxNumber,
        invoiceDate: i.invoiceDate,
        dueDate: i.dueDate,
        total: money(i.total),
        outstanding: money(i.outstanding),
        status: i.status,
      })),
    };
  },
});
