import type { ProductSummary } from '@portal/contract';
import { formatCurrency } from '@portal/ui';

/** An upgrade's change to the monthly bill against the current plan, in words; null without a current monthly plan. */
export function monthlyDifferenceText(offer: ProductSummary, current: ProductSummary | null): string | null {
  if (!current || offer.billing !== 'monthly' || current.billing !== 'monthly') return null;
  const cents = Math.round(offer.price * 100) - Math.round(current.price * 100);
  if (cents === 0) return 'Same price a month';
  return cents > 0 ? `${formatCurrency(cents / 100)} more a month` : `${formatCurrency(-cents / 100)} less a month`;
}
