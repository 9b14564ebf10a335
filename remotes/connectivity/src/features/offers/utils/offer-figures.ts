import type { ProductSummary } from '@portal/contract';
import { formatCurrency, fromCents, toCents } from '@portal/contract/format';

/** An upgrade's change to the monthly bill against the current plan, in words; null without a current monthly plan. */
export function monthlyDifferenceText(offer: ProductSummary, current: ProductSummary | null): string | null {
  if (!current || offer.billing !== 'monthly' || current.billing !== 'monthly') return null;
  const cents = toCents(offer.price) - toCents(current.price);
  if (cents === 0) return 'Same price a month';
  return cents > 0 ? `${formatCurrency(fromCents(cents))} more a month` : `${formatCurrency(fromCents(-cents))} less a month`;
}

/** A monthly plan that costs less than the current one: a downgrade, marked as such. */
export const isCheaperPlan = (offer: ProductSummary, current: ProductSummary | null) =>
  !!current && offer.kind === 'plan' && offer.billing === 'monthly' && current.billing === 'monthly' && toCents(offer.price) < toCents(current.price);
