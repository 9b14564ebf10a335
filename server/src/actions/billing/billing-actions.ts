import { count, desc, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import { defineAction } from '../define-action';

const money = (value: string | number) => Math.round(Number(value) * 100) / 100;

export const getInvoices = defineAction({
  name: 'billing.GetInvoices',
  auth: 'session',
  modules: ['billing'],
  async handler({ page, pageSize }, ctx) {
    const where = eq(invoices.accountId, ctx.session.accountId);
    const rows = await ctx.db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [{ total }] = await ctx.db.select({ total: count() }).from(invoices).where(where);
    return {
      total,
      invoices: rows.map((i) => ({
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
