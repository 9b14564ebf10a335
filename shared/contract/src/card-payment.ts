/**
 * @portal/contract/card-payment: the rules of a card payment that the pay dialog and the server must both apply —
 * which amounts may be paid, and what a payment does to the next automatic collection (debit order or card). Plain
 * functions without zod, so that the billing remote can use them without loading the catalogue.
 */
import { formatCurrency, formatDate, fromCents } from './format';

/** At least R 10 (smaller card payments cost more than they are worth), at most R 100 000 (larger ones go by EFT). */
export const CARD_PAYMENT_LIMITS = { minCents: 1_000, maxCents: 10_000_000 } as const;

export const AMOUNT_MESSAGES = {
  required: 'Please enter the amount to pay.',
  format: 'Please enter an amount in rand and cents, such as 250.00.',
  tooSmall: `The smallest card payment is ${formatCurrency(fromCents(CARD_PAYMENT_LIMITS.minCents))}.`,
  tooLarge: `The largest card payment is ${formatCurrency(fromCents(CARD_PAYMENT_LIMITS.maxCents))}. For more, please pay by EFT.`,
} as const;

/** The limits, on an amount in cents: a message when it may not be paid, else null. */
export function amountProblem(cents: number): string | null {
  if (cents < CARD_PAYMENT_LIMITS.minCents) return AMOUNT_MESSAGES.tooSmall;
  if (cents > CARD_PAYMENT_LIMITS.maxCents) return AMOUNT_MESSAGES.tooLarge;
  return null;
}

/**
 * An amount as people type it — '250', '250.5', 'R 1 250.00', '1 250,50' — as whole cents, or the message saying
 * what is wrong: more than two decimals, letters, or outside the limits.
 */
export function parseAmount(typed: string): { cents: number } | { error: string } {
  let text = typed.replace(/^\s*R\s*/i, '').replace(/[\s\u00a0]/g, '');
  if (!text) return { error: AMOUNT_MESSAGES.required };
  // A comma is the decimal sign ('250,50') unless a point follows it ('1,250.50', a thousands separator).
  text = text.includes('.') ? text.replace(/,/g, '') : text.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: AMOUNT_MESSAGES.format };
  const [whole, fraction = ''] = text.split('.');
  if (whole.length > 9) return { error: AMOUNT_MESSAGES.tooLarge };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  const problem = amountProblem(cents);
  return problem ? { error: problem } : { cents };
}

/** Who collects money automatically, and why nothing is collected when no one does. */
export type AutoCollection =
  | { by: 'debit-order' | 'card'; state: 'runs'; dayText: string }
  | { by: 'debit-order'; state: 'awaiting-mandate' | 'suspended' }
  | { by: 'card'; state: 'no-day' | 'expired' }
  | { by: null; state: 'none' };

export interface PaymentFacts {
  /** What can be paid now: the unpaid invoices less any credit, never below zero. */
  owedCents: number;
  collection: AutoCollection;
  /** The next automatic collection: its date and amount (everything owed on that day); null when none is scheduled. */
  nextCollection: { date: string; amountCents: number } | null;
}

/**
 * The rule the server keeps: an automatic collection takes what is owed on its day. A card payment therefore
 * lowers the next collection by what it pays, and a payment of all of it leaves nothing to collect that day.
 */
export function nextCollectionAfter(facts: PaymentFacts, paidCents: number): PaymentFacts['nextCollection'] {
  if (!facts.nextCollection) return null;
  const rest = facts.nextCollection.amountCents - paidCents;
  return rest > 0 ? { date: facts.nextCollection.date, amountCents: rest } : null;
}

const COLLECTOR = { 'debit-order': 'debit order', card: 'card charge' } as const;

/**
 * What a card payment of `paidCents` does, in the sentences the pay dialog shows before it is confirmed: to the
 * next automatic collection, and to any amount beyond what is owed (kept as credit).
 */
export function paymentEffect(facts: PaymentFacts, paidCents: number): string[] {
  const sentences: string[] = [];
  const { collection, nextCollection } = facts;
  if (nextCollection && collection.by) {
    const after = nextCollectionAfter(facts, paidCents);
    const what = COLLECTOR[collection.by];
    sentences.push(
      after
        ? `Your ${what} of ${formatCurrency(fromCents(after.amountCents))} on ${formatDate(after.date)} still runs for the rest.`
        : `Paying the full balance cancels this month’s ${what} of ${formatCurrency(fromCents(nextCollection.amountCents))} on ${formatDate(nextCollection.date)}: nothing is collected that day.`,
    );
  } else if (collection.state === 'awaiting-mandate') {
    sentences.push('Your debit order collects nothing until you accept its mandate.');
  } else if (collection.state === 'suspended') {
    sentences.push('Your debit order is suspended, so nothing is collected automatically.');
  } else if (collection.state === 'runs' && collection.by) {
    sentences.push(`Your ${collection.by === 'card' ? 'card' : 'debit order'} stays in place for ${collection.dayText}; credit is used before anything is collected.`);
  }
  const creditCents = paidCents - facts.owedCents;
  if (creditCents > 0) {
    sentences.push(
      facts.owedCents > 0
        ? `${formatCurrency(fromCents(creditCents))} more than you owe is kept as credit on your account and used against your next invoices.`
        : 'Nothing is owed at the moment: the whole payment is kept as credit on your account and used against your next invoices.',
    );
  }
  return sentences;
}
