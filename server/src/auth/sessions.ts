import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { accounts, accountUsers, people, sessions } from '../db/schema';
import { badInput, notFound, unauthenticated } from '../http/action-failure';
import type { SessionCache } from './session-cache';
import { ACCESS_TOKEN_SECONDS, type AccessClaims, type SignInProof, type TokenService } from './tokens';

/** A live session: the token's claims, and the account it acts on as recorded when it was issued. */
export type Session = AccessClaims & { accountId: number };

/** What starting, ending and resolving sessions use: the server's database, clock, tokens and cache of live sessions. */
export interface SessionServices {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  sessionCache: SessionCache;
}

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

/**
 * When a session's proof of identity was made and when it ends (seconds since the epoch; default now and an hour
 * later). Freshness for sensitive actions counts from `iat`, so it is the time of the PIN or passkey proof, never
 * of an exchange or a switch.
 */
interface SessionStart {
  iat?: number;
  exp?: number;
  /** The sign-in token exchanged for this session, and its input field: the session takes the token's id. */
  signInToken?: { jti: string; field: string };
}

const SIGN_IN_USED = 'This sign-in has been used already. Please request a new PIN.';

/** Issues an access token for a person's use of an account, and records it so it can be revoked. */
async function startSession(db: Db, tokens: TokenService, personId: number, accountId: number, start: SessionStart = {}) {
  const link = await findAccountLink(db, personId, accountId);
  if (!link) throw notFound('That account');
  const issued = await tokens.issueAccess(
    {
      role: link.role === 'reseller' ? 'reseller' : 'customer',
      portal_modules: link.portalModules,
      termsOfUse: link.termsAcceptedAt !== null,
      accountCode: link.accountCode,
      personId,
      masterAccountId: accountId,
    },
    { iat: start.iat, exp: start.exp, jti: start.signInToken?.jti },
  );
  const recorded = await db
    .insert(sessions)
    .values({ jti: issued.jti, personId, accountId, issuedAt: issued.issuedAt, expiresAt: issued.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: sessions.jti });
  // Only a sign-in token's id can be taken (others are random): the token was exchanged before.
  if (recorded.length === 0) throw badInput(SIGN_IN_USED, start.signInToken?.field);
  return issued.token;
}

/**
 * Exchanges a sign-in token (from VerifyOtp or GetDuplicateContacts) for a session, once. The session's freshness
 * and lifetime count from the PIN proof, not from the exchange.
 */
export const signInSession = (db: Db, tokens: TokenService, personId: number, accountId: number, proof: SignInProof, field: string) =>
  startSession(db, tokens, personId, accountId, { iat: proof.authTime, exp: proof.authTime + ACCESS_TOKEN_SECONDS, signInToken: { jti: proof.jti, field } });

/** A session for a proof made just now (a passkey assertion): fresh. */
export const issueSessionToken = (db: Db, tokens: TokenService, personId: number, accountId: number) => startSession(db, tokens, personId, accountId);

/**
 * Ends the session, answering whether this call did: of concurrent calls on one session exactly one gets true,
 * so a session is renewed or switched from once. Every node forgets it first, so it is refused everywhere as soon
 * as this returns.
 */
async function endSession({ db, clock, sessionCache }: SessionServices, session: Session) {
  const now = clock.now();
  await sessionCache.revoke([{ jti: session.jti, expiresAt: new Date(session.exp * 1000) }], now);
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.jti, session.jti), isNull(sessions.revokedAt)))
    .returning({ jti: sessions.jti });
  return ended.length > 0;
}

/** Re-auth by PIN or passkey, just proved: a new, fresh token for the same person and account; the old one revoked. */
export async function renewSession(services: SessionServices, session: Session) {
  if (!(await endSession(services, session))) throw unauthenticated();
  return startSession(services.db, services.tokens, session.personId, session.accountId);
}

/**
 * The same session with new claims, on another account or the same one: its proof time and end are kept, so an
 * account switch or a terms acceptance never makes a token fresher or longer-lived than the one it replaces. The
 * old token is revoked; null when it was revoked meanwhile (by a concurrent switch, or sign-out).
 */
export async function continueSession(services: SessionServices, session: Session, accountId = session.accountId) {
  if (!(await findAccountLink(services.db, session.personId, accountId))) throw notFound('That account');
  if (!(await endSession(services, session))) return null;
  return startSession(services.db, services.tokens, session.personId, accountId, { iat: session.iat, exp: session.exp });
}

/** The sessions query of every request the cache cannot answer: prepared once per database. */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();
const prepareLiveSession = (db: Db) =>
  db
    .select({ accountId: sessions.accountId, personId: sessions.personId })
    .from(sessions)
    .where(and(eq(sessions.jti, sql.placeholder('jti')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('portal_live_session');

function liveSessionQuery(db: Db) {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = prepareLiveSession(db)));
  return query;
}

/**
 * The session of a token that verifies and that is neither revoked nor expired; null otherwise. A token this node
 * has verified before is answered from the session cache (revocations evict it, on every node).
 */
export async function resolveSession({ db, tokens, clock, sessionCache }: SessionServices, token: string | undefined): Promise<Session | null> {
  if (!token || token.length > 4096) return null;
  const now = clock.now();
  const cached = await sessionCache.get(token, now.getTime());
  if (cached !== undefined) return cached;
  const claims = await tokens.verifyAccess(token);
  if (!claims) return null;
  const [live] = await liveSessionQuery(db).execute({ jti: claims.jti, now: now.toISOString() });
  if (!live || live.personId !== claims.personId) return null;
  const session = { ...claims, accountId: live.accountId };
  sessionCache.keep(token, session, now.getTime());
  return session;
}

/** Sign-out: the session ends on every node at once. */
export async function revokeSession(services: SessionServices, session: Session) {
  await endSession(services, session);
}
