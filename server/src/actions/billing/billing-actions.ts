import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { accounts, invoices } from '../../db/schema';
import { defineAction } from '../define-action';

const money = (value: string | number) => Math.round(Number(value) * 100) / 100;

export const getBillingDetails = defineAction({
  name: 'billing.GetBillingDetails',
  auth: 'session',
  modules: ['billing'],
  async handler(_input, ctx) {
    const { accountId } = ctx.session;
    const [account] = await ctx.db.select({ paymentMethodId: accounts.paymentMethodId }).from(accounts).where(eq(accounts.id, accountId));
    const unpaid = await ctx.db
      .select({ outstanding: invoices.outstanding, dueDate: invoices.dueDate })
      .from(invoices)
      .where(and(eq(invoices.accountId, accountId), gt(invoices.outstanding, '0')))
      .orderBy(asc(invoices.dueDate));
    const balance = money(unpaid.reduce((sum, i) => sum + Number(i.outstanding), 0));
    const today = ctx.clock.now().toISOString().slice(0, 10);
    const overdue = unpaid.some((i) => i.dueDate < today);
    return {
      paymentMethodId: (account?.paymentMethodId ?? 3) as 1 | 2 | 3,
      overdue,
      displayCurrentStatus: overdue ? 'Overdue' : balance > 0 ? 'Payment due' : 'Up to date',
      balance,
      amountDue: balance,
      dueDate: unpaid[0]?.dueDate ?? null,
      // Payment details arrive with the payments work; until then neither is on record.
      billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: null },
    };
  },
});

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
