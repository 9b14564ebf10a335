import type { ProductSummary } from '@portal/contract';
import { Button, formatCurrency } from '@portal/ui';
import { useId } from 'react';
import { capText, speedText } from '../../service-page/components/service-overview';
import { formatData } from '../../../lib/format-data';
import { isCheaperPlan, monthlyDifferenceText } from '../utils/offer-figures';

export type Offer = ProductSummary & { allowed: boolean; reason: string | null };

function dataText(offer: ProductSummary) {
  if (offer.kind === 'top-up') return offer.dataCapMb === null ? null : `Adds ${formatData(offer.dataCapMb)} this month`;
  return capText(offer);
}

export interface OfferCardProps {
  offer: Offer;
  current: ProductSummary | null;
  /** Nothing can be chosen on this page right now (the reason shows once, above the offers). */
  blocked: boolean;
  chooseLabel: string;
  onChoose: (offer: Offer) => void;
}

/** One product next to the current one: speed, data, price and, for a plan, the change per month. */
export function OfferCard({ offer, current, blocked, chooseLabel, onChoose }: OfferCardProps) {
  const headingId = useId();
  const reasonId = useId();
  const isCurrent = current?.productId === offer.productId;
  const speed = speedText(offer);
  const data = dataText(offer);
  const difference = isCurrent ? null : monthlyDifferenceText(offer, current);
  const disabled = blocked || !offer.allowed;
  return (
    <li className={`conn-offer${isCurrent ? ' conn-offer--current' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId}>{offer.name}</h3>
      {!isCurrent && isCheaperPlan(offer, current) && (
        <p className="conn-offer__badge">
          <span className="portal-badge portal-badge--neutral">Downgrade</span>
        </p>
      )}
      {isCurrent && (
        <p className="conn-offer__diff" id={reasonId}>
          Your current plan
        </p>
      )}
      <p className="conn-offer__price">
        {formatCurrency(offer.price)} <small>{offer.billing === 'monthly' ? 'a month' : 'once-off'}</small>
      </p>
      {difference && (
        <p className={`conn-offer__diff conn-offer__diff--${difference.includes('more') ? 'up' : difference.includes('less') ? 'down' : 'same'}`}>
          {difference}
        </p>
      )}
      {(speed || data) && (
        <dl className="portal-details">
          {speed && (
            <>
              <dt>Speed</dt>
              <dd>{speed}</dd>
            </>
          )}
          {data && (
            <>
              <dt>Data</dt>
              <dd>{data}</dd>
            </>
          )}
        </dl>
      )}
      {offer.description && <p style={{ margin: 0 }}>{offer.description}</p>}
      {!isCurrent && !offer.allowed && offer.reason && (
        <p className="conn-offer__reason" id={reasonId}>
          {offer.reason}
        </p>
      )}
      <div className="conn-offer__choose">
        <Button
          variant={disabled ? 'secondary' : 'primary'}
          disabled={disabled}
          aria-label={`${chooseLabel}: ${offer.name}`}
          aria-describedby={isCurrent || (!offer.allowed && offer.reason) ? reasonId : undefined}
          onClick={() => onChoose(offer)}
        >
          {chooseLabel}
        </Button>
      </div>
    </li>
  );
}
