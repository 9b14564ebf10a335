import { ERROR_CODES } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { localCellNumber } from '../../auth/otp';
import { findAccountLink, renewSession, revokeSession, signInSession } from '../../auth/sessions';
import type { Db } from '../../db/connect';
import { accounts, accountUsers, people } from '../../db/schema';
import { ActionFailure, forbidden } from '../../http/action-failure';
import { defineAction } from '../define-action';

const SIGN_IN_EXPIRED = 'This sign-in has expired. Please request a new PIN.';

export const requestOtp = defineAction({
  name: 'login.otp.RequestOtp',
  auth: 'public',
  handler: (input, ctx) => ctx.otp.request(input.cellNumber, ctx.clientAddress, ctx.log),
});

/**
 * The accounts the cell number may sign in to, one row per account. When several contacts of one
 * account share the number, its user token names the number instead of a person, and the person
 * chooses who they are with GetDuplicateContacts (spec §4 Login). Each user token is exchanged once,
 * for a session whose freshness counts from this PIN proof.
 */
export const verifyOtp = defineAction({
  name: 'login.otp.VerifyOtp',
  auth: 'public',
  async handler(input, ctx) {
    const cell = await ctx.otp.verify(input.cellNumber, input.pin, ctx.clientAddress);
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
      .orderBy(accounts.customerName, accountUsers.personId);
    const byAccount = new Map<number, typeof links>();
    for (const link of links) byAccount.set(link.accountId, [...(byAccount.get(link.accountId) ?? []), link]);
    const matchedAccounts = await Promise.all(
      [...byAccount.values()].map(async (contacts) => {
        const { personId, accountId, ...account } = contacts[0];
        const duplicateContacts = contacts.length > 1;
        const userToken = await ctx.tokens.issueUserToken(duplicateContacts ? { accountId, cellNumber: cell } : { accountId, personId });
        return { ...account, duplicateContacts, userToken };
      }),
    );
    return { matchedAccounts, otpCellNumberToken: await ctx.tokens.issueCellToken(cell) };
  },
});

export const selectAccount = defineAction({
  name: 'login.otp.SelectAccount',
  auth: 'public',
  async handler(input, ctx) {
    const claims = await ctx.tokens.verifyUserToken(input.userToken);
    if (!claims) throw new ActionFailure(400, ERROR_CODES.badInput, SIGN_IN_EXPIRED, 'userToken');
    if (!('personId' in claims)) {
      throw new ActionFailure(409, ERROR_CODES.duplicateContacts, 'Several contacts share this cell number. Please choose who you are.');
    }
    if (!(await findAccountLink(ctx.db, claims.personId, claims.accountId))) throw forbidden('You may no longer use this account.');
    return { accessToken: await signInSession(ctx.db, ctx.tokens, claims.personId, claims.accountId, claims, 'userToken') };
  },
});

const maskEmail = (email: string) => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}*****@${domain ?? ''}`;
};

export const getDuplicateContacts = defineAction({
  name: 'login.otp.GetDuplicateContacts',
  auth: 'public',
  async handler(input, ctx) {
    const claims = await ctx.tokens.verifyUserToken(input.userToken);
    if (!claims || !('cellNumber' in claims)) throw new ActionFailure(400, ERROR_CODES.badInput, SIGN_IN_EXPIRED, 'userToken');
    const contacts = await ctx.db
      .select({ personId: people.id, firstName: people.firstName, lastName: people.lastName, email: people.email })
      .from(people)
      .innerJoin(accountUsers, eq(accountUsers.personId, people.id))
      .where(and(eq(people.cellNumber, claims.cellNumber), eq(accountUsers.accountId, claims.accountId)))
      .orderBy(asc(people.firstName), asc(people.id));
    return {
      contacts: await Promise.all(
        contacts.map(async (c) => ({
          name: `${c.firstName} ${c.lastName}`,
          email: maskEmail(c.email),
          contactToken: await ctx.tokens.issueContactToken({ personId: c.personId, accountId: claims.accountId }, claims),
        })),
      ),
    };
  },
});

export const selectContactSession = defineAction({
  name: 'login.otp.SelectContactSession',
  auth: 'public',
  async handler(input, ctx) {
    const claims = await ctx.tokens.verifyContactToken(input.contactToken);
    if (!claims) throw new ActionFailure(400, ERROR_CODES.badInput, SIGN_IN_EXPIRED, 'contactToken');
    if (!(await findAccountLink(ctx.db, claims.personId, claims.accountId))) throw forbidden('You may no longer use this account.');
    return { accessToken: await signInSession(ctx.db, ctx.tokens, claims.personId, claims.accountId, claims, 'contactToken') };
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
  termsExempt: true,
  async handler(_input, ctx) {
    await revokeSession(ctx, ctx.session);
    return { signedOut: true };
  },
});

async function ownCellNumber(ctx: { db: Db }, personId: number) {
  const [person] = await ctx.db.select({ cellNumber: people.cellNumber }).from(people).where(eq(people.id, personId));
  return person?.cellNumber;
}

/** spec §4 Re-auth by PIN: only to the signed-in person's own number, so it cannot be used to send SMS to others. */
export const requestReAuthOtp = defineAction({
  name: 'login.reauth.RequestReAuthOtp',
  auth: 'session',
  termsExempt: true,
  async handler(input, ctx) {
    if (localCellNumber(input.cellNumber) !== (await ownCellNumber(ctx, ctx.session.personId))) {
      throw new ActionFailure(400, ERROR_CODES.badInput, 'Please enter the cell number you signed in with.', 'cellNumber');
    }
    return ctx.otp.request(input.cellNumber, ctx.clientAddress, ctx.log);
  },
});

/** A correct PIN renews the session: a new token issued now, the old one revoked. */
export const verifyReAuthOtp = defineAction({
  name: 'login.reauth.VerifyReAuthOtp',
  auth: 'session',
  termsExempt: true,
  async handler(input, ctx) {
    if (localCellNumber(input.contactAddress) !== (await ownCellNumber(ctx, ctx.session.personId))) {
      throw new ActionFailure(400, ERROR_CODES.badInput, 'Please enter the cell number you signed in with.', 'contactAddress');
    }
    await ctx.otp.verify(input.contactAddress, input.pin, ctx.clientAddress);
    return { accessToken: await renewSession(ctx, ctx.session) };
  },
});
