import type { UpdateBillingDetailsInput } from '@portal/contract/catalogue';
import { ERROR_CODES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { RESELLER_REFUSALS, requireCustomerRole } from '../../billing/customer-only';
import { changesMandate, checkDebitOrder } from '../../billing/debit-order-input';
import { supersedeMandates } from '../../billing/mandates';
import { CREDIT_CARD_COLLECTION_DAYS, findOption } from '../../billing/options';
import type { Db } from '../../db/connect';
import { accounts, creditCardDetails, debitOrderDetails } from '../../db/schema';
import { ActionFailure, badInput, notFound } from '../../http/action-failure';
import { defineAction, type SessionActionContext } from '../define-action';
import { requireCapability } from '../../adapters/capability-off';

type BillingDetailsInput = UpdateBillingDetailsInput['billingDetails'];

/**
 * Saves the debit order: only obfuscated numbers are stored; the full numbers go to the collection
 * provider inside the transaction, so a refusal there leaves nothing half-saved.
 */
async function saveDebitOrder(tx: Db, ctx: SessionActionContext, account: { id: number; accountCode: string }, input: BillingDetailsInput['debitOrderDetailsBean']) {
  requireCapability(ctx, 'debitOrders');
  const [existing] = await tx.select().from(debitOrderDetails).where(eq(debitOrderDetails.accountId, account.id));
  const checked = checkDebitOrder(input, existing ?? null, ctx.alternateDebitCollectionProvider);
  const values = {
    accountHolder: checked.accountHolder,
    bankId: checked.bank.id,
    accountNumberObfuscated: checked.accountNumberObfuscated,
    accountTypeId: checked.accountTypeId,
    branchCode: checked.branchCode,
    collectionDayId: checked.collectionDayId,
    idNumberTypeId: checked.idNumberTypeId,
    idNumberObfuscated: checked.idNumberObfuscated,
    updatedAt: ctx.clock.now(),
  };
  if (existing) {
    await tx.update(debitOrderDetails).set(values).where(eq(debitOrderDetails.id, existing.id));
    // A mandate authorises one bank account and collection day: after a change it must be accepted anew.
    if (changesMandate(checked, existing)) await supersedeMandates(tx, account.id);
  } else {
    await tx.insert(debitOrderDetails).values({ accountId: account.id, status: 'active', ...values });
  }
  await ctx.debitCollection.register(
    {
      accountCode: account.accountCode,
      accountHolder: checked.accountHolder,
      bankName: checked.bank.text,
      branchCode: checked.branchCode,
      accountTypeId: checked.accountTypeId,
      collectionDayId: checked.collectionDayId,
      accountNumber: checked.accountNumber,
      idNumberTypeId: checked.idNumberTypeId,
      idNumber: checked.idNumber,
      provider: ctx.alternateDebitCollectionProvider ? 'alternate' : 'standard',
    },
    ctx.log,
  );
}

/** Paying by card needs a card captured by the gateway; here only its collection day is chosen. */
async function saveCardCollectionDay(tx: Db, ctx: SessionActionContext, accountId: number, input: BillingDetailsInput['creditCardDetailsBean']) {
  const [card] = await tx.select().from(creditCardDetails).where(eq(creditCardDetails.accountId, accountId));
  if (!card) throw new ActionFailure(409, ERROR_CODES.badInput, 'Please capture your card details first.', 'paymentMethodId');
  const now = ctx.clock.now();
  const expired = card.expiryYear * 12 + card.expiryMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (expired) throw new ActionFailure(409, ERROR_CODES.badInput, 'The card on record has expired. Please capture your card details again.', 'paymentMethodId');
  const field = 'billingDetails.creditCardDetailsBean.creditCollectionDayId';
  const day = findOption(CREDIT_CARD_COLLECTION_DAYS, input?.creditCollectionDayId);
  if (!day) throw badInput(`${field}: Please make a selection for Collection day.`, field);
  await tx.update(creditCardDetails).set({ collectionDayId: day.id }).where(eq(creditCardDetails.accountId, accountId));
}

/** spec §4 Payment editing: the whole edited account with paymentMethodId set (a sensitive action). */
export const updateBillingDetails = defineAction({
  name: 'billing.UpdateBillingDetails',
  auth: 'fresh',
  modules: ['billing'],
  async handler(input, ctx) {
    requireCustomerRole(ctx, RESELLER_REFUSALS.updateBillingDetails);
    await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Locking the account row makes two saves of one account run one after the other.
      const [account] = await tx
        .select({ id: accounts.id, accountCode: accounts.accountCode })
        .from(accounts)
        .where(eq(accounts.id, ctx.session.accountId))
        .for('update');
      if (!account) throw notFound('That account');
      if (input.paymentMethodId === 2) await saveDebitOrder(tx, ctx, account, input.billingDetails.debitOrderDetailsBean);
      else await saveCardCollectionDay(tx, ctx, account.id, input.billingDetails.creditCardDetailsBean);
      await tx.update(accounts).set({ paymentMethodId: input.paymentMethodId }).where(eq(accounts.id, account.id));
    });
    return { isUpdated: true };
  },
});
