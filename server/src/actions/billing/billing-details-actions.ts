import { and, asc, eq, gt } from 'drizzle-orm';
import { collectionRules } from '../../billing/collection-rules';
import { toCents } from '../../billing/ledger';
import { CREDIT_CARD_COLLECTION_DAYS, DEBIT_ORDER_COLLECTION_DAYS, findOption } from '../../billing/options';
import { asPaymentMethodId, bankName, creditCardBean, debitOrderBean, loadPaymentAccount } from '../../billing/payment-account';
import type { Db } from '../../db/connect';
import { invoices } from '../../db/schema';
import { defineAction } from '../define-action';

/** What the account owes now, in cents, the earliest due date of it, and whether any of it is past due. */
async function balanceOf(db: Db, accountId: number, today: string) {
  const unpaid = await db
    .select({ outstanding: invoices.outstanding, dueDate: invoices.dueDate })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), gt(invoices.outstanding, '0')))
    .orderBy(asc(invoices.dueDate));
  return {
    cents: unpaid.reduce((sum, i) => sum + toCents(i.outstanding), 0),
    dueDate: unpaid[0]?.dueDate ?? null,
    overdue: unpaid.some((i) => i.dueDate < today),
  };
}

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** spec §3 Payment account: the method, its details on record (obfuscated), and what is owed. */
export const getBillingDetails = defineAction({
  name: 'billing.GetBillingDetails',
  auth: 'session',
  modules: ['billing'],
  async handler(_input, ctx) {
    const { accountId } = ctx.session;
    const { account, debitOrder, card } = await loadPaymentAccount(ctx.db, accountId);
    const owed = await balanceOf(ctx.db, accountId, todayOf(ctx.clock.now()));
    const balance = owed.cents / 100;
    return {
      paymentMethodId: asPaymentMethodId(account.paymentMethodId),
      customerName: account.customerName,
      overdue: owed.overdue,
      displayCurrentStatus: owed.overdue ? 'Overdue' : balance > 0 ? 'Payment due' : 'Up to date',
      balance,
      amountDue: balance,
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
    const owed = await balanceOf(ctx.db, accountId, today);
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
