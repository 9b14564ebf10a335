import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { accounts, accountUsers, people, sessions } from '../db/schema';
import { notFound } from '../http/action-failure';
import type { AccessClaims, TokenService } from './tokens';

/** A live session: the token's claims, and the account it acts on as recorded when it was issued. */
export type Session = AccessClaims & { accountId: number };

/**
 * How a person may use an account: their own link to it, or their link to its parent (a parent's
 * user may act on its child accounts, spec §6). Null when neither exists.
 */
export async function findAccountLink(db: Db, personId: number, accountId: number) {
  const [account] = await db.select({ accountCode: accounts.accountCode, parentId: accounts.parentId }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) return null;
  const linkOn = async (id: number) => {
    const [link] = await db
      .select({ role: accountUsers.role, portalModules: accountUsers.portalModules, termsAcceptedAt: people.termsAcceptedAt })
      .from(accountUsers)
      .innerJoin(people, eq(people.id, accountUsers.personId))
      .where(and(eq(accountUsers.personId, personId), eq(accountUsers.accountId, id)));
    return link;
  };
  const link = (await linkOn(accountId)) ?? (account.parentId !== null ? await linkOn(account.parentId) : undefined);
  return link ? { ...link, accountCode: account.accountCode } : null;
}

/** Issues a new access token for a person's use of an account, and records it so it can be revoked. */
export async function issueSessionToken(db: Db, tokens: TokenService, personId: number, accountId: number) {
  const link = await findAccountLink(db, personId, accountId);
  if (!link) throw notFound('That account');
  const issued = await tokens.issueAccess({
    role: link.role === 'reseller' ? 'reseller' : 'customer',
    portal_modules: link.portalModules,
    termsOfUse: link.termsAcceptedAt !== null,
    accountCode: link.accountCode,
    personId,
    masterAccountId: accountId,
  });
  await db.insert(sessions).values({ jti: issued.jti, personId, accountId, issuedAt: issued.issuedAt, expiresAt: issued.expiresAt });
  return issued.token;
}

/** A new token for the same person and account, the old one revoked: re-auth and terms acceptance. */
export async function renewSession(db: Db, tokens: TokenService, clock: Clock, session: Session) {
  const token = await issueSessionToken(db, tokens, session.personId, session.accountId);
  await revokeSession(db, clock, session.jti);
  return token;
}

/** The session of a token that verifies and that is neither revoked nor expired; null otherwise. */
export async function resolveSession(db: Db, tokens: TokenService, clock: Clock, token: string | undefined): Promise<Session | null> {
  if (!token || token.length > 4096) return null;
  const claims = await tokens.verifyAccess(token);
  if (!claims) return null;
  const [live] = await db
    .select({ accountId: sessions.accountId, personId: sessions.personId })
    .from(sessions)
    .where(and(eq(sessions.jti, claims.jti), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())));
  return live && live.personId === claims.personId ? { ...claims, accountId: live.accountId } : null;
}

export async function revokeSession(db: Db, clock: Clock, jti: string) {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)));
}
