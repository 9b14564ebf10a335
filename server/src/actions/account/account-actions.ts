import { ERROR_CODES } from '@portal/contract';
import { serviceCategory, type ServiceCategory } from '@portal/contract/catalogue';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import { accounts, accountUsers, cancellations, people, services } from '../../db/schema';
import { ActionFailure, forbidden, notFound } from '../../http/action-failure';
import { defineAction } from '../define-action';
import { displayStatus, isCategoryEnabled, MODULE_OF_CATEGORY, OPEN_CANCELLATION } from '../services/service-records';

const parentAccount = alias(accounts, 'parent_account');

/** A column of the person's link to the account `on` (this one or its parent), as a scalar subquery. */
const linkColumn = (column: typeof accountUsers.role | typeof accountUsers.portalModules, on: typeof accounts.id | typeof accounts.parentId) =>
  sql`(select ${column} from ${accountUsers} where ${accountUsers.personId} = ${people.id} and ${accountUsers.accountId} = ${on})`;

/**
 * The account, the person and how they may use it, in one query prepared once per database: the person's link
 * may be to this account or, for a child account, to its parent (as findAccountLink decides). Scalar subqueries
 * rather than left joins: the embedded database plans them in well under half the time.
 */
const prepareAccountQuery = (db: Db) =>
  db
    .select({
      // The columns the answer shows, no more: on the embedded database each column read costs every request.
      account: {
        id: accounts.id,
        accountCode: accounts.accountCode,
        customerName: accounts.customerName,
        enterprise: accounts.enterprise,
        status: accounts.status,
        postalLine1: accounts.postalLine1,
        postalLine2: accounts.postalLine2,
        postalCity: accounts.postalCity,
        postalCode: accounts.postalCode,
        physicalLine1: accounts.physicalLine1,
        physicalLine2: accounts.physicalLine2,
        physicalCity: accounts.physicalCity,
        physicalCode: accounts.physicalCode,
      },
      person: { id: people.id, firstName: people.firstName, lastName: people.lastName, email: people.email, cellNumber: people.cellNumber, landline: people.landline },
      parentAccountCode: sql<string | null>`(select ${parentAccount.accountCode} from ${accounts} ${parentAccount} where ${parentAccount.id} = ${accounts.parentId})`,
      ownRole: linkColumn(accountUsers.role, accounts.id).mapWith(String),
      ownModules: linkColumn(accountUsers.portalModules, accounts.id).mapWith(accountUsers.portalModules),
      parentRole: linkColumn(accountUsers.role, accounts.parentId).mapWith(String),
      parentModules: linkColumn(accountUsers.portalModules, accounts.parentId).mapWith(accountUsers.portalModules),
    })
    .from(accounts)
    .innerJoin(people, eq(people.id, sql.placeholder('personId')))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('portal_get_account');
const accountQueries = new WeakMap<Db, ReturnType<typeof prepareAccountQuery>>();

function accountQuery(db: Db) {
  let query = accountQueries.get(db);
  if (!query) accountQueries.set(db, (query = prepareAccountQuery(db)));
  return query;
}

export const getAccount = defineAction({
  name: 'account.GetAccount',
  auth: 'session',
  modules: ['account'],
  async handler(_input, ctx) {
    const { accountId, personId } = ctx.session;
    const [row] = await accountQuery(ctx.db).execute({ accountId, personId });
    const link =
      row?.ownRole != null ? { role: row.ownRole, portalModules: row.ownModules! } : row?.parentRole != null ? { role: row.parentRole, portalModules: row.parentModules! } : null;
    if (!row || !link) throw notFound('That account');
    const { account, person } = row;
    return {
      accountId: account.id,
      accountCode: account.accountCode,
      customerName: account.customerName,
      enterprise: account.enterprise,
      status: account.status,
      parentAccountCode: row.parentAccountCode ?? null,
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
    let categories: ServiceCategory[];
    if (category) {
      if (!isCategoryEnabled(ctx.instanceConfig, category)) throw new ActionFailure(404, ERROR_CODES.notFound, 'That service category is not offered.');
      if (!ctx.session.portal_modules.includes(MODULE_OF_CATEGORY[category])) throw forbidden();
      categories = [category];
    } else {
      // The dashboard's one request: every category offered whose module the token holds, none refused.
      categories = serviceCategory.options.filter(
        (c) => isCategoryEnabled(ctx.instanceConfig, c) && ctx.session.portal_modules.includes(MODULE_OF_CATEGORY[c]),
      );
      if (categories.length === 0) return { services: [] };
    }
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
      .where(and(eq(services.accountId, ctx.session.accountId), inArray(services.category, categories)))
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
