import { eq } from 'drizzle-orm';
import { canonicalCellNumber } from '@portal/contract/catalogue';
import { findAccountLink } from '../../auth/sessions';
import { accounts, people } from '../../db/schema';
import { notFound } from '../../http/action-failure';
import { getAccount } from '../account/account-actions';
import { defineAction } from '../define-action';

/**
 * Personal Info: the account's postal and physical address and the signed-in contact's numbers.
 * The cell number changed here is also the one this contact signs in with next time, so a change is
 * sensitive (spec §4 Re-auth): a stolen session alone must not be able to move the sign-in number.
 */
export const updateAddress = defineAction({
  name: 'account.UpdateAddress',
  auth: 'fresh',
  modules: ['account'],
  async handler(input, ctx) {
    const { accountId, personId } = ctx.session;
    if (!(await findAccountLink(ctx.db, personId, accountId))) throw notFound('That account');
    const { postalAddress: postal, physicalAddress: physical } = input;
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({
          postalLine1: postal.line1,
          postalLine2: postal.line2,
          postalCity: postal.city,
          postalCode: postal.postalCode,
          physicalLine1: physical.line1,
          physicalLine2: physical.line2,
          physicalCity: physical.city,
          physicalCode: physical.postalCode,
        })
        .where(eq(accounts.id, accountId));
      // Sign-in looks a number up in its canonical form; a number stored any other way would lock its person out.
      const landline = input.landline === null ? null : canonicalCellNumber(input.landline);
      await tx.update(people).set({ cellNumber: canonicalCellNumber(input.cellNumber), landline }).where(eq(people.id, personId));
    });
    ctx.log.info({ accountId, personId }, 'account address updated');
    return getAccount.handler({}, ctx);
  },
});
