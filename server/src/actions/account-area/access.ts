import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { ERROR_CODES, type PortalModule } from '@portal/contract';
import { canonicalCellNumber, portalModule } from '@portal/contract/catalogue';
import type { Db } from '../../db/connect';
import { accounts, accountUsers, people, sessions } from '../../db/schema';
import { accountInReach, accountsInReach } from '../../auth/ownership';
import { ActionFailure, badInput, forbidden, notFound } from '../../http/action-failure';
import { defineAction, type SessionActionContext } from '../define-action';

/**
 * Users & Access (spec §6): who may use the signed-in account and, on a parent account, its children,
 * with which portal modules. A token's portal_modules are read from account_users when it is issued,
 * so a change here decides the person's next token; taking modules away (or the person) also ends
 * their live sessions, so it applies at once rather than when the token expires.
 *
 * Rules: the changes need the 'access' module and a fresh token; a caller can grant only modules
 * their own token carries, and change or remove only people whose modules are all among them (so a
 * delegate cannot strip or remove the holder who gave them access); nobody can remove themself or take
 * away their own 'access'; a person added gets the adder's role and never a second link that would shadow
 * the access they already have (see addUser).
 */

export const maskCellNumber = (cell: string) => (cell.length > 7 ? `${cell.slice(0, 3)}***${cell.slice(-4)}` : '***');

const grantable = (session: SessionActionContext['session']) =>
  session.portal_modules.filter((m): m is PortalModule => portalModule.safeParse(m).success);

const ORDERED_MODULES = portalModule.options;
const inModuleOrder = (modules: string[]) => ORDERED_MODULES.filter((m) => modules.includes(m));

const userColumns = {
  personId: people.id,
  firstName: people.firstName,
  lastName: people.lastName,
  cellNumber: people.cellNumber,
  role: accountUsers.role,
  portalModules: accountUsers.portalModules,
  accountId: accounts.id,
  accountCode: accounts.accountCode,
  customerName: accounts.customerName,
};

type UserRow = { [K in keyof typeof userColumns]: (typeof userColumns)[K]['_']['data'] };

const toAccessUser = (row: UserRow, ctx: SessionActionContext) => ({
  personId: row.personId,
  firstName: row.firstName,
  lastName: row.lastName,
  cellNumberMasked: maskCellNumber(row.cellNumber),
  role: row.role === 'reseller' ? ('reseller' as const) : ('customer' as const),
  portalModules: inModuleOrder(row.portalModules),
  accountCode: row.accountCode,
  customerName: row.customerName,
  isSelf: row.personId === ctx.session.personId,
  manageable: withinReach(ctx, row.portalModules),
});

const withinReach = (ctx: SessionActionContext, modules: string[]) => {
  const own = grantable(ctx.session);
  return modules.every((m) => own.includes(m as PortalModule));
};

/** A person with a module the caller lacks is beyond the caller: only someone with all of them may change them. */
function requireManageable(ctx: SessionActionContext, user: UserRow) {
  if (!withinReach(ctx, user.portalModules)) {
    throw forbidden(`${user.firstName} ${user.lastName} has modules you do not have, so you cannot change or remove their access.`);
  }
}

const selectUsers = (db: Db) =>
  db
    .select(userColumns)
    .from(accountUsers)
    .innerJoin(people, eq(people.id, accountUsers.personId))
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId));

async function findUser(db: Db, personId: number, accountId: number) {
  const [row] = await selectUsers(db).where(and(eq(accountUsers.personId, personId), eq(accountUsers.accountId, accountId)));
  return row;
}

/** The account a change is for: the session's own, or (by code) one of its children; anything else is not found. */
async function targetAccount(ctx: SessionActionContext, accountCode: string | undefined) {
  if (accountCode === undefined) {
    const [own] = await ctx.db.select().from(accounts).where(eq(accounts.id, ctx.session.accountId));
    if (!own) throw notFound('That account');
    return own;
  }
  return accountInReach(ctx.db, ctx.session.accountId, accountCode);
}

function requireGrantable(ctx: SessionActionContext, modules: string[]) {
  const own = grantable(ctx.session);
  const beyond = modules.filter((m) => !own.includes(m as PortalModule));
  if (beyond.length) throw forbidden(`You can only give modules you have yourself (not ${beyond.join(', ')}).`);
}

/**
 * Ends a person's live sessions that rest on their link to `accountId`: those on it, and those on its
 * children where they have no link of their own (their modules there come from the parent's link).
 * Every node forgets them before the database records it, and again any the update found that the first
 * look did not (a session started in between), so none is still taken anywhere once this returns.
 */
