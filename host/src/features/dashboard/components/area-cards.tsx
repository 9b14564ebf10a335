import type { Area } from '@portal/config';
import { canAccess, type DashboardCard, type TokenClaims } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense, useId, useMemo, useState, type ComponentType } from 'react';
import { AREA_LABELS } from '../../remotes/area-navigation';
import { AreaErrorBoundary } from '../../remotes/components/area-error-boundary';
import { arrivedDashboardCards, loadDashboardCards, resetArea } from '../../remotes/load-area';

/** What is owed leads on a phone (the dashboard's styles move these cards first there). */
const cardClass = (area: Area) => `portal-dashboard-card${area === 'billing' ? ' portal-dashboard-card--lead' : ''}`;

function CardFrame({ card, area }: { card: DashboardCard; area: Area }) {
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  return (
    <section className={cardClass(area)} aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-dashboard-card__title">
        {card.title}
      </h2>
      <AreaErrorBoundary key={attempt} areaLabel={card.title} onRetry={() => setAttempt((n) => n + 1)}>
        <card.Component />
      </AreaErrorBoundary>
    </section>
  );
}

function CardList({ cards, area, claims }: { cards: DashboardCard[]; area: Area; claims: TokenClaims | null }) {
  return (
    <>
      {cards
        .filter((card) => canAccess(card.modules ?? [], claims))
        .map((card) => (
          <CardFrame key={card.id} card={card} area={area} />
        ))}
    </>
  );
}

/** The area's cards: at once when their module has arrived (no fallback, so nothing moves), else once it does. */
function areaCardsComponent(area: Area, claims: TokenClaims | null): ComponentType {
  const arrived = arrivedDashboardCards(area);
  if (arrived) return () => <CardList cards={arrived} area={area} claims={claims} />;
  return lazy(() => loadDashboardCards(area).then((cards) => ({ default: () => <CardList cards={cards} area={area} claims={claims} /> })));
}

/**
 * The cards an area exposes, loaded from its './dashboard-cards' module (never its routes). An area that
 * fails to load shows one card of its own with a retry; the other areas' cards are untouched.
 */
export function AreaCards({ area, claims }: { area: Area; claims: TokenClaims | null }) {
  const [attempt, setAttempt] = useState(0);
  // attempt: a retry makes a new lazy component, so the load runs again
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Cards = useMemo(() => areaCardsComponent(area, claims), [area, claims, attempt]);
  const label = AREA_LABELS[area];
  return (
    <AreaErrorBoundary
      areaLabel={label}
      onRetry={() => {
        resetArea(area);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense
        fallback={
          <section className={cardClass(area)} aria-label={label} aria-busy="true">
            <LoadingState label={`Loading ${label}…`} />
          </section>
        }
      >
        <Cards />
      </Suspense>
    </AreaErrorBoundary>
  );
}
