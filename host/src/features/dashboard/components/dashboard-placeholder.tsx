/**
 * Grey cards standing in for the areas' cards while their modules arrive (see useFirstLayout), announced once as
 * loading. They are items of the dashboard's grid, in the places the cards take: on a phone the first (Balance's,
 * when there is one) leads, as the Balance card does.
 */
export function PlaceholderCards({ cards, lead }: { cards: number; lead: boolean }) {
  return (
    <>
      {/* A status is a polite live region of itself. */}
      <span className="portal-visually-hidden" role="status">
        Loading your dashboard…
      </span>
      {Array.from({ length: Math.max(cards, 1) }, (_, i) => (
        <div
          key={i}
          className={`portal-dashboard-card portal-dashboard-card--placeholder${lead && i === 0 ? ' portal-dashboard-card--lead' : ''}`}
          aria-hidden
        >
          {/* A title's bar, then two lines' (the styles size each). */}
          <i />
          <i />
          <i />
        </div>
      ))}
    </>
  );
}