async function revokeSessionsResting(ctx: SessionActionContext, personId: number, accountId: number) {
  const { db, clock, sessionCache } = ctx;
  const ownChildLinks = db
    .select({ id: accountUsers.accountId })
    .from(accountUsers)
    .where(eq(accountUsers.personId, personId));
  const viaParent = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.parentId, accountId), sql`${accounts.id} not in (${ownChildLinks})`));
  const resting = and(
    eq(sessions.personId, personId),
    isNull(sessions.revokedAt),
    ne(sessions.jti, ctx.session.jti),
    sql`(${sessions.accountId} = ${accountId} or ${sessions.accountId} in (${viaParent}))`,
  );
  const now = clock.now();
  const ending = await db.select({ jti: sessions.jti, expiresAt: sessions.expiresAt }).from(sessions).where(resting);
  await sessionCache.revoke(ending, now);
  const revoked = await db.update(sessions).set({ revokedAt: now }).where(resting).returning({ jti: sessions.jti, expiresAt: sessions.expiresAt });
  const known = new Set(ending.map((s) => s.jti));
  await sessionCache.revoke(revoked.filter((s) => !known.has(s.jti)), now);
  return revoked.length;
}

export const getUsers = defineAction({
  name: 'account.access.GetUsers',
  auth: 'session',
  modules: ['access'],
  async handler(_input, ctx) {
    const reach = await accountsInReach(ctx.db, ctx.session.accountId);
    const rows = await selectUsers(ctx.db)
      .where(inArray(accountUsers.accountId, reach))
      .orderBy(
        sql`${accounts.id} = ${ctx.session.accountId} desc`,
        asc(accounts.accountCode),
        asc(people.lastName),
        asc(people.firstName),
        asc(people.id),
      );
    const reachable = await ctx.db
      .select({ accountCode: accounts.accountCode, customerName: accounts.customerName })
      .from(accounts)
      .where(inArray(accounts.id, reach))
      .orderBy(sql`${accounts.id} = ${ctx.session.accountId} desc`, asc(accounts.accountCode));
    return { users: rows.map((r) => toAccessUser(r, ctx)), accounts: reachable, grantableModules: inModuleOrder(grantable(ctx.session)) as PortalModule[] };
  },
});

const ALREADY_USES = 'That person already has access to this account.';
const alreadyUses = () => new ActionFailure(409, ERROR_CODES.badInput, ALREADY_USES, 'cellNumber');

/**
 * Whether the number already signs in to the account, directly or through its parent. A second link for
 * it could only shadow the one it has: a direct link on a child wins over the parent's (findAccountLink), so
 * a delegate could cut the holder's modules there, or a reseller make herself a customer of her client.
 */
async function numberUsesAccount(db: Db, cellNumber: string, account: { id: number; parentId: number | null }) {
  // Its own children too: a link there, made first, would otherwise keep its smaller role or modules under the new one.
  const children = db.select({ id: accounts.id }).from(accounts).where(eq(accounts.parentId, account.id));
  const onAccount = or(
    account.parentId === null ? eq(accountUsers.accountId, account.id) : inArray(accountUsers.accountId, [account.id, account.parentId]),
    inArray(accountUsers.accountId, children),
  );
  const [row] = await db
    .select({ personId: accountUsers.personId })
    .from(accountUsers)
    .innerJoin(people, eq(people.id, accountUsers.personId))
    .where(and(eq(people.cellNumber, cellNumber), onAccount))
    .limit(1);
  return row !== undefined;
}

/** The signed-in account, its parent and its children: the only accounts whose people AddUser may link. */
function accountTree(db: Db, accountId: number) {
  const parentOf = db.select({ parentId: accounts.parentId }).from(accounts).where(eq(accounts.id, accountId));
  return db
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(eq(accounts.id, accountId), eq(accounts.parentId, accountId), sql`${accounts.id} = (${parentOf})`));
}

/** A contact of the tree with this number and name (any case), to be linked rather than duplicated. */
async function contactInTree(db: Db, accountId: number, contact: { cellNumber: string; firstName: string; lastName: string }) {
  const [row] = await db
    .selectDistinct({ id: people.id })
    .from(people)
    .innerJoin(accountUsers, eq(accountUsers.personId, people.id))
    .where(
      and(
        eq(people.cellNumber, contact.cellNumber),
        sql`lower(${people.firstName}) = lower(${contact.firstName})`,
        sql`lower(${people.lastName}) = lower(${contact.lastName})`,
        inArray(accountUsers.accountId, accountTree(db, accountId)),
      ),
    )
    .orderBy(asc(people.id))
    .limit(1);
  return row?.id;
}

