import type { ProductSummary } from '@portal/contract';
import { formatCurrency, fromCents, toCents } from '@portal/contract/format';

/**
 * A plan next to the current one: what it changes on the monthly bill, and a Downgrade badge when it costs less
 * (the host's confirm page says what a downgrade takes away). Nothing for the current plan or without one.
 */
export function PlanDifference({ offer, current }: { offer: ProductSummary; current: ProductSummary | null | undefined }) {
  if (!current || current.productId === offer.productId || offer.billing !== 'monthly' || current.billing !== 'monthly') return null;
  const cents = toCents(offer.price) - toCents(current.price);
  if (cents === 0) return <p style={{ margin: 0 }}>Same price a month</p>;
  return (
    <p style={{ margin: 0 }}>
      {cents < 0 && (
        <>
          <span className="portal-badge portal-badge--neutral">Downgrade</span>{' '}
        </>
      )}
      {cents > 0 ? `${formatCurrency(fromCents(cents))} more a month` : `${formatCurrency(fromCents(-cents))} less a month`}
    </p>
  );
}
