import { AMOUNT_MESSAGES, nextCollectionAfter, parseAmount, paymentEffect, type PaymentFacts } from '../card-payment';

describe('parseAmount', () => {
  it.each([
    ['250', 25_000],
    ['250.5', 25_050],
    ['250.50', 25_050],
    ['R 1 250.00', 125_000],
    ['r1250', 125_000],
    ['1 250,50', 125_050],
    ['1,250.50', 125_050],
    ['10', 1_000],
    ['100000', 10_000_000],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(parseAmount(typed)).toEqual({ cents });
  });

  it.each([
    ['', AMOUNT_MESSAGES.required],
    ['  R ', AMOUNT_MESSAGES.required],
    ['12.345', AMOUNT_MESSAGES.format],
    ['abc', AMOUNT_MESSAGES.format],
    ['-50', AMOUNT_MESSAGES.format],
    ['1e3', AMOUNT_MESSAGES.format],
    ['9.99', AMOUNT_MESSAGES.tooSmall],
    ['0', AMOUNT_MESSAGES.tooSmall],
    ['100000.01', AMOUNT_MESSAGES.tooLarge],
    ['99999999999', AMOUNT_MESSAGES.tooLarge],
  ])('refuses %j: %s', (typed, error) => {
    expect(parseAmount(typed)).toEqual({ error });
  });
});

describe('what a card payment does to the next collection', () => {
  const debitOrder: PaymentFacts = {
    owedCents: 392_700,
    collection: { by: 'debit-order', state: 'runs', dayText: 'the 25th of the month' },
    nextCollection: { date: '2026-11-25', amountCents: 392_700 },
  };

  it('a part payment leaves the rest to the debit order on its day', () => {
    expect(nextCollectionAfter(debitOrder, 100_000)).toEqual({ date: '2026-11-25', amountCents: 292_700 });
    expect(paymentEffect(debitOrder, 100_000)).toEqual(['Your debit order of R 2 927.00 on 25 Nov 2026 still runs for the rest.']);
  });

  it('paying all of it cancels that collection; more than is owed is kept as credit', () => {
    expect(nextCollectionAfter(debitOrder, 392_700)).toBeNull();
    expect(paymentEffect(debitOrder, 392_700)).toEqual([
      'Paying the full balance cancels this month’s debit order of R 3 927.00 on 25 Nov 2026: nothing is collected that day.',
    ]);
    expect(paymentEffect(debitOrder, 400_000)[1]).toBe('R 73.00 more than you owe is kept as credit on your account and used against your next invoices.');
  });

  it('says so when nothing is collected automatically', () => {
    expect(paymentEffect({ ...debitOrder, collection: { by: 'debit-order', state: 'awaiting-mandate' }, nextCollection: null }, 10_000)).toEqual([
      'Your debit order collects nothing until you accept its mandate.',
    ]);
    expect(paymentEffect({ owedCents: 5_000, collection: { by: null, state: 'none' }, nextCollection: null }, 5_000)).toEqual([]);
    const card: PaymentFacts = { owedCents: 75_900, collection: { by: 'card', state: 'runs', dayText: 'the 5th of the month' }, nextCollection: { date: '2026-12-05', amountCents: 75_900 } };
    expect(paymentEffect(card, 10_000)).toEqual(['Your card charge of R 659.00 on 5 Dec 2026 still runs for the rest.']);
  });
});
