import type { ChildAccountOverview, ChildRelation, ChildServiceItem, ServiceCategory } from '@portal/contract/catalogue';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { fromCents, toCents } from '@portal/contract/format';
import { accountBalance } from '../../billing/ledger';
import { accounts, invoices, services } from '../../db/schema';
import { notFound } from '../../http/action-failure';
import { defineAction, type SessionActionContext } from '../define-action';
import { isCategoryEnabled, MODULE_OF_CATEGORY } from '../services/service-records';
import { switchToken } from './switch-account-actions';

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** What is past its due date on each account, in cents. */
async function pastDueCents(ctx: SessionActionContext, accountIds: number[], today: string) {
  const rows = await ctx.db
    .select({ accountId: invoices.accountId, total: sql<string>`coalesce(sum(${invoices.outstanding}), 0)` })
    .from(invoices)
    .where(and(inArray(invoices.accountId, accountIds), gt(invoices.outstanding, '0'), lt(invoices.dueDate, today)))
    .groupBy(invoices.accountId);
  return new Map(rows.map((r) => [r.accountId, toCents(r.total)]));
}

/** The services of each account in the categories this instance runs and the token may see, cancelled ones left out. */
async function visibleServices(ctx: SessionActionContext, accountIds: number[]) {
  const rows = await ctx.db
    .select({
      accountId: services.accountId,
      serviceTag: services.serviceTag,
      category: services.category,
      type: services.type,
      product: services.product,
      status: services.status,
    })
    .from(services)
    .where(and(inArray(services.accountId, accountIds), ne(services.status, 'Cancelled')))
    .orderBy(asc(services.serviceTag));
  const seen = rows.filter(
    (s) =>
      isCategoryEnabled(ctx.instanceConfig, s.category) &&
      ctx.session.portal_modules.includes(MODULE_OF_CATEGORY[s.category as ServiceCategory]),
  );
  const byAccount = new Map<number, typeof seen>();
  for (const s of seen) byAccount.set(s.accountId, [...(byAccount.get(s.accountId) ?? []), s]);
  return byAccount;
}

/**
 * The children of the session's own account with each one's balance and overdue amount (from its ledger, as its own
 * billing page shows them), its services and the suspended ones, and a switch token into it. Only the session's
 * account's children: a session on a child account sees none (not its siblings), and another parent the person is
 * linked to is not included (switching there first shows its own). Billing figures need the billing module.
 */
export const getChildAccountsOverview = defineAction({
  name: 'account.GetChildAccountsOverview',
  auth: 'session',
  async handler(_input, ctx) {
    const [own] = await ctx.db.select({ enterprise: accounts.enterprise }).from(accounts).where(eq(accounts.id, ctx.session.accountId));
    if (!own) throw notFound('That account');
    const relation: ChildRelation = ctx.session.role === 'reseller' ? 'clients' : own.enterprise ? 'branches' : 'accounts';
    const children = await ctx.db
      .select({ id: accounts.id, accountCode: accounts.accountCode, customerName: accounts.customerName, status: accounts.status })
      .from(accounts)
      .where(eq(accounts.parentId, ctx.session.accountId))
      .orderBy(asc(accounts.accountCode));
    if (children.length === 0) return { relation, accounts: [] };

    const ids = children.map((c) => c.id);
    const today = todayOf(ctx.clock.now());
    const seesBilling = ctx.session.portal_modules.includes('billing');
    const pastDue = seesBilling ? await pastDueCents(ctx, ids, today) : new Map<number, number>();
    const servicesOf = await visibleServices(ctx, ids);

    const rows: ChildAccountOverview[] = [];
    for (const child of children) {
      const owed = seesBilling ? await accountBalance(ctx.db, child.id, today) : null;
      const theirs = servicesOf.get(child.id) ?? [];
      const suspended = theirs.filter((s) => s.status === 'Suspended');
      rows.push({
        accountCode: child.accountCode,
        customerName: child.customerName,
        status: child.status,
        balance: owed ? fromCents(owed.balanceCents) : null,
        // A credit pays what is past due first, so no more than the balance is overdue.
        overdue: owed ? fromCents(Math.min(pastDue.get(child.id) ?? 0, Math.max(0, owed.balanceCents))) : null,
        serviceCount: theirs.length,
        suspendedCount: suspended.length,
        suspendedServices: suspended.map(({ serviceTag, category, type, product, status }) => ({ serviceTag, category, type, product, status }) as ChildServiceItem),
        userToken: await switchToken(ctx, child.id),
      });
    }
    return { relation, accounts: rows };
  },
});
