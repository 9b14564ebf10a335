import type { CollectionRules } from '@portal/contract/catalogue';
import { formatRand } from './ledger';
import type { CollectionDay } from './options';

/** 'YYYY-MM-DD' of a UTC calendar date. */
const isoDate = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The first date after `today` (YYYY-MM-DD) that falls on the collection day; a day past the end of a
 * short month is that month's last day. Today itself is never next: collections run before business hours.
 */
export function nextCollectionDate(day: CollectionDay['day'], today: string): string {
  const [year, month, date] = today.split('-').map(Number);
  for (let offset = 0; offset < 2; offset++) {
    const y = year + Math.floor((month - 1 + offset) / 12);
    const m = (month - 1 + offset) % 12;
    const last = daysInMonth(y, m);
    const candidate = day === 'last' ? last : Math.min(day, last);
    if (offset > 0 || candidate > date) return isoDate(y, m, candidate);
  }
  throw new Error('unreachable: next month always has the day');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-25' → '25 Nov 2026', as the portal shows dates. */
export const displayDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

const dayPhrase = (day: CollectionDay) => (day.day === 'last' ? 'the last day of the month' : `the ${day.text}`);

export interface CollectionFacts {
  paymentMethodId: 1 | 2 | 3;
  accountCode: string;
  owedCents: number;
  overdue: boolean;
  /** The earliest due date of what is owed. */
  dueDate: string | null;
  today: string;
  debitOrder: { status: string; bankName: string; accountNumberObfuscated: string; collectionDay: CollectionDay | undefined } | null;
  card: { cardNumberObfuscated: string; collectionDay: CollectionDay | undefined } | null;
}

/** When and how the account's money is collected, in sentences a customer reads (billing.GetCollectionRules). */
export function collectionRules(facts: CollectionFacts): CollectionRules {
  const amount = facts.owedCents / 100;
  const owed = formatRand(amount);
  const overdueNote = facts.overdue ? ['Part of this amount is overdue. Pay it now by credit card to avoid interruption of your services.'] : [];
  const none = (rules: string[]): CollectionRules => ({ nextCollectionDate: null, nextCollectionAmount: amount, rules });

  if (facts.paymentMethodId === 3) {
    return none([
      'You pay by cash or EFT: nothing is collected from you automatically.',
      facts.owedCents > 0 && facts.dueDate
        ? `Please pay ${owed} by ${displayDate(facts.dueDate)}, using your account number ${facts.accountCode} as the payment reference, or pay now by credit card.`
        : `Nothing is owed at the moment. When you pay, use your account number ${facts.accountCode} as the payment reference.`,
      ...overdueNote,
    ]);
  }

  if (facts.paymentMethodId === 2) {
    const debit = facts.debitOrder;
    if (!debit || !debit.collectionDay) return none(['No debit order details are on record. Please add your bank details under Edit Payment Info.']);
    if (debit.status === 'suspended') {
      return none([
        'Your debit order is suspended because a collection was returned by your bank, so nothing will be collected.',
        'Reactivate your debit order, or pay now by credit card.',
        ...overdueNote,
      ]);
    }
    const runs = `Your debit order runs on ${dayPhrase(debit.collectionDay)} from ${debit.bankName} account ${debit.accountNumberObfuscated}.`;
    if (facts.owedCents <= 0) return none(['Nothing is owed at the moment, so no collection is scheduled.', runs]);
    const date = nextCollectionDate(debit.collectionDay.day, facts.today);
    return {
      nextCollectionDate: date,
      nextCollectionAmount: amount,
      rules: [
        `${owed} will be collected by debit order on ${displayDate(date)}.`,
        runs,
        'Please make sure the money is in the account the day before: a returned collection suspends the debit order.',
        ...overdueNote,
      ],
    };
  }

  const card = facts.card;
  if (!card) return none(['No credit card is on record. Please capture your card details under Edit Payment Info.']);
  if (!card.collectionDay) return none([`Please choose a collection day for your card ${card.cardNumberObfuscated} under Edit Payment Info.`]);
  const charged = `Your card ${card.cardNumberObfuscated} is charged on ${dayPhrase(card.collectionDay)}.`;
  if (facts.owedCents <= 0) return none(['Nothing is owed at the moment, so no collection is scheduled.', charged]);
  const date = nextCollectionDate(card.collectionDay.day, facts.today);
  return {
    nextCollectionDate: date,
    nextCollectionAmount: amount,
    rules: [`${owed} will be charged to your card on ${displayDate(date)}.`, charged, ...overdueNote],
  };
}
