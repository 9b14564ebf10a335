import { fromCents } from '@portal/contract/format';
import { loadCollectionPlan } from '../../billing/collection-plan';
import { collectionRules } from '../../billing/collection-rules';
import { creditCardBean, debitOrderBean } from '../../billing/payment-account';
import { defineAction } from '../define-action';

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** spec §3 Payment account: the method, its details on record (obfuscated), what is owed, and the debit order's standing. */
export const getBillingDetails = defineAction({
  name: 'billing.GetBillingDetails',
  auth: 'session',
  modules: ['billing'],
  async handler(_input, ctx) {
    const plan = await loadCollectionPlan(ctx.db, ctx.session.accountId, todayOf(ctx.clock.now()));
    const { account, owed, debitOrder, card } = plan;
    return {
      paymentMethodId: plan.paymentMethodId,
      customerName: account.customerName,
      overdue: owed.overdue,
      displayCurrentStatus: owed.overdue ? 'Overdue' : owed.cents > 0 ? 'Payment due' : owed.balanceCents < 0 ? 'In credit' : 'Up to date',
      balance: fromCents(owed.balanceCents),
      amountDue: fromCents(owed.cents),
      dueDate: owed.dueDate,
      billingDetails: {
        debitOrderDetailsBean: debitOrder ? debitOrderBean(debitOrder) : null,
        creditCardDetailsBean: card ? creditCardBean(card) : null,
      },
      debitOrder: plan.standing,
    };
  },
});

/** The next collection by the account's current method, the rules behind it in plain sentences, and where EFT goes. */
export const getCollectionRules = defineAction({
  name: 'billing.GetCollectionRules',
  auth: 'session',
  modules: ['billing'],
  async handler(_input, ctx) {
    const plan = await loadCollectionPlan(ctx.db, ctx.session.accountId, todayOf(ctx.clock.now()));
    return collectionRules(plan, ctx.instanceConfig.provider.bankDetails);
  },
});
