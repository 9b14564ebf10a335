import { ERROR_CODES } from '@portal/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { accounts, accountUsers, cancellations, people, services } from '../../db/schema';
import { ActionFailure, forbidden, notFound } from '../../http/action-failure';
import { findAccountLink } from '../../auth/sessions';
import { applyProvisioning } from '../commerce/provisioning-work';
import { defineAction } from '../define-action';
import { displayStatus, isCategoryEnabled, MODULE_OF_CATEGORY, OPEN_CANCELLATION } from '../services/service-records';

export const getAccount = defineAction({
  name: 'account.GetAccount',
  auth: 'session',
  modules: ['account'],
  async handler(_input, ctx) {
    const { accountId, personId } = ctx.session;
    // The person's link may be to this account or, for a child account, to its parent.
    const link = await findAccountLink(ctx.db, personId, accountId);
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId));
    const [person] = await ctx.db.select().from(people).where(eq(people.id, personId));
    if (!link || !account || !person) throw notFound('That account');
    const parent = account.parentId
      ? (await ctx.db.select({ code: accounts.accountCode }).from(accounts).where(eq(accounts.id, account.parentId)))[0]
      : undefined;
    return {
      accountId: account.id,
      accountCode: account.accountCode,
      customerName: account.customerName,
      enterprise: account.enterprise,
      status: account.status,
      parentAccountCode: parent?.code ?? null,
      contact: {
        personId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        cellNumber: person.cellNumber,
        landline: person.landline,
      },
      postalAddress: { line1: account.postalLine1, line2: account.postalLine2, city: account.postalCity, postalCode: account.postalCode },
      physicalAddress: {
        line1: account.physicalLine1,
        line2: account.physicalLine2,
        city: account.physicalCity,
        postalCode: account.physicalCode,
      },
      role: link.role === 'reseller' ? 'reseller' : 'customer',
      portalModules: link.portalModules as never,
    };
  },
});

/**
 * The account's services of one category. A service being cancelled shows 'Cancellation pending' until its date;
 * orders and cancellations the operator has completed are applied first. A category the instance does not run
 * is not found, whatever the token's modules.
 */
export const getServices = defineAction({
  name: 'services.GetServices',
  auth: 'session',
  async handler({ category }, ctx) {
    if (!isCategoryEnabled(ctx.instanceConfig, category)) throw new ActionFailure(404, ERROR_CODES.notFound, 'That service category is not offered.');
    const module = MODULE_OF_CATEGORY[category];
    if (!ctx.session.portal_modules.includes(module)) {
      throw forbidden();
    }
    await applyProvisioning(ctx);
    const cancelling = ctx.db
      .select({ serviceTag: cancellations.serviceTag })
      .from(cancellations)
      .where(and(eq(cancellations.accountId, ctx.session.accountId), inArray(cancellations.status, OPEN_CANCELLATION)));
    const rows = await ctx.db
      .select({
        serviceTag: services.serviceTag,
        category: services.category,
        type: services.type,
        product: services.product,
        status: services.status,
        accountCode: accounts.accountCode,
        cancelling: sql<boolean>`${services.serviceTag} in (${cancelling})`,
      })
      .from(services)
      .innerJoin(accounts, eq(accounts.id, services.accountId))
      .where(and(eq(services.accountId, ctx.session.accountId), eq(services.category, category)))
      .orderBy(asc(services.type), asc(services.serviceTag));
    return { services: rows.map(({ cancelling: isCancelling, ...row }) => ({ ...row, status: displayStatus(row.status, isCancelling) })) as never };
  },
});

export const getPortalAppConfiguration = defineAction({
  name: 'GetPortalAppConfiguration',
  auth: 'public',
  handler: async (_input, ctx) => ({
    alternateDebitCollectionProvider: ctx.alternateDebitCollectionProvider,
    serverVersion: ctx.readVersion(),
  }),
});
