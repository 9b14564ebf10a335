import type { AutoCollection } from '@portal/contract/card-payment';
import type { DebitOrderStanding } from '@portal/contract/catalogue';
import type { Db } from '../db/connect';
import { nextCollectionDate } from './collection-dates';
import { accountBalance } from './ledger';
import { currentMandate, MANDATE_STATUS } from './mandates';
import { CREDIT_CARD_COLLECTION_DAYS, DEBIT_ORDER_COLLECTION_DAYS, findOption, type CollectionDay } from './options';
import { asPaymentMethodId, bankName, loadPaymentAccount, type CreditCardRow, type DebitOrderRow } from './payment-account';

/**
 * The one model of how an account's money is collected. Billing details, the collection rules, the pay dialog, the
 * mandate and the debit order's reactivation all read it, so they cannot disagree:
 * - a debit order collects only with an accepted mandate, and not while it is suspended;
 * - a card is charged only when it has a collection day and has not expired;
 * - an automatic collection takes everything owed on its day (the first collection day after today), so a card
 *   payment lowers it by what it pays and a payment of all of it leaves nothing to collect that day — the rule the
 *   pay dialog states before a payment (paymentEffect in @portal/contract/card-payment).
 */
export interface CollectionPlan {
  account: Awaited<ReturnType<typeof loadPaymentAccount>>['account'];
  paymentMethodId: 1 | 2 | 3;
  today: string;
  owed: Awaited<ReturnType<typeof accountBalance>>;
  debitOrder: DebitOrderRow | null;
  debitOrderDay: CollectionDay | undefined;
  card: CreditCardRow | null;
  cardDay: CollectionDay | undefined;
  cardExpired: boolean;
  standing: DebitOrderStanding;
  collection: AutoCollection;
  /** The next automatic collection: its date and everything owed then; null when nothing will be collected. */
  nextCollection: { date: string; amountCents: number } | null;
}

const STATE_TEXT: Record<DebitOrderStanding['state'], string> = {
  'not-used': 'Not in use',
  'no-details': 'No bank details',
  'awaiting-mandate': 'Awaiting mandate acceptance',
  suspended: 'Suspended',
  active: 'Active',
};

/** 'the 25th of the month', 'the last day of the month'. */
export const dayPhrase = (day: CollectionDay) => (day.day === 'last' ? 'the last day of the month' : `the ${day.text}`);

/** A card is usable to the end of its expiry month. */
const hasExpired = (card: CreditCardRow, today: string) => {
  const [year, month] = today.split('-').map(Number);
  return card.expiryYear * 12 + card.expiryMonth < year * 12 + month;
};

function debitOrderStanding(method: 1 | 2 | 3, row: DebitOrderRow | null, mandate: DebitOrderStanding['mandate'], day: CollectionDay | undefined): DebitOrderStanding {
  const state: DebitOrderStanding['state'] =
    method !== 2 ? 'not-used' : !row ? 'no-details' : row.status === 'suspended' ? 'suspended' : mandate !== 'accepted' ? 'awaiting-mandate' : 'active';
  return { state, stateText: STATE_TEXT[state], mandate, collectionDay: row && day ? day.text : null };
}

function autoCollection(plan: Pick<CollectionPlan, 'paymentMethodId' | 'standing' | 'debitOrderDay' | 'card' | 'cardDay' | 'cardExpired'>): AutoCollection {
  if (plan.paymentMethodId === 2) {
    const { state } = plan.standing;
    if (state === 'active' && plan.debitOrderDay) return { by: 'debit-order', state: 'runs', dayText: dayPhrase(plan.debitOrderDay) };
    if (state === 'awaiting-mandate' || state === 'suspended') return { by: 'debit-order', state };
    return { by: null, state: 'none' };
  }
  if (plan.paymentMethodId === 1 && plan.card) {
    if (plan.cardExpired) return { by: 'card', state: 'expired' };
    if (!plan.cardDay) return { by: 'card', state: 'no-day' };
    return { by: 'card', state: 'runs', dayText: dayPhrase(plan.cardDay) };
  }
  return { by: null, state: 'none' };
}

/** The account's collection plan as of `today` (YYYY-MM-DD). */
export async function loadCollectionPlan(db: Db, accountId: number, today: string): Promise<CollectionPlan> {
  const { account, debitOrder, card } = await loadPaymentAccount(db, accountId);
  const owed = await accountBalance(db, accountId, today);
  const paymentMethodId = asPaymentMethodId(account.paymentMethodId);
  const mandateRow = debitOrder ? await currentMandate(db, accountId) : undefined;
  const mandate: DebitOrderStanding['mandate'] = !mandateRow ? 'none' : mandateRow.status === MANDATE_STATUS.accepted ? 'accepted' : 'awaiting-acceptance';
  const debitOrderDay = debitOrder ? findOption(DEBIT_ORDER_COLLECTION_DAYS, debitOrder.collectionDayId) : undefined;
  const cardDay = card ? findOption(CREDIT_CARD_COLLECTION_DAYS, card.collectionDayId) : undefined;
  const partial = {
    account,
    paymentMethodId,
    today,
    owed,
    debitOrder,
    debitOrderDay,
    card,
    cardDay,
    cardExpired: card ? hasExpired(card, today) : false,
    standing: debitOrderStanding(paymentMethodId, debitOrder, mandate, debitOrderDay),
  };
  const collection = autoCollection(partial);
  const day = collection.state === 'runs' ? (collection.by === 'card' ? cardDay : debitOrderDay) : undefined;
  const nextCollection = day && owed.cents > 0 ? { date: nextCollectionDate(day.day, today), amountCents: owed.cents } : null;
  return { ...partial, collection, nextCollection };
}

/** Where the debit order's money comes from, as the rules and the mandate say it. */
export const debitOrderSource = (row: DebitOrderRow) => `${bankName(row.bankId)} account ${row.accountNumberObfuscated}`;
