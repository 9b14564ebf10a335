import type { CollectionRules, EftDetails } from '@portal/contract/catalogue';
import { formatCurrency, formatDate, fromCents } from '@portal/contract/format';
import { nextCollectionDate } from './collection-dates';
import { dayPhrase, debitOrderSource, type CollectionPlan } from './collection-plan';

export { nextCollectionDate } from './collection-dates';

/** The instance's provider details a cash or EFT payer needs (InstanceConfig provider.bankDetails). */
export interface ProviderBank {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branchCode: string;
}

const PART_OVERDUE_NOTE = 'Part of this amount is overdue. Pay it now by credit card to avoid interruption of your services.';
const ALL_OVERDUE_NOTE = 'This amount is overdue. Pay it now by credit card to avoid interruption of your services.';

/** When and how the account's money is collected, in sentences a customer reads (billing.GetCollectionRules). */
export function collectionRules(plan: CollectionPlan, bank: ProviderBank): CollectionRules {
  const amount = fromCents(plan.owed.cents);
  const owed = formatCurrency(amount);
  const overdueNote = plan.owed.allOverdue ? [ALL_OVERDUE_NOTE] : plan.owed.overdue ? [PART_OVERDUE_NOTE] : [];
  const creditNote =
    plan.owed.balanceCents < 0 ? [`You have ${formatCurrency(fromCents(-plan.owed.balanceCents))} in credit: it is used against your next invoices before anything is collected.`] : [];
  const next = plan.nextCollection;
  const answer = (rules: string[], payByEft: EftDetails | null = null): CollectionRules => ({
    nextCollectionDate: next?.date ?? null,
    nextCollectionAmount: next ? fromCents(next.amountCents) : amount,
    rules: [...rules, ...creditNote],
    payByEft,
  });
  const code = plan.account.accountCode;

  if (plan.paymentMethodId === 3) {
    return answer(
      [
        'You pay by cash or EFT: nothing is collected from you automatically.',
        plan.owed.cents > 0 && plan.owed.dueDate
          ? `Please pay ${owed} by ${formatDate(plan.owed.dueDate)}, using your account number ${code} as the payment reference, or pay now by credit card.`
          : `Nothing is owed at the moment. When you pay, use your account number ${code} as the payment reference.`,
        ...overdueNote,
      ],
      { ...bank, reference: code },
    );
  }

  if (plan.paymentMethodId === 2) {
    const debit = plan.debitOrder;
    const day = plan.debitOrderDay;
    if (!debit || !day) return answer(['No debit order details are on record. Please add your bank details under Edit Payment Info.']);
    const from = debitOrderSource(debit);
    if (plan.standing.state === 'suspended') {
      return answer([
        'Your debit order is suspended because a collection was returned by your bank, so nothing will be collected.',
        'Reactivate your debit order, or pay now by credit card.',
        ...overdueNote,
      ]);
    }
    if (plan.standing.state === 'awaiting-mandate') {
      const once = nextCollectionDate(day.day, plan.today);
      return answer([
        'Your debit order is waiting for you to accept its mandate: nothing is collected until you do.',
        `Once you accept it, it runs on ${dayPhrase(day)} from ${from}.`,
        ...(plan.owed.cents > 0 ? [`Accept the mandate before ${formatDate(once)} and ${owed} will be collected that day, or pay now by credit card.`] : []),
        ...overdueNote,
      ]);
    }
    const runs = `Your debit order runs on ${dayPhrase(day)} from ${from}.`;
    if (!next) return answer(['Nothing is owed at the moment, so no collection is scheduled.', runs]);
    return answer([
      `${formatCurrency(fromCents(next.amountCents))} will be collected by debit order on ${formatDate(next.date)}.`,
      runs,
      'Please make sure the money is in the account the day before: a returned collection suspends the debit order.',
      ...overdueNote,
    ]);
  }

  const card = plan.card;
  if (!card) return answer(['No credit card is on record. Please capture your card details under Edit Payment Info.']);
  if (plan.cardExpired) return answer([`Your card ${card.cardNumberObfuscated} has expired, so nothing can be charged to it. Please register a new card.`, ...overdueNote]);
  if (!plan.cardDay) return answer([`Please choose a collection day for your card ${card.cardNumberObfuscated} under Edit Payment Info.`]);
  const charged = `Your card ${card.cardNumberObfuscated} is charged on ${dayPhrase(plan.cardDay)}.`;
  if (!next) return answer(['Nothing is owed at the moment, so no collection is scheduled.', charged]);
  return answer([`${formatCurrency(fromCents(next.amountCents))} will be charged to your card on ${formatDate(next.date)}.`, charged, ...overdueNote]);
}
