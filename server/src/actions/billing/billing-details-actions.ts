import { collectionRules } from '../../billing/collection-rules';
import { accountBalance } from '../../billing/ledger';
import { CREDIT_CARD_COLLECTION_DAYS, DEBIT_ORDER_COLLECTION_DAYS, findOption } from '../../billing/options';
import { asPaymentMethodId, bankName, creditCardBean, debitOrderBean, loadPaymentAccount } from '../../billing/payment-account';
import { defineAction } from '../define-action';

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** spec §3 Payment account: the method, its details on record (obfuscated), and what is owed. */
export const getBillingDetails = defineAction({
  name: 'billing.GetBillingDetails',
  auth: 'session',
  modules: ['billing'],
  async handler(_input, ctx) {
    const { accountId } = ctx.session;
    const { account, debitOrder, card } = await loadPaymentAccount(ctx.db, accountId);
    const owed = await accountBalance(ctx.db, accountId, todayOf(ctx.clock.now()));
    return {
      paymentMethodId: asPaymentMethodId(account.paymentMethodId),
      customerName: account.customerName,
      overdue: owed.overdue,
      displayCurrentStatus: owed.overdue ? 'Overdue' : owed.cents > 0 ? 'Payment due' : owed.balanceCents < 0 ? 'In credit' : 'Up to date',
      balance: owed.balanceCents / 100,
      amountDue: owed.cents / 100,
      dueDate: owed.dueDate,
      billingDetails: {
        debitOrderDetailsBean: debitOrder ? debitOrderBean(debitOrder) : null,
        creditCardDetailsBean: card ? creditCardBean(card) : null,
      },
    };
  },
});

/** The next collection by the account's current method, and the rules behind it in plain sentences. */
export const getCollectionRules = defineAction({
  name: 'billing.GetCollectionRules',
  auth: 'session',
  modules: ['billing'],
  async handler(_input, ctx) {
    const { accountId } = ctx.session;
    const today = todayOf(ctx.clock.now());
    const { account, debitOrder, card } = await loadPaymentAccount(ctx.db, accountId);
    const owed = await accountBalance(ctx.db, accountId, today);
    return collectionRules({
      paymentMethodId: asPaymentMethodId(account.paymentMethodId),
      accountCode: account.accountCode,
      owedCents: owed.cents,
      overdue: owed.overdue,
      dueDate: owed.dueDate,
      today,
      debitOrder: debitOrder && {
        status: debitOrder.status,
        bankName: bankName(debitOrder.bankId),
        accountNumberObfuscated: debitOrder.accountNumberObfuscated,
        collectionDay: findOption(DEBIT_ORDER_COLLECTION_DAYS, debitOrder.collectionDayId),
      },
      card: card && {
        cardNumberObfuscated: card.cardNumberObfuscated,
        collectionDay: findOption(CREDIT_CARD_COLLECTION_DAYS, card.collectionDayId),
      },
    });
  },
});
