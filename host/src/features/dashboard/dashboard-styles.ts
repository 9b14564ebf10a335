/** The dashboard's own styles, added when the dashboard first shows (they stay out of the login page's bundle). */
const CSS = `
.portal-dashboard__alerts { display: grid; gap: 8px; margin-bottom: 16px; }
.portal-dashboard__cards { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); align-items: start; }
.portal-dashboard-card { background: var(--portal-surface, #fff); border: 1px solid var(--portal-border, #ddd); border-radius: 12px;
  padding: 16px; min-width: 0; }
.portal-dashboard-card__title { font-size: 1.1rem; margin: 0 0 8px; }
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
