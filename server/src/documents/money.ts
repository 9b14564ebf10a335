import { formatPercent, fromCents, toCents } from '@portal/contract/format';

/** Money is counted in whole cents (toCents), so that sums of numeric columns never pick up binary fractions. */
export const sumCents = (values: (string | number)[]) => values.reduce<number>((sum, v) => sum + toCents(v), 0);
/** A numeric column as the API shows it: a number rounded to cents. */
export const money = (value: string | number) => fromCents(toCents(value));

/** The spreadsheet's money format: formatCurrency's look ('R 1 234.56'), kept as a number. */
export const XLSX_MONEY_FORMAT = '"R" #,##0.00;-"R" #,##0.00';

/**
 * A VAT-inclusive amount in cents split into its VAT-exclusive part and the VAT on it, at `rate` (0.15 is 15%):
 * the exclusive part is rounded to the cent and the VAT is the rest, so the two always add up to the amount.
 */
export function splitVat(inclusiveCents: number, rate: number): { exclusiveCents: number; vatCents: number } {
  const exclusiveCents = Math.round(inclusiveCents / (1 + rate));
  return { exclusiveCents, vatCents: inclusiveCents - exclusiveCents };
}

/** 'VAT 15%': the VAT total's label. */
export const vatLabel = (rate: number) => `VAT ${formatPercent(rate)}`;
