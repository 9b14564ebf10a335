import type { DeliveryLocation, OrderPreview, ProductSummary } from '@portal/contract';
import { toCents } from '@portal/contract/format';
import { Card, formatCurrency, formatDate } from '@portal/ui';
import { downgradeOf } from '../plan-losses';
import { serviceLabel } from '../service-label';

const perMonth = (product: ProductSummary, amount: number) =>
  `${formatCurrency(amount)}${product.billing === 'monthly' ? ' per month' : ''}`;

/** '+R 100.00 per month', '-R 50.00 per month' or 'No change'. */
export function monthlyChangeText(change: number): string {
  if (toCents(change) === 0) return 'No change';
  return `${change > 0 ? '+' : ''}${formatCurrency(change)} per month`;
}

export const deliveryAddressText = (location: DeliveryLocation) =>
  [location.line1, location.line2, location.city, location.postalCode].filter((part) => part && part.trim()).join(', ');

function PlanChange({ preview }: { preview: OrderPreview }) {
  const next = preview.lines[0]?.product;
  return (
    <ol className="portal-receipt__change" aria-label="Plan change">
      <li className="portal-receipt__plan">
        <p className="portal-receipt__plan-label">Current plan</p>
        <p className="portal-receipt__plan-name">{preview.current?.name ?? 'No plan'}</p>
        {preview.current && <p>{perMonth(preview.current, preview.current.price)}</p>}
      </li>
      <li className="portal-receipt__arrow" aria-hidden="true">
        →
      </li>
      <li className="portal-receipt__plan">
        <p className="portal-receipt__plan-label">
          New plan {downgradeOf(preview)?.cheaper && <span className="portal-badge portal-badge--neutral">Downgrade</span>}
        </p>
        <p className="portal-receipt__plan-name">{next?.name ?? ''}</p>
        {next && <p>{perMonth(next, next.price)}</p>}
      </li>
    </ol>
  );
}

/** The order as a receipt: the plan change of an upgrade or the lines of a purchase, and what it costs from when. */
export function OrderSummary({ preview, location }: { preview: OrderPreview; location?: DeliveryLocation }) {
  return (
    <Card title="Your order">
      <dl className="portal-details" style={{ marginBottom: 16 }}>
        <dt>Service</dt>
        <dd>{serviceLabel(preview.current?.name, preview.serviceTag)}</dd>
      </dl>
      {preview.upgrade ? (
        <PlanChange preview={preview} />
      ) : (
        <ul className="portal-receipt__lines" aria-label="Order lines">
          {preview.lines.map((line) => (
            <li key={line.product.productId}>
              <span>
                {line.product.name} <span className="portal-receipt__quantity">× {line.quantity}</span>
              </span>
              <span className="portal-receipt__amount">{perMonth(line.product, line.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="portal-details portal-receipt__totals">
        <dt>Once-off total (on your next invoice)</dt>
        <dd>{formatCurrency(preview.onceOffTotal)}</dd>
        <dt>Monthly price after this order</dt>
        <dd>{formatCurrency(preview.monthlyAfter)}</dd>
        <dt>Change per month</dt>
        <dd>{monthlyChangeText(preview.monthlyChange)}</dd>
        <dt>Effective date</dt>
        <dd>{formatDate(preview.effectiveDate)}</dd>
        {location && (
          <>
            <dt>Delivery to</dt>
            <dd>
              {location.contactName}, {location.cellNumber}
              <br />
              {deliveryAddressText(location)}
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}
