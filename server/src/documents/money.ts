/** Money in whole cents, so that sums of numeric columns never pick up binary fractions. */
export const toCents = (value: string | number) => Math.round(Number(value) * 100);
export const fromCents = (cents: number) => cents / 100;
export const sumCents = (values: (string | number)[]) => values.reduce<number>((sum, v) => sum + toCents(v), 0);
/** A numeric column as the API shows it: a number rounded to cents. */
export const money = (value: string | number) => fromCents(toCents(value));

/** 'R 1 234.56', negatives '-R 1 234.56': as the portal shows rand amounts (shared/ui formatCurrency). */
export function rand(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}R ${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The spreadsheet's money format: the same 'R 1 234.56' look, kept as a number. */
export const XLSX_MONEY_FORMAT = '"R" #,##0.00;-"R" #,##0.00';

/**
 * A VAT-inclusive amount in cents split into its VAT-exclusive part and the VAT on it, at `rate` (0.15 is 15%):
 * the exclusive part is rounded to the cent and the VAT is the rest, so the two always add up to the amount.
 */
export function splitVat(inclusiveCents: number, rate: number): { exclusiveCents: number; vatCents: number } {
  const exclusiveCents = Math.round(inclusiveCents / (1 + rate));
  return { exclusiveCents, vatCents: inclusiveCents - exclusiveCents };
}

/** '15%', '7.5%': a VAT rate as people write it. */
export const vatPercent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;
/** 'VAT 15%': the VAT total's label. */
export const vatLabel = (rate: number) => `VAT ${vatPercent(rate)}`;
