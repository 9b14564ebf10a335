import { z } from 'zod';
import { empty, serviceCategory } from './common';
import { serviceStatus } from './services';

/** A service of a child account that needs attention (suspended), to open from the overview. */
export const childServiceItem = z.object({
  serviceTag: z.string(),
  category: serviceCategory,
  type: z.string(),
  product: z.string(),
  status: serviceStatus,
});
export type ChildServiceItem = z.infer<typeof childServiceItem>;

/** One child account as its parent's dashboard shows it; the figures come from the child's own ledger. */
export const childAccountOverview = z.object({
  accountCode: z.string(),
  customerName: z.string(),
  status: z.string(),
  /** Rand: positive is owed, negative is in the account's favour. Null when the token may not see billing. */
  balance: z.number().nullable(),
  /** Rand past its due date (never more than the balance). Null when the token may not see billing. */
  overdue: z.number().nullable(),
  /** Services the token may see, cancelled ones left out. */
  serviceCount: z.number().int(),
  suspendedCount: z.number().int(),
  suspendedServices: z.array(childServiceItem),
  /** A switch token for account.GetAuthForAccount, like a Switch Account row's. */
  userToken: z.string(),
});
export type ChildAccountOverview = z.infer<typeof childAccountOverview>;

/** branches: the children of an enterprise parent; clients: a reseller's customers; accounts: any other parent's. */
export const childRelation = z.enum(['branches', 'clients', 'accounts']);
export type ChildRelation = z.infer<typeof childRelation>;

export const childAccountsOverview = z.object({ relation: childRelation, accounts: z.array(childAccountOverview) });
export type ChildAccountsOverview = z.infer<typeof childAccountsOverview>;

export const accountOverviewActions = {
  /** The child accounts of the session's own account (none when the session is on a child), with their figures. */
  'account.GetChildAccountsOverview': { input: empty, output: childAccountsOverview },
} as const;
