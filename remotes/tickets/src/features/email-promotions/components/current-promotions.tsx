import { EmptyState, VisuallyHidden } from '@portal/ui';
import { useId } from 'react';
import { formatLocalDate } from '@portal/contract/format';
import type { CurrentPromotion } from '../api/get-email-promotions';

function PromotionItem({ promotion }: { promotion: CurrentPromotion }) {
  const titleId = useId();
  return (
    <article className="pr-promotion" aria-labelledby={titleId}>
      <h3 id={titleId} className="pr-promotion__title">
        {promotion.title}
      </h3>
      <p className="pr-promotion__summary">{promotion.summary}</p>
      <p className="tk-muted">
        Valid until <time dateTime={promotion.validUntil}>{formatLocalDate(promotion.validUntil)}</time>
      </p>
      <details className="pr-terms">
        <summary>
          Terms and conditions<VisuallyHidden> of {promotion.title}</VisuallyHidden>
        </summary>
        <p className="pr-terms__text">{promotion.terms}</p>
      </details>
    </article>
  );
}

/** The promotions running now, soonest ending first, each with its terms behind a disclosure. */
export function CurrentPromotions({ promotions }: { promotions: CurrentPromotion[] }) {
  const headingId = useId();
  return (
    <section className="portal-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title tk-section-title">
        Current promotions
      </h2>
      {promotions.length === 0 ? (
        <EmptyState title="No promotions are running right now." />
      ) : (
        <ul className="pr-promotions">
          {promotions.map((p) => (
            <li key={p.key}>
              <PromotionItem promotion={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
