import { ERROR_CODES } from '@portal/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { findAccountLink, issueSessionToken, revokeSession } from '../../auth/sessions';
import { accounts, accountUsers } from '../../db/schema';
import { ActionFailure, notFound } from '../../http/action-failure';
import { defineAction, type SessionActionContext } from '../define-action';

const accountColumns = {
  id: accounts.id,
  accountCode: accounts.accountCode,
  customerName: accounts.customerName,
  createDate: accounts.createdAt,
  enterprise: accounts.enterprise,
  status: accounts.status,
};

type AccountRow = { id: number; accountCode: string; customerName: string; createDate: string; enterprise: boolean; status: string };

/** Rows for the Switch Account modal: each with a user token bound to this person, the session's account marked. */
const switchRows = (ctx: SessionActionContext, rows: AccountRow[]) =>
  Promise.all(
    rows.map(async ({ id, ...row }) => ({
      ...row,
      current: id === ctx.session.accountId,
      userToken: await ctx.tokens.issueUserToken({ accountId: id, personId: ctx.session.personId }),
    })),
  );

const linkedAccountIds = async (ctx: SessionActionContext) =>
  (await ctx.db.select({ id: accountUsers.accountId }).from(accountUsers).where(eq(accountUsers.personId, ctx.session.personId))).map((r) => r.id);

export const getAccounts = defineAction({
  name: 'account.GetAccounts',
  auth: 'session',
  async handler(_input, ctx) {
    const ids = await linkedAccountIds(ctx);
    const rows = ids.length ? await ctx.db.select(accountColumns).from(accounts).where(inArray(accounts.id, ids)).orderBy(asc(accounts.customerName)) : [];
    return { accounts: await switchRows(ctx, rows) };
  },
});

export const getChildAccounts = defineAction({
  name: 'account.GetChildAccounts',
  auth: 'session',
  async handler(_input, ctx) {
    const ids = await linkedAccountIds(ctx);
    const rows = ids.length
      ? await ctx.db.select(accountColumns).from(accounts).where(inArray(accounts.parentId, ids)).orderBy(asc(accounts.accountCode))
      : [];
    return { accounts: await switchRows(ctx, rows) };
  },
});

/**
 * spec §4 Account switch: exchanges a row's user token for a new access token on that account. The
 * token must have been issued to the person signed in, and they must still be linked to the account
 * or its parent; the old token is revoked.
 */
export const getAuthForAccount = defineAction({
  name: 'account.GetAuthForAccount',
  auth: 'session',
  async handler(input, ctx) {
    const claims = await ctx.tokens.verifyUserToken(input.userToken);
    if (!claims) throw new ActionFailure(400, ERROR_CODES.badInput, 'This account list has expired. Please open it again.', 'userToken');
    if (!('personId' in claims) || claims.personId !== ctx.session.personId) throw notFound('That account');
    if (!(await findAccountLink(ctx.db, claims.personId, claims.accountId))) throw notFound('That account');
    const accessToken = await issueSessionToken(ctx.db, ctx.tokens, claims.personId, claims.accountId);
    await revokeSession(ctx.db, ctx.clock, ctx.session.jti);
    return { accessToken };
  },
});
