import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { accounts } from '../db/schema';
import { notFound } from '../http/action-failure';

/**
 * Every object an action touches must belong to the session's account or to one of its
 * children (docs/security.md Session and access control). Anything else is answered like a
 * missing object, so a caller learns nothing about other accounts.
 */

/** The ids of the accounts a session on `accountId` may touch: its own and its children's. */
export async function accountsInReach(db: Db, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(eq(accounts.id, accountId), eq(accounts.parentId, accountId)));
  return rows.map((r) => r.id);
}

/** The account with this code when the session may touch it; otherwise NOT_FOUND. */
export async function accountInReach(db: Db, sessionAccountId: number, accountCode: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountCode, accountCode), or(eq(accounts.id, sessionAccountId), eq(accounts.parentId, sessionAccountId))));
  if (!row) throw notFound('That account');
  return row;
}

/** Passes when `accountId` is the session's account or one of its children; otherwise NOT_FOUND. */
export async function requireAccountInReach(db: Db, sessionAccountId: number, accountId: number) {
  if (accountId === sessionAccountId) return;
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.parentId, sessionAccountId)));
  if (!row) throw notFound('That account');
}