/**
 * Gives a person access to the signed-in account or one of its children.
 *
 * - The new link carries the adder's own role, on a child account too: a reseller's additions stay resellers,
 *   so nobody gains through AddUser what only the customer role may do (payment details, the mandate).
 * - A number that already uses the account (or its parent) is refused, whoever it belongs to: see numberUsesAccount.
 * - Only a contact already in the account tree is linked. Anyone else gets a new contact under the name the
 *   adder gave, so the answer is the same whether or not the number is known elsewhere, and no other
 *   account's person is ever changed. Contacts sharing a number are what sign-in already handles (spec §4 Login).
 */
export const addUser = defineAction({
  name: 'account.access.AddUser',
  auth: 'fresh',
  modules: ['access'],
  async handler(input, ctx) {
    requireGrantable(ctx, input.portalModules);
    const account = await targetAccount(ctx, input.accountCode);
    const modules = inModuleOrder(input.portalModules);
    const role = ctx.session.role;
    const contact = { firstName: input.firstName, lastName: input.lastName, cellNumber: canonicalCellNumber(input.cellNumber) };
    const personId = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // One addition in an account family at a time (its parent's row, else its own), so two at once, on a parent and
      // on its child, cannot both pass the check below.
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.parentId ?? account.id)).for('update');
      if (await numberUsesAccount(tx, contact.cellNumber, account)) throw alreadyUses();
      const id =
        (await contactInTree(tx, ctx.session.accountId, contact)) ??
        (await tx.insert(people).values({ ...contact, email: '' }).returning({ id: people.id }))[0].id;
      const linked = await tx
        .insert(accountUsers)
        .values({ personId: id, accountId: account.id, role, portalModules: modules })
        .onConflictDoNothing()
        .returning({ personId: accountUsers.personId });
      if (!linked.length) throw alreadyUses();
      return id;
    });
    ctx.log.info({ accountId: account.id, personId, role, portalModules: modules, by: ctx.session.personId }, 'account user added');
    return toAccessUser(await findUser(ctx.db, personId, account.id), ctx);
  },
});

export const updateUserModules = defineAction({
  name: 'account.access.UpdateUserModules',
  auth: 'fresh',
  modules: ['access'],
  async handler(input, ctx) {
    const account = await targetAccount(ctx, input.accountCode);
    const current = await findUser(ctx.db, input.personId, account.id);
    if (!current) throw notFound('That user');
    requireManageable(ctx, current);
    const modules = inModuleOrder(input.portalModules);
    if (input.personId === ctx.session.personId && !modules.includes('access')) {
      throw badInput('You cannot take away your own access to Users & Access.', 'portalModules');
    }
    requireGrantable(ctx, modules.filter((m) => !current.portalModules.includes(m)));
    await ctx.db
      .update(accountUsers)
      .set({ portalModules: modules })
      .where(and(eq(accountUsers.personId, input.personId), eq(accountUsers.accountId, account.id)));
    const removed = current.portalModules.filter((m) => !modules.includes(m as PortalModule));
    const revoked = removed.length ? await revokeSessionsResting(ctx, input.personId, account.id) : 0;
    ctx.log.info({ accountId: account.id, personId: input.personId, portalModules: modules, revoked, by: ctx.session.personId }, 'account user modules changed');
    return toAccessUser({ ...current, portalModules: modules }, ctx);
  },
});

export const removeUser = defineAction({
  name: 'account.access.RemoveUser',
  auth: 'fresh',
  modules: ['access'],
  async handler(input, ctx) {
    const account = await targetAccount(ctx, input.accountCode);
    const user = await findUser(ctx.db, input.personId, account.id);
    if (!user) throw notFound('That user');
    if (input.personId === ctx.session.personId) throw badInput('You cannot remove yourself.', 'personId');
    requireManageable(ctx, user);
    await ctx.db.delete(accountUsers).where(and(eq(accountUsers.personId, input.personId), eq(accountUsers.accountId, account.id)));
    const revoked = await revokeSessionsResting(ctx, input.personId, account.id);
    ctx.log.info({ accountId: account.id, personId: input.personId, revoked, by: ctx.session.personId }, 'account user removed');
    return { removed: true };
  },
});
