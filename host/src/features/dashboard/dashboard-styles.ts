/** The dashboard's own styles, added when the dashboard first shows (they stay out of the login page's bundle). */
const CSS = `
.portal-dashboard__alerts { display: grid; gap: 8px; margin-bottom: 16px; }
.portal-dashboard__grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); align-items: start; }
.portal-dashboard__wide { grid-column: 1 / -1; min-width: 0; }
.portal-dashboard__alerts-slot:empty { display: none; }
.portal-dashboard__alerts-slot .portal-dashboard__alerts { margin-bottom: 0; }
.portal-dashboard__alerts > [role=group] > .portal-alert, .portal-dashboard__alerts-rest > [role=group] > .portal-alert { margin: 0; }
.portal-dashboard__alerts-rest { display: grid; gap: 8px; }
.portal-dashboard__alerts-rest[hidden] { display: none; }
.portal-dashboard__more { justify-self: start; min-height: 44px; }
.portal-dashboard__alert--compact .portal-alert { padding: 6px 12px; align-items: center; }
.portal-dashboard__alert--compact details { min-width: 0; }
.portal-dashboard__alert--compact .portal-alert:has(details[open]) { align-items: flex-start; }
.portal-dashboard__alert--compact .portal-alert:has(details[open]) .portal-alert__icon { margin-top: 5px; }
.portal-dashboard__alert--compact summary { cursor: pointer; min-height: 32px; display: flex; align-items: center; font-size: .9375rem; }
.portal-dashboard__alert-message { margin: 4px 0 0; }
.portal-dashboard__alert-dismiss { margin: 4px 0 2px -8px; min-height: 36px; }
@media (max-width: 761px) {
  .portal-dashboard__alerts, .portal-dashboard__alerts-rest { gap: 6px; }
  .portal-dashboard__more { font-size: .875rem; padding-inline: 10px; }
}
.portal-dashboard__alerts--promotions { margin-top: 8px; }
.portal-dashboard__alerts-title { font-size: 1.1rem; margin: 0; }
@media (max-width: 761px) {
  .portal-dashboard__grid:not(.portal-dashboard__grid--clients-first) > .portal-dashboard-card--lead { order: -1; }
}
.portal-dashboard-card { background: var(--portal-surface, #fff); border: 1px solid var(--portal-border, #ddd); border-radius: 12px;
  padding: 16px; min-width: 0; }
.portal-dashboard-card__title { font-size: 1.1rem; margin: 0 0 8px; }
.portal-dashboard-card--placeholder { min-height: 160px; display: grid; align-content: start; gap: 12px; }
/* On a phone the alerts show below the lead card's place before it arrives: it keeps the Balance card's height. */
.portal-dashboard-card--placeholder.portal-dashboard-card--lead { min-height: 16rem; }
.portal-dashboard-card--placeholder > i { height: 14px; border-radius: 7px; background: var(--portal-border, #e4e4e4); }
.portal-dashboard-card--placeholder > i:first-child { width: 45%; height: 20px; }
.portal-dashboard-card--placeholder > i:last-child { width: 60%; }
@media (prefers-reduced-motion: no-preference) {
  .portal-dashboard-card--placeholder > i { animation: portal-dashboard-pulse 1.4s ease-in-out infinite; }
}
@keyframes portal-dashboard-pulse { 50% { opacity: .5; } }
.portal-dashboard-card__figure { font-size: 1.75rem; font-weight: 700; margin: 0; }
.portal-dashboard-card__note { color: var(--portal-muted, #555); margin: 0 0 8px; }
.portal-dashboard-card__group { font-size: .95rem; margin: 12px 0 6px; }
.portal-dashboard-card__facts { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 8px 0 16px; }
.portal-dashboard-card__facts dt { color: var(--portal-muted, #555); }
.portal-dashboard-card__facts dd { margin: 0; }
.portal-dashboard-card__list { list-style: none; padding: 0; margin: 0 0 12px; display: grid; gap: 8px; }
.portal-dashboard-card__list li { display: grid; grid-template-columns: 1fr auto; gap: 0 8px; align-items: center; }
.portal-dashboard-card__list li > :first-child { overflow-wrap: anywhere; }
.portal-dashboard-card__meta { grid-column: 1; color: var(--portal-muted, #555); font-size: .875rem; }
.portal-dashboard-card__list li > .portal-badge { grid-row: 1 / span 2; grid-column: 2; }
`;

export function ensureDashboardStyles() {
  if (document.getElementById('portal-dashboard-styles')) return;
  const style = document.createElement('style');
  style.id = 'portal-dashboard-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}
