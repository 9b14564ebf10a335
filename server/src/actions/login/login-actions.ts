import { and, eq } from 'drizzle-orm';
import { accounts, accountUsers, people } from '../../db/schema';
import { issueSessionToken, revokeSession } from '../../auth/sessions';
import { ActionFailure } from '../../http/action-failure';
import { ERROR_CODES } from '@portal/contract';
import { defineAction } from '../define-action';

export const requestOtp = defineAction({
  name: 'login.otp.RequestOtp',
  auth: 'public',
  handler: (input, ctx) => ctx.otp.request(input.cellNumber, ctx.clientAddress),
});

export const verifyOtp = defineAction({
  name: 'login.otp.VerifyOtp',
  auth: 'public',
  async handler(input, ctx) {
    const cell = await ctx.otp.verify(input.cellNumber, input.pin);
    const links = await ctx.db
      .select({
        personId: accountUsers.personId,
        accountId: accounts.id,
        accountCode: accounts.accountCode,
        customerName: accounts.customerName,
        createDate: accounts.createdAt,
        enterprise: accounts.enterprise,
        status: accounts.status,
      })
      .from(people)
      .innerJoin(accountUsers, eq(accountUsers.personId, people.id))
      .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
      .where(eq(people.cellNumber, cell))
      .orderBy(accounts.customerName);
    const matchedAccounts = await Promise.all(
      links.map(async ({ personId, accountId, ...account }) => ({
        ...account,
        userToken: await ctx.tokens.issueUserToken({ personId, accountId }),
      })),
    );
    return { matchedAccounts, otpCellNumberToken: await ctx.tokens.issueCellToken(cell) };
  },
});

export const selectAccount = defineAction({
  name: 'login.otp.SelectAccount',
  auth: 'public',
  async handler(input, ctx) {
    const claims = await ctx.tokens.verifyUserToken(input.userToken);
    if (!claims) {
      throw new ActionFailure(400, ERROR_CODES.badInput, 'This sign-in has expired. Please request a new pin.', 'userToken');
    }
    const [link] = await ctx.db
      .select({ personId: accountUsers.personId })
      .from(accountUsers)
      .where(and(eq(accountUsers.personId, claims.personId), eq(accountUsers.accountId, claims.accountId)));
    if (!link) throw new ActionFailure(403, ERROR_CODES.forbidden, 'You may no longer use this account.');
    return { accessToken: await issueSessionToken(ctx.db, ctx.tokens, claims.personId, claims.accountId) };
  },
});

/** spec §7 health check: never 401, it answers whether the caller's token still works. */
export const validateSession = defineAction({
  name: 'auth.ValidateSession',
  auth: 'public',
  handler: async (_input, ctx) => ({ authenticated: ctx.session !== null }),
});

export const signOut = defineAction({
  name: 'auth.SignOut',
  auth: 'session',
  async handler(_input, ctx) {
    await revokeSession(ctx.db, ctx.clock, ctx.session.jti);
    return { signedOut: true };
  },
});
