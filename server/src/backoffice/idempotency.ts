import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { backofficeRequests } from '../db/schema';
import { ActionFailure } from '../http/action-failure';

export interface Answer {
  status: number;
  body: unknown;
}

export interface Request {
  key: string;
  /** 'POST /tickets/TCK-1/replies': a key is for one route and one object. */
  route: string;
  /** What the body asked, after validation (so the same request spelt with other whitespace is the same). */
  body: unknown;
}

export const KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

/** A fingerprint of what a request asks: its route and its validated body. */
export const requestHash = (request: Request) => createHash('sha256').update(JSON.stringify([request.route, request.body])).digest('hex');

const reused = () =>
  new ActionFailure(422, KEY_REUSED, 'This Idempotency-Key was already used for a different request (another route or body). Use a new key for a new request.');

type Row = typeof backofficeRequests.$inferSelect;

function replayOf(row: Row, request: Request): Answer {
  if (row.route !== request.route || row.requestHash !== requestHash(request)) throw reused();
  return { status: row.status, body: row.response };
}

/** The first answer to this key, when it has one (a replay), without taking any lock; a key used otherwise is refused. */
export async function earlierAnswer(db: Db, request: Request): Promise<Answer | null> {
  const [row] = await db.select().from(backofficeRequests).where(eq(backofficeRequests.idempotencyKey, request.key));
  return row ? replayOf(row, request) : null;
}

/**
 * Runs `work` once per key: the key is claimed in the same transaction as the change, so it is kept exactly when the
 * change is. A second request with the key waits on the claim (PostgreSQL's unique index) until the first commits,
 * then answers what the first did and changes nothing; a failure (4xx) keeps neither the change nor the key.
 */
export async function exactlyOnce(db: Db, request: Request, now: Date, work: (tx: Db) => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  const hash = requestHash(request);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [claimed] = await tx
      .insert(backofficeRequests)
      .values({ idempotencyKey: request.key, route: request.route, requestHash: hash, status: 0, response: {}, createdAt: now })
      .onConflictDoNothing({ target: backofficeRequests.idempotencyKey })
      .returning({ id: backofficeRequests.id });
    if (!claimed) {
      const [first] = await tx.select().from(backofficeRequests).where(eq(backofficeRequests.idempotencyKey, request.key));
      return { ...replayOf(first, request), replayed: true };
    }
    const answer = await work(tx);
    await tx
      .update(backofficeRequests)
      .set({ status: answer.status, response: answer.body })
      .where(and(eq(backofficeRequests.id, claimed.id), eq(backofficeRequests.status, 0)));
    return { ...answer, replayed: false };
  });
}
