/**
 * What the dashboard shows while its layout is decided (see useFirstLayout): one grey card per area, in the grid
 * the cards take, announced once as loading.
 */
export function DashboardPlaceholder({ cards }: { cards: number }) {
  return (
    <div className="portal-dashboard__grid" role="status" aria-live="polite" aria-busy="true">
      <span className="portal-visually-hidden">Loading your dashboard…</span>
      {Array.from({ length: Math.max(cards, 1) }, (_, i) => (
        <div key={i} className="portal-dashboard-card portal-dashboard-card--placeholder" aria-hidden="true">
          <div className="portal-dashboard-card__bar portal-dashboard-card__bar--title" />
          <div className="portal-dashboard-card__bar" />
          <div className="portal-dashboard-card__bar portal-dashboard-card__bar--short" />
        </div>
      ))}
    </div>
  );
}
