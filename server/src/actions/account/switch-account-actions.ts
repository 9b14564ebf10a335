import { ERROR_CODES } from '@portal/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { continueSession } from '../../auth/sessions';
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

/**
 * A switch token to the account for this session only: used once, and dead when the session ends (it is no
 * sign-in token: SelectAccount refuses it). GetAuthForAccount checks the person's link again when it is used.
 */
export const switchToken = (ctx: SessionActionContext, accountId: number) =>
  ctx.tokens.issueSwitchToken({ accountId, personId: ctx.session.personId, sid: ctx.session.jti }, ctx.session.exp);

/** Rows for the Switch Account modal, the session's account marked, each with its switch token. */
const switchRows = (ctx: SessionActionContext, rows: AccountRow[]) =>
  Promise.all(
    rows.map(async ({ id, ...row }) => ({
      ...row,
      current: id === ctx.session.accountId,
      userToken: await switchToken(ctx, id),
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

const LIST_EXPIRED = 'This account list has expired. Please open it again.';

/**
 * spec §4 Account switch: exchanges a row's switch token for a new access token on that account. The
 * token must have been issued to this very session, and the person must still be linked to the account
 * or its parent. The new token keeps the old one's issue time and expiry (a switch proves nothing new),
 * and the old one is revoked, which also uses up every switch token made for it.
 */
export const getAuthForAccount = defineAction({
  name: 'account.GetAuthForAccount',
  auth: 'session',
  async handler(input, ctx) {
    const claims = await ctx.tokens.verifySwitchToken(input.userToken);
    if (!claims) throw new ActionFailure(400, ERROR_CODES.badInput, LIST_EXPIRED, 'userToken');
    if (claims.personId !== ctx.session.personId) throw notFound('That account');
    if (claims.sid !== ctx.session.jti) throw new ActionFailure(400, ERROR_CODES.badInput, LIST_EXPIRED, 'userToken');
    const accessToken = await continueSession(ctx, ctx.session, claims.accountId);
    if (!accessToken) throw new ActionFailure(400, ERROR_CODES.badInput, LIST_EXPIRED, 'userToken');
    return { accessToken };
  },
});
