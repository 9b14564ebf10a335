import type { Redis } from 'ioredis';
import type { Session } from './sessions';

/** A session just revoked: its id, and when its token would have ended anyway (nothing about it need outlive that). */
export interface RevokedSession {
  jti: string;
  expiresAt: Date;
}

/**
 * Revocations that every API node sees at once. In Redis when REDIS_URL is set: one marker key per revoked session,
 * living until its token expires, which each node reads on every request it answers from its cache. A marker read
 * per request rather than a pub/sub eviction, because a message may arrive after the next request: with the marker,
 * the request after a sign-out is refused on every node, and a node that missed nothing has nothing to catch up on.
 * The read is one EXISTS on a key, much cheaper than the sessions query (and a token verification) it replaces.
 */
export interface RevocationChannel {
  /** Marks the sessions revoked for every node until their tokens expire. */
  publish(revoked: RevokedSession[], now: Date): Promise<void>;
  /** Whether any node has revoked the session. */
  isRevoked(jti: string): Promise<boolean>;
  close(): Promise<void>;
}

export function redisRevocationChannel(redis: Redis, prefix = 'portal:revoked:'): RevocationChannel {
  return {
    async publish(revoked, now) {
      if (revoked.length === 0) return;
      const batch = redis.multi();
      for (const { jti, expiresAt } of revoked) batch.set(`${prefix}${jti}`, '1', 'PX', Math.max(1, expiresAt.getTime() - now.getTime()));
      const results = await batch.exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw new Error(`The revocation could not be recorded in Redis${failed ? `: ${failed[0]!.message}` : ''}.`);
    },
    async isRevoked(jti) {
      return (await redis.exists(`${prefix}${jti}`)) === 1;
    },
    async close() {
      await redis.quit();
    },
  };
}

/**
 * Verified sessions of this node, by token, so that a signed-in request neither verifies its token again nor reads
 * the sessions table. Bounded (the least recently used go first) and each entry ends with its token. Every
 * revocation evicts here and, with several nodes, publishes through the RevocationChannel, read on every hit.
 */
export interface SessionCache {
  /** The live session of the token; null when it was revoked; undefined when this node has no answer (ask the database). */
  get(token: string, nowMs: number): Promise<Session | null | undefined>;
  /** Keeps a session the database said was live, unless it has been revoked since. */
  keep(token: string, session: Session, nowMs: number): void;
  /** Forgets the sessions here for good, and tells every node; called before they are revoked in the database. */
  revoke(revoked: RevokedSession[], now: Date): Promise<void>;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  /** With several API nodes: where revocations are published and read. Without it, this node is the only one. */
  revocations?: RevocationChannel;
  maxEntries?: number;
}

const DEFAULT_MAX_ENTRIES = 10_000;

export function memorySessionCache({ revocations, maxEntries = DEFAULT_MAX_ENTRIES }: SessionCacheOptions = {}): SessionCache {
  const byToken = new Map<string, Session>();
  const tokenOf = new Map<string, string>();
  // Revoked here, until the token would have expired: a request that read the database just before the revocation
  // was written must not put the session back.
  const revokedUntil = new Map<string, number>();

  const forget = (jti: string) => {
    const token = tokenOf.get(jti);
    if (token === undefined) return;
    tokenOf.delete(jti);
    byToken.delete(token);
  };

  return {
    async get(token, nowMs) {
      const session = byToken.get(token);
      if (!session) return undefined;
      if (nowMs >= session.exp * 1000) {
        forget(session.jti);
        return undefined;
      }
      if (revocations && (await revocations.isRevoked(session.jti))) {
        forget(session.jti);
        return null;
      }
      // Most recently used last: the first entry is the one to drop when full.
      byToken.delete(token);
      byToken.set(token, session);
      return session;
    },
    keep(token, session, nowMs) {
      if (revokedUntil.has(session.jti) || nowMs >= session.exp * 1000) return;
      forget(session.jti);
      byToken.set(token, session);
      tokenOf.set(session.jti, token);
      if (byToken.size > maxEntries) forget(byToken.values().next().value!.jti);
    },
    async revoke(revoked, now) {
      const nowMs = now.getTime();
      for (const { jti, expiresAt } of revoked) {
        forget(jti);
        revokedUntil.set(jti, expiresAt.getTime());
      }
      if (revokedUntil.size > maxEntries) {
        for (const [jti, until] of revokedUntil) if (until <= nowMs) revokedUntil.delete(jti);
      }
      await revocations?.publish(revoked, now);
    },
    async close() {
      byToken.clear();
      tokenOf.clear();
      revokedUntil.clear();
      await revocations?.close();
    },
  };
}

/**
 * No cache: every request reads the sessions table. For PostgreSQL without Redis, where other nodes may share the
 * database but there is no way to tell them about a revocation at once.
 */
export function noSessionCache(): SessionCache {
  return {
    get: async () => undefined,
    keep: () => undefined,
    revoke: async () => undefined,
    close: async () => undefined,
  };
}
