import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { accounts } from '../db/schema';

/** The account's code, as other systems know the account (events name accounts by it, never by the portal's ids). */
export async function accountCodeOf(db: Db, accountId: number) {
  const [account] = await db.select({ code: accounts.accountCode }).from(accounts).where(eq(accounts.id, accountId));
  return account?.code ?? '';
}
