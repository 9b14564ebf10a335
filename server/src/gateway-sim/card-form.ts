/**
 * The simulator's card form: spec §5 Card form (card holder required; card number and CVV required and
 * numeric; expiry month and year are selects), with the portal's wording of those rules.
 */

export const CARD_FIELDS = {
  holder: 'CARD_HOLDER',
  number: 'CARD_NUMBER',
  cvv: 'CVV',
  month: 'EXPIRY_MONTH',
  year: 'EXPIRY_YEAR',
} as const;
export type CardField = keyof typeof CARD_FIELDS;

export const CARD_LABELS: Record<CardField, string> = {
  holder: 'Card holder',
  number: 'Card number',
  cvv: 'CVV',
  month: 'Expiry month',
  year: 'Expiry year',
};

/** The documented test cards: the number decides the outcome. Any other number is declined. */
export const TEST_CARDS = [
  { number: '4111 1111 1111 1111', outcome: 'approved' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
] as const;

export const EXPIRY_YEARS_AHEAD = 10;

export interface CardEntry {
  holder: string;
  number: string;
  cvv: string;
  month: number;
  year: number;
}

export type CardErrors = Partial<Record<CardField, string>>;

/** What a card form sends: only its own fields, each one string. */
export type FormFields = Record<string, string>;

const digitsOnly = (value: string) => /^\d+$/.test(value);

/** The entry when every rule passes; otherwise the message of each field at fault. */
export function readCardForm(fields: FormFields, now: Date): { entry: CardEntry } | { errors: CardErrors } {
  const holder = (fields[CARD_FIELDS.holder] ?? '').trim();
  // Card numbers are often typed in groups of four.
  const number = (fields[CARD_FIELDS.number] ?? '').replace(/[\s-]+/g, '');
  const cvv = (fields[CARD_FIELDS.cvv] ?? '').trim();
  const month = fields[CARD_FIELDS.month] ?? '';
  const year = fields[CARD_FIELDS.year] ?? '';
  const thisYear = now.getUTCFullYear();
  const errors: CardErrors = {};

  if (!holder) errors.holder = 'The Card holder field is required.';
  else if (holder.length > 60) errors.holder = 'The Card holder field may not be greater than 60 characters.';

  if (!number) errors.number = 'The Card number field is required.';
  else if (!digitsOnly(number)) errors.number = 'The Card number field may only contain numeric characters.';
  else if (number.length < 12 || number.length > 19) errors.number = 'The Card number field must be between 12 and 19 digits.';

  if (!cvv) errors.cvv = 'The CVV field is required.';
  else if (!digitsOnly(cvv)) errors.cvv = 'The CVV field may only contain numeric characters.';
  else if (cvv.length < 3 || cvv.length > 4) errors.cvv = 'The CVV field must be 3 or 4 digits.';

  const monthNumber = Number(month);
  const yearNumber = Number(year);
  if (!/^\d{1,2}$/.test(month) || monthNumber < 1 || monthNumber > 12) errors.month = 'Please make a selection for Expiry month.';
  if (!/^\d{4}$/.test(year) || yearNumber < thisYear || yearNumber > thisYear + EXPIRY_YEARS_AHEAD) errors.year = 'Please make a selection for Expiry year.';
  if (!errors.month && !errors.year && yearNumber === thisYear && monthNumber < now.getUTCMonth() + 1) errors.month = 'The card has expired.';

  if (Object.keys(errors).length > 0) return { errors };
  return { entry: { holder, number, cvv, month: monthNumber, year: yearNumber } };
}

/** How the simulated bank answers a card. */
export const outcomeOf = (number: string): 'approved' | 'declined' =>
  TEST_CARDS.find((card) => card.number.replace(/\s/g, '') === number)?.outcome ?? 'declined';
